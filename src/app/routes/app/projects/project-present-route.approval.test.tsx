import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import type { PricedProposal } from '@/features/approval/model/priced-proposal';
import { listRecords, writePricing } from '@/features/approval/store/approval-store';
import {
  presentationPlanKey,
  type PresentationPlan,
} from '@/features/presentation/plan/presentation-plan';
import { installFakeCanvas, textsOfPicture } from '@/testing/fake-canvas';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { mockApi } from '@/testing/mocks/server';
import { LIVE_OAK_SITE, seedMariasProject } from '@/testing/seed-customers';
import { seedGeneration } from '@/testing/seed-generations';
import { recordingSignedProposalMaker } from '@/testing/signed-proposal-maker';
import { currentUrl, renderApp } from '@/testing/test-utils';
import { TEST_USER } from '@/testing/tokens';
import { drawStroke, type Point, type Stroke } from '@/testing/touch-strokes';

/*
 * Presentation mode's last slide: the customer chooses a priced design, ticks add-ons, sees the
 * totals, signs and approves. The signature pad and the signature's picture draw on a canvas the
 * test DOM does not have: a fake 2D canvas records what they draw (the pad itself is tested on
 * its own and in the browsers). The PDF maker is given to the app (it decodes the pictures in
 * workers, which the test DOM cannot): what it is asked to write is what this test checks (the
 * PDF is tested on its own, and read back in the browser tests).
 */

beforeEach(() => {
  installFakeCanvas();
});

/** Strokes on the pad, in px of the pad: a tap, a dash too short to sign with, a signature. */
const TAP: Stroke = [[90, 40]];
const DASH: Stroke = [
  [200, 120],
  [230, 122],
  [260, 124],
];
const SIGNATURE: Stroke = [
  [40, 60],
  ...Array.from({ length: 11 }, (_, i): Point => [55 + 15 * i, i % 2 ? 60 : 100]),
];

/** A finger put down on the signature pad at the first point, moved through the others, lifted. */
function drawOnPad(stroke: Stroke) {
  const pad = screen.getByRole('img', { name: /^Signature pad/ });
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  try {
    drawStroke(pad, stroke);
  } finally {
    vi.useRealTimers();
  }
}

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 25_000 });

const OWNER = `${TEST_USER.organizationRef}/${TEST_USER.sub}`;

async function seedPricedProposal(language?: string) {
  const { project, of } = await seedMariasProject({
    customer: { email: 'maria@example.com' },
    project: LIVE_OAK_SITE,
  });
  const design = (name: string) => seedGeneration({ ...of, style: { name } });
  const natural = await design('Natural Accent');
  const modern = await design('Gentle Modern');
  const cottage = await design('Cottage Charm');
  await mockApi.save();
  const plan: PresentationPlan = {
    refs: [natural.sk, modern.sk, cottage.sk],
    notes: {},
    proposalNote: '',
    ...(language ? { language } : {}),
  };
  localStorage.setItem(presentationPlanKey(OWNER, project.sk), JSON.stringify(plan));
  const pricing: PricedProposal = {
    currency: 'USD',
    // Cottage Charm has no price: it is shown in the slides, not offered.
    options: {
      [natural.sk]: { priceCents: 1_240_000, scope: 'Native grasses, stone path' },
      [modern.sk]: { priceCents: 1_880_050, scope: 'Gravel garden, steel edging' },
    },
    addOns: [
      { id: 'lighting', name: 'Path lighting', priceCents: 180_000 },
      { id: 'drip', name: 'Drip irrigation', priceCents: 95_000 },
    ],
    taxRate: 825,
    deposit: { kind: 'percent', rate: 3000 },
  };
  await writePricing(OWNER, project.sk, pricing);
  return { project, natural, modern, cottage };
}

/** The last slide of the project's presentation, its proposals signed with `maker`. */
async function openChoice(
  projectRef: string,
  maker: ReturnType<typeof recordingSignedProposalMaker>,
) {
  const view = renderApp(`/app/projects/${projectRef}/present`, {
    session: true,
    signedProposalMaker: maker.make,
  });
  await screen.findByRole('heading', { level: 1, name: 'Front yard refresh' });
  await view.user.keyboard('{End}');
  await screen.findByRole('heading', { name: 'Choose and approve' });
  return view;
}

/** The browser's Fullscreen API, which the test DOM has not: the deck's button uses it. */
function installFullscreenApi() {
  let element: Element | null = null;
  const change = (next: Element | null) => {
    element = next;
    document.dispatchEvent(new Event('fullscreenchange'));
  };
  const exit = vi.fn(() => {
    change(null);
    return Promise.resolve();
  });
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
  Object.defineProperty(document.documentElement, 'requestFullscreen', {
    configurable: true,
    value: vi.fn(function (this: Element) {
      change(this);
      return Promise.resolve();
    }),
  });
  onTestFinished(() => {
    for (const key of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen']) {
      Reflect.deleteProperty(document, key);
    }
    Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
  });
  return { exit, endByBrowser: () => change(null) };
}

