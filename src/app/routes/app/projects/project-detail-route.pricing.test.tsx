import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SAVE_DELAY_MS } from '@/features/approval/pricing/use-pricing-form';
import { readPricing } from '@/features/approval/store/approval-store';
import { fakeAppClock, passTime } from '@/testing/app-clock';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { seedMariasProject } from '@/testing/seed-customers';
import { seedGeneration } from '@/testing/seed-generations';
import { allowWholeAppTime, renderApp } from '@/testing/test-utils';
import { TEST_USER } from '@/testing/tokens';

// Each test renders the whole app against the mock API and types into it.
allowWholeAppTime({ testMs: 30_000 });

const OWNER = `${TEST_USER.organizationRef}/${TEST_USER.sub}`;

/** A project of Maria's with two finished designs (oldest first). */
async function seedProjectWithDesigns() {
  const { project, of } = await seedMariasProject();
  const natural = await seedGeneration({
    ...of,
    style: { name: 'Natural Accent' },
    createdAt: '2026-05-01T10:00:00.000Z',
  });
  const modern = await seedGeneration({
    ...of,
    style: { name: 'Gentle Modern' },
    createdAt: '2026-05-02T10:00:00.000Z',
  });
  return { project, natural, modern };
}

async function openProject(ref: string) {
  const view = renderApp(`/app/projects/${ref}`, { session: true });
  await screen.findByRole('heading', { level: 2, name: 'Prices' });
  return view;
}

function pricesCard() {
  const heading = screen.getByRole('heading', { level: 2, name: 'Prices' });
  const card = heading.closest<HTMLElement>('[data-slot="card"]');
  if (!card) throw new Error('No Prices card');
  return within(card);
}

describe('/app/projects/:projectRef prices', () => {
  it('prices the designs chosen to present, in their order, kept on the device across a reload', async () => {
    // The prices are kept once typing pauses: on a fake clock, moved past the pause.
    fakeAppClock();
    installFakeIndexedDb();
    const { project, natural, modern } = await seedProjectWithDesigns();
    const first = await openProject(project.sk);
    expect(
      pricesCard().getByText('Choose designs to present above, then price them here.'),
    ).toBeInTheDocument();
    expect(pricesCard().queryByRole('textbox')).toBeNull();

    await first.user.click(screen.getByRole('checkbox', { name: 'Gentle Modern' }));
    await first.user.click(screen.getByRole('checkbox', { name: 'Natural Accent' }));
    const prices = await waitFor(() =>
      pricesCard().getAllByRole('textbox', { name: /^Price of / }),
    );
    // The presentation's order: the one ticked first comes first.
    expect(prices.map((price) => price.getAttribute('name'))).toEqual([
      `options.${modern.sk}.price`,
      `options.${natural.sk}.price`,
    ]);
    const picture = within(pricesCard().getByRole('list', { name: 'Options' })).getAllByRole(
      'presentation',
    )[0];
    expect(picture).toHaveAttribute('src', expect.stringContaining('http') as string);

    await first.user.type(
      pricesCard().getByRole('textbox', { name: 'Price of Natural Accent' }),
      '12,400',
    );
    await first.user.type(pricesCard().getByRole('textbox', { name: 'Tax rate (%)' }), '8.25');
    await passTime(SAVE_DELAY_MS);
    await waitFor(() =>
      expect(pricesCard().getByRole('status')).toHaveTextContent('Saved on this device.'),
    );
    expect(await readPricing(OWNER, project.sk)).toEqual({
      currency: 'USD',
      options: { [natural.sk]: { priceCents: 1_240_000, scope: '' } },
      addOns: [],
      taxRate: 825,
      deposit: { kind: 'percent', rate: 0 },
    });

    // Unchosen: the row goes, the price stays kept.
    await first.user.click(screen.getByRole('checkbox', { name: 'Natural Accent' }));
    await waitFor(() =>
      expect(pricesCard().queryByRole('textbox', { name: 'Price of Natural Accent' })).toBeNull(),
    );
    expect((await readPricing(OWNER, project.sk))?.options).toHaveProperty(natural.sk);
    await first.user.click(screen.getByRole('checkbox', { name: 'Natural Accent' }));
    first.unmount();

    await openProject(project.sk);
    expect(
      await pricesCard().findByRole('textbox', { name: 'Price of Natural Accent' }),
    ).toHaveValue('12400.00');
    expect(pricesCard().getByRole('textbox', { name: 'Price of Gentle Modern' })).toHaveValue('');
    expect(pricesCard().getByRole('textbox', { name: 'Tax rate (%)' })).toHaveValue('8.25');
  });
});
