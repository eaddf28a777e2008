import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import {
  presentationPlanKey,
  writePresentationPlan,
} from '@/features/presentation/plan/presentation-plan';
import { fakeAppClock } from '@/testing/app-clock';
import { server } from '@/testing/mocks/server';
import { seedCustomer, seedProject } from '@/testing/seed-customers';
import { seedGeneration } from '@/testing/seed-generations';
import { allowWholeAppTime, currentUrl, renderApp } from '@/testing/test-utils';
import { TEST_USER } from '@/testing/tokens';
import { thumbnailsAsked } from '@/testing/thumbnails';

allowWholeAppTime({ testMs: 20_000 });

const ORG = TEST_USER.organizationRef;
const OWNER = `${ORG}/${TEST_USER.sub}`;

async function openCustomer(ref: string) {
  const view = renderApp(`/app/customers/${ref}`, { session: true });
  await screen.findByRole('list', { name: 'Projects of this customer' });
  return view;
}

/** The entry of one project in the customer's list. */
function projectEntry(name: string) {
  const list = screen.getByRole('list', { name: 'Projects of this customer' });
  const entry = within(list)
    .getAllByRole('listitem')
    .find((item) => item.querySelector('a')?.textContent.includes(name));
  if (!entry) throw new Error(`No project ${name}`);
  return entry;
}

describe("/app/customers/:customerRef projects' designs", () => {
  it("shows each project's design thumbnails, newest first, a few then +N", async () => {
    // The thumbnails wait for the list to paint: on a fake clock, in no real time.
    fakeAppClock();
    const customer = await seedCustomer({ name: 'Maria Gonzalez' });
    const front = await seedProject({ name: 'Front yard', customerRef: customer.customerId });
    const back = await seedProject({ name: 'Back yard', customerRef: customer.customerId });
    const styles = ['Natural Accent', 'Gentle Modern', 'English Cottage', 'Zen Garden', 'Desert'];
    for (const [index, name] of styles.entries()) {
      await seedGeneration({
        style: { name },
        projectRef: front.sk,
        customerRef: customer.customerId,
        createdAt: `2026-05-0${index + 1}T10:00:00.000Z`,
        ...(index === 4 ? { currentStep: 'generating' } : {}),
      });
    }
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(new URL(request.url).pathname);
    });
    await openCustomer(customer.customerId);

    const designs = await within(projectEntry('Front yard')).findByRole('list', {
      name: 'Designs of Front yard',
    });
    const items = within(designs).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    await thumbnailsAsked(designs);
    expect(
      within(designs)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt') ?? img.textContent),
    ).toEqual(['Desert', 'Zen Garden', 'English Cottage', 'Gentle Modern']);
    for (const img of designs.querySelectorAll('img')) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '64');
    }
    expect(items[4]).toHaveTextContent('+1and 1 more design');

    expect(await within(projectEntry('Back yard')).findByText('No designs yet')).toBeVisible();
    expect(within(projectEntry('Back yard')).queryByRole('link', { name: /Present/ })).toBeNull();

    // One request per project of this customer, none for the organization's other designs.
    const generationRequests = requests.filter((path) => path.includes('yard-vision-generation'));
    expect(generationRequests.sort()).toEqual(
      [
        `/api/${ORG}/customers/${customer.customerId}/projects/${back.sk}/yard-vision-generation`,
        `/api/${ORG}/customers/${customer.customerId}/projects/${front.sk}/yard-vision-generation`,
      ].sort(),
    );
    server.events.removeAllListeners();
  });

  it('offers Present once designs are chosen, and else a way to choose them', async () => {
    const customer = await seedCustomer({ name: 'Maria Gonzalez' });
    const chosen = await seedProject({ name: 'Front yard', customerRef: customer.customerId });
    const unchosen = await seedProject({ name: 'Back yard', customerRef: customer.customerId });
    const unfinished = await seedProject({ name: 'Side yard', customerRef: customer.customerId });
    const design = await seedGeneration({
      projectRef: chosen.sk,
      customerRef: customer.customerId,
    });
    await seedGeneration({ projectRef: unchosen.sk, customerRef: customer.customerId });
    await seedGeneration({
      currentStep: 'failed',
      projectRef: unfinished.sk,
      customerRef: customer.customerId,
    });
    writePresentationPlan(presentationPlanKey(OWNER, chosen.sk), {
      refs: [design.sk],
      notes: {},
      proposalNote: '',
    });
    const { user, router } = await openCustomer(customer.customerId);

    const present = await within(projectEntry('Front yard')).findByRole('link', {
      name: 'Present',
    });
    expect(present).toHaveAttribute('href', `/app/projects/${chosen.sk}/present`);
    expect(present).toHaveAccessibleDescription('Front yard');

    const choose = await within(projectEntry('Back yard')).findByRole('link', {
      name: 'Choose designs to present',
    });
    expect(choose).toHaveAttribute('href', `/app/projects/${unchosen.sk}#presentation`);
    expect(choose).toHaveAccessibleDescription('Back yard');

    await within(projectEntry('Side yard')).findByRole('list', { name: 'Designs of Side yard' });
    expect(within(projectEntry('Side yard')).getAllByRole('link')).toHaveLength(1);

    await user.click(choose);
    await screen.findByRole('heading', { level: 2, name: 'Presentation' });
    expect(currentUrl(router)).toBe(`/app/projects/${unchosen.sk}`);
    expect(router.state.location.hash).toBe('#presentation');
  });

  it("says when a project's designs cannot be loaded", async () => {
    const customer = await seedCustomer({ name: 'Maria Gonzalez' });
    await seedProject({ name: 'Front yard', customerRef: customer.customerId });
    server.use(
      http.get(
        `/api/${ORG}/customers/:customerId/projects/:projectId/yard-vision-generation`,
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    await openCustomer(customer.customerId);
    await waitFor(() =>
      expect(projectEntry('Front yard')).toHaveTextContent('The designs could not be loaded.'),
    );
  });
});