describe('presentation mode: the customer chooses, signs and approves', () => {
  it('offers the priced designs, totals the choice at once, refuses what is missing, and keeps the signed proposal', async () => {
    installFakeIndexedDb();
    const maker = recordingSignedProposalMaker();
    const { project, modern } = await seedPricedProposal();
    const { user } = await openChoice(project.sk, maker);

    const status = within(screen.getByRole('main', { name: 'Presentation' })).getAllByRole(
      'status',
    );
    expect(
      status.some((node) => node.textContent.includes('Slide 5 of 5: Choose and approve')),
    ).toBe(true);
    // Only the priced designs are options, each with its price and scope.
    const options = screen.getAllByRole('radio');
    expect(options).toHaveLength(2);
    expect(screen.getByRole('radio', { name: /Natural Accent \$12,400\.00/ })).not.toBeChecked();
    expect(screen.getByText('What is included: Gravel garden, steel edging')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Cottage Charm/ })).not.toBeInTheDocument();

    // Nothing chosen: the step says so next to the choice.
    await user.click(screen.getByRole('button', { name: 'Continue to sign' }));
    expect(await screen.findByText('Choose one of the designs first.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Gentle Modern/ }));
    await user.click(screen.getByRole('checkbox', { name: /Path lighting/ }));
    // 18,800.50 + 1,800.00 = 20,600.50; tax 8.25 % = 1,699.54; total 22,300.04; deposit 30 %.
    expect(screen.getByText('$20,600.50')).toBeInTheDocument();
    expect(screen.getByText('Tax (8.25%)')).toBeInTheDocument();
    expect(screen.getByText('$1,699.54')).toBeInTheDocument();
    expect(screen.getAllByText('$22,300.04').length).toBeGreaterThan(0);
    expect(screen.getByText('Deposit (30%)')).toBeInTheDocument();
    expect(screen.getByText('$6,690.01')).toBeInTheDocument();
    expect(screen.getByText('$15,610.03')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue to sign' }));
    await screen.findByRole('heading', { name: 'Sign to approve' });

    // Approve with nothing given: each part says what is missing, nothing is written.
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Type your full name.')).toBeInTheDocument();
    expect(screen.getByText('Tick the box to agree to sign on the screen.')).toBeInTheDocument();
    expect(screen.getByText('Sign in the box with a finger or the mouse.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your full name' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Your full name' }), 'Dana Whitfield');
    await user.click(
      screen.getByRole('checkbox', { name: /signing on this screen is my signature/ }),
    );
    // A tap on the pad is no signature: it is asked for as on an empty pad.
    drawOnPad(TAP);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByText('Sign in the box with a finger or the mouse.')).toBeInTheDocument();
    expect(
      screen.queryByText('That is too short for a signature. Sign your name in the box.'),
    ).toBeNull();
    expect(maker.sources).toHaveLength(0);

    drawOnPad(DASH);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('That is too short for a signature. Sign your name in the box.'),
    ).toBeInTheDocument();
    expect(maker.sources).toHaveLength(0);
    expect(await listRecords(OWNER)).toEqual([]);

    drawOnPad(SIGNATURE);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByRole('heading', { name: 'Signed. Thank you, Dana Whitfield.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();

    // What the PDF maker was asked to write: the choice, the lines, the totals, the signer.
    expect(maker.sources).toHaveLength(1);
    const [source] = maker.sources;
    expect(source).toMatchObject({
      language: 'en',
      currency: 'USD',
      project: { ref: project.sk, name: 'Front yard refresh' },
      customer: { name: 'Maria Gonzalez' },
      site: ['1408 Live Oak Lane', 'Austin, TX 78704'],
      chosen: { ref: modern.sk, styleName: 'Gentle Modern', priceCents: 1_880_050 },
      addOns: [{ name: 'Path lighting', priceCents: 180_000 }],
      addOnsOffered: [
        { name: 'Path lighting', priceCents: 180_000 },
        { name: 'Drip irrigation', priceCents: 95_000 },
      ],
      taxRate: 825,
      totals: {
        subtotal: 2_060_050,
        tax: 169_954,
        total: 2_230_004,
        deposit: 669_001,
        balance: 1_561_003,
      },
      signer: { name: 'Dana Whitfield' },
    });
    expect(source.offered.map((option) => option.styleName)).toEqual([
      'Natural Accent',
      'Gentle Modern',
    ]);
    expect(source.signer.consent).toMatch(/^I agree that signing on this screen/);
    expect(new Date(source.signer.signedAt).toISOString()).toBe(source.signer.signedAt);

    // Kept on the device for the project page, not yet shared.
    await waitFor(async () => expect(await listRecords(OWNER, project.sk)).toHaveLength(1));
    const [record] = await listRecords(OWNER, project.sk);
    expect(record).toMatchObject({
      signerName: 'Dana Whitfield',
      totalCents: 2_230_004,
      currency: 'USD',
    });
    expect(record.sharedAt).toBeUndefined();
  });

  it('signs by keyboard alone, with the name typed as the signature', async () => {
    installFakeIndexedDb();
    const maker = recordingSignedProposalMaker();
    const { project, natural } = await seedPricedProposal();
    const { user } = await openChoice(project.sk, maker);
    await user.click(screen.getByRole('radio', { name: /Natural Accent/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to sign' }));
    await screen.findByRole('heading', { name: 'Sign to approve' });

    /** Tabs forward to the control, as a keyboard user would (at most through the whole step). */
    async function tabTo(control: HTMLElement) {
      for (let step = 0; step < 30 && document.activeElement !== control; step += 1) {
        await user.tab();
      }
      expect(control).toHaveFocus();
    }

    await tabTo(screen.getByRole('textbox', { name: 'Your full name' }));
    await user.keyboard('Dana Whitfield');
    await tabTo(screen.getByRole('checkbox', { name: /signing on this screen is my signature/ }));
    await user.keyboard(' ');
    const typeInstead = screen.getByRole('button', { name: 'Type your name instead' });
    await tabTo(typeInstead);
    await user.keyboard('{Enter}');

    // The typed signature's field takes the focus, with its name and what it is for.
    const typed = screen.getByRole('textbox', { name: 'Type your name to sign' });
    expect(typed).toHaveFocus();
    expect(typed).toHaveAttribute('name', 'typedSignature');
    expect(typed).toHaveAttribute('autocomplete', 'name');
    expect(typed).toHaveAccessibleDescription(
      'Your typed name is your signature: it goes on the proposal as shown below.',
    );
    // The pad is hidden meanwhile (and keeps any drawing for a way back).
    expect(screen.queryByRole('img', { name: /^Signature pad/ })).toBeNull();

    // Nothing typed: 'Approve' asks for it next to the field, and nothing is written.
    await tabTo(screen.getByRole('button', { name: 'Approve' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Type your name to sign.')).toBeInTheDocument();
    expect(typed).toHaveFocus();
    expect(typed).toHaveAttribute('aria-invalid', 'true');
    expect(maker.sources).toHaveLength(0);

    await user.keyboard('Dana Whitfield');
    expect(screen.queryByText('Type your name to sign.')).toBeNull();
    // Back to drawing and again to typing: the typed name is still there.
    await tabTo(screen.getByRole('button', { name: 'Draw your signature instead' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Type your name instead' })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Type your name to sign' })).toBeNull();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Type your name to sign' })).toHaveValue(
      'Dana Whitfield',
    );

    await tabTo(screen.getByRole('button', { name: 'Approve' }));
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Signed. Thank you, Dana Whitfield.' }),
    ).toBeInTheDocument();

    // The typed name became the signature's picture, signed as a drawn one would be.
    expect(maker.sources).toHaveLength(1);
    const [source] = maker.sources;
    expect(source.chosen.ref).toBe(natural.sk);
    expect(source.signer.name).toBe('Dana Whitfield');
    expect(textsOfPicture(source.signer.signature)).toEqual(['Dana Whitfield']);
    await waitFor(async () => expect(await listRecords(OWNER, project.sk)).toHaveLength(1));
  });

  it("writes amounts in the proposal's language (Spanish) and asks for the proposal in it", async () => {
    installFakeIndexedDb();
    const { project } = await seedPricedProposal('es');
    const view = renderApp(`/app/projects/${project.sk}/present`, { session: true });
    await screen.findByRole('heading', { level: 1, name: 'Front yard refresh' });
    await view.user.keyboard('{End}');
    await screen.findByRole('heading', { name: 'Elige y aprueba' });
    expect(screen.getByRole('radio', { name: /12\.400,00\sUS\$/ })).toBeInTheDocument();
  });

  it('leaves full screen on the last slide, and stays in presentation mode whatever ends it there', async () => {
    installFakeIndexedDb();
    const fullscreen = installFullscreenApi();
    const { project } = await seedPricedProposal();
    const { user, router } = renderApp(`/app/projects/${project.sk}/present`, { session: true });
    await screen.findByRole('heading', { level: 1, name: 'Front yard refresh' });
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(document.fullscreenElement).not.toBeNull();

    // WebKit ends full screen at the first letter typed, Firefox at a permission prompt: the
    // deck leaves it itself when the form comes.
    await user.keyboard('{End}');
    await screen.findByRole('heading', { name: 'Choose and approve' });
    await waitFor(() => expect(fullscreen.exit).toHaveBeenCalledTimes(1));
    expect(document.fullscreenElement).toBeNull();

    // Full screen again, ended by the browser on this slide: the customer stays where they are.
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(document.fullscreenElement).not.toBeNull();
    fullscreen.endByBrowser();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Choose and approve' })).toBeInTheDocument();
    expect(currentUrl(router)).toMatch(new RegExp(`^/app/projects/${project.sk}/present`));
  });
});
