import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  compareGenerationsPath,
  generationDetailPath,
  generationEditPath,
  paths,
} from '@/config/paths';
import { writeEdit } from '@/entities/generation/edits/design-edit-store';
import { generationKeys } from '@/entities/generation/api/generation-keys';
import type { Generation } from '@/entities/generation/api/generation-schemas';
import type { GenerationSettings } from '@/entities/generation/model/generation-settings';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { setViewportWidth } from '@/testing/match-media';
import { TEST_OWNER } from '@/testing/signed-records';
import { mockApi, server } from '@/testing/mocks/server';
import { seedGeneration, type SeedGeneration } from '@/testing/seed-generations';
import { currentUrl, renderApp } from '@/testing/test-utils';
import { TEST_USER } from '@/testing/tokens';
import { shownZoom } from '@/testing/zoom';

const ORG = TEST_USER.organizationRef;
const detailApiPath = (sk: string) => `/api/${ORG}/yard-vision-generation/${sk}`;

const SUMMER: GenerationSettings = {
  season: 'summer',
  weather: 'sunny',
  timeOfDay: 'afternoon',
  atmosphericEffect: 'calm',
};
const WINTER: GenerationSettings = {
  season: 'winter',
  weather: 'snowy',
  timeOfDay: 'dusk',
  atmosphericEffect: 'blue-hour',
};

/** A design in the mock API with these settings (a completed one has its result). */
async function seedDesign(
  name: string,
  settings: GenerationSettings,
  options: SeedGeneration = {},
) {
  const generation = await seedGeneration({ style: { name }, settings, ...options });
  generation.settings = settings;
  await mockApi.save();
  return generation;
}

type Design = Awaited<ReturnType<typeof seedDesign>>;

async function openStudio(refs: string[]) {
  const view = renderApp(compareGenerationsPath(refs), { session: true });
  await screen.findByRole('heading', { level: 1, name: 'Compare designs' });
  return view;
}

/** The pane of the design whose heading is `name`. */
function pane(name: string) {
  return screen.getByRole('region', { name });
}

/** Records the paths of the GET requests for single designs. */
function recordDetailRequests() {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && /yard-vision-generation\/[^/]+$/.test(pathname)) {
      paths.push(pathname);
    }
  });
  return paths;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/app/generations/compare', () => {
  it('shows two designs side by side with their labels, statuses and pictures', async () => {
    const a = await seedDesign('Natural Accent', SUMMER);
    const b = await seedDesign('Refined Traditional', WINTER);
    const requests = recordDetailRequests();
    await openStudio([a.sk, b.sk]);

    const first = await screen.findByRole('region', { name: 'Natural Accent' });
    expect(within(first).getByText('Summer · Sunny · Afternoon · Calm')).toBeInTheDocument();
    expect(within(first).getByText('Completed')).toBeInTheDocument();
    expect(
      within(first).getByRole('img', {
        name: 'Natural Accent · Summer · Sunny · Afternoon · Calm',
      }),
    ).toBeInTheDocument();
    expect(
      within(first).getByRole('group', {
        name: 'Zoom Natural Accent · Summer · Sunny · Afternoon · Calm',
      }),
    ).toBeInTheDocument();

    const second = pane('Refined Traditional');
    expect(within(second).getByText('Winter · Snowy · Dusk · Blue Hour')).toBeInTheDocument();
    expect(within(second).getByText('Completed')).toBeInTheDocument();
    expect(document.title).toBe('Compare designs · YardVision');
    expect(screen.getByText('Comparing 2 designs. Zooming or panning one moves them all.'));
    expect(requests.sort()).toEqual([detailApiPath(a.sk), detailApiPath(b.sk)].sort());

    // The way back keeps both designs chosen in the history.
    const back = screen.getByRole('link', { name: 'Back to your designs' });
    const target = new URL(back.getAttribute('href') ?? '', 'http://x');
    expect(target.pathname).toBe(paths.app.generations);
    expect(target.searchParams.get('selected')).toBe(`${a.sk},${b.sk}`);
  });

  it('shows four designs in the order of the address, each one opening its own page', async () => {
    const names = ['Natural Accent', 'Gentle Modern', 'Refined Formal', 'Subtle Symmetry'];
    const designs: Design[] = [];
    for (const name of names) designs.push(await seedDesign(name, SUMMER));
    const refs = designs.map(({ sk }) => sk).reverse();
    const { user, router } = await openStudio(refs);

    await screen.findByRole('region', { name: 'Natural Accent' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([...names].reverse());

    const gentle = pane('Gentle Modern');
    const open = within(gentle).getByRole('link', { name: /^Open design/ });
    expect(open).toHaveAttribute('href', generationDetailPath(designs[1]?.sk ?? ''));
    await user.click(open);
    await waitFor(() =>
      expect(currentUrl(router)).toBe(generationDetailPath(designs[1]?.sk ?? '')),
    );
  });

  it('takes a design out of a comparison of three, and back brings it back', async () => {
    const a = await seedDesign('Natural Accent', SUMMER);
    const b = await seedDesign('Refined Traditional', WINTER);
    const c = await seedDesign('Gentle Modern', SUMMER);
    const { user, router } = await openStudio([a.sk, b.sk, c.sk]);
    await screen.findByRole('region', { name: 'Gentle Modern' });

    await user.click(
      within(pane('Refined Traditional')).getByRole('button', {
        name: /^Remove from comparison: Refined Traditional/,
      }),
    );
    await waitFor(() => expect(currentUrl(router)).toBe(compareGenerationsPath([a.sk, c.sk])));
    expect(screen.queryByRole('region', { name: 'Refined Traditional' })).not.toBeInTheDocument();
    // The focus was on the button that went: it goes to what is left.
    await waitFor(() => expect(screen.getByText(/^Comparing 2 designs\./)).toHaveFocus());
    // Two left: none can be taken out any more.
    expect(screen.queryByRole('button', { name: /^Remove from comparison/ })).toBeNull();

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('region', { name: 'Refined Traditional' })).toBeInTheDocument();
  });

  it('zooms every pane together: + in one pane, or the shared buttons', async () => {
    const a = await seedDesign('Natural Accent', SUMMER);
    const b = await seedDesign('Refined Traditional', WINTER);
    const { user } = await openStudio([a.sk, b.sk]);
    await screen.findByRole('region', { name: 'Natural Accent' });
    const images = () => [
      within(pane('Natural Accent')).getByRole('img', { name: /^Natural Accent · / }),
      within(pane('Refined Traditional')).getByRole('img', { name: /^Refined Traditional · / }),
    ];
    const scales = () => images().map((image) => shownZoom(image).scale);
    expect(scales()).toEqual([1, 1]);

    within(pane('Natural Accent'))
      .getByRole('group', { name: /^Zoom Natural Accent/ })
      .focus();
    await user.keyboard('+');
    await waitFor(() => {
      const [first = 1, second = 1] = scales();
      expect(first).toBeGreaterThan(1);
      expect(second).toBe(first);
    });

    // 'Show before' keeps the zoom.
    await user.click(screen.getByRole('button', { name: 'Show before' }));
    const before = within(pane('Refined Traditional')).getByRole('img', {
      name: 'Before: source photo of Refined Traditional',
    });
    await waitFor(() => expect(shownZoom(before).scale).toBeGreaterThan(1));
    await user.click(screen.getByRole('button', { name: 'Show before' }));

    await user.click(screen.getByRole('button', { name: 'Reset zoom' }));
    await waitFor(() => expect(scales()).toEqual([1, 1]));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => {
      const [first = 1, second = 1] = scales();
      expect(first).toBeGreaterThan(1);
      expect(second).toBe(first);
    });
  });

  it("'Show before' shows the source photo in every pane, and says the photos differ", async () => {
    const a = await seedDesign('Natural Accent', SUMMER);
    const b = await seedDesign('Refined Traditional', WINTER);
    const { user, queryClient } = await openStudio([a.sk, b.sk]);
    await screen.findByRole('region', { name: 'Natural Accent' });
    expect(screen.getByText('Before shows each design’s own source photo.')).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Show before' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    for (const [name, generation] of [
      ['Natural Accent', a],
      ['Refined Traditional', b],
    ] as const) {
      const before = within(pane(name)).getByRole('img', {
        name: `Before: source photo of ${name}`,
      });
      const data = queryClient.getQueryData<Generation>(generationKeys.detail(ORG, generation.sk));
      expect(data?.sourceImages[0]).toBeTruthy();
      expect(before).toHaveAttribute('src', data?.sourceImages[0]);
    }
    expect(screen.queryByRole('img', { name: /^Natural Accent · Summer/ })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(
      within(pane('Natural Accent')).getByRole('img', { name: /^Natural Accent · Summer/ }),
    ).toBeInTheDocument();
  });

  it('offers a before/after slider in one pane at a time', async () => {
    const a = await seedDesign('Natural Accent', SUMMER);
    const b = await seedDesign('Refined Traditional', WINTER);
    const { user } = await openStudio([a.sk, b.sk]);
    await screen.findByRole('region', { name: 'Natural Accent' });

    const sliderToggle = (name: string) =>
      within(pane(name)).getByRole('button', { name: /^Before\/after slider/ });
    await user.click(sliderToggle('Natural Accent'));
    expect(sliderToggle('Natural Accent')).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(pane('Natural Accent')).getByRole('slider', { name: 'Compare before and after' }),
    ).toBeInTheDocument();

    await user.click(sliderToggle('Refined Traditional'));
    expect(screen.getAllByRole('slider')).toHaveLength(1);
    expect(
      within(pane('Refined Traditional')).getByRole('slider', { name: 'Compare before and after' }),
    ).toBeInTheDocument();
    expect(sliderToggle('Natural Accent')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a design still being made as such, asks again every 10 s and shows it when ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const done = await seedDesign('Natural Accent', SUMMER);
    const running = await seedDesign('Gentle Modern', WINTER, {
      currentStep: 'generating',
      final: false,
    });
    const requests = recordDetailRequests();
    await openStudio([done.sk, running.sk]);

    const gentle = await screen.findByRole('region', { name: 'Gentle Modern' });
    expect(within(gentle).getByText('Generating')).toBeInTheDocument();
    expect(
      within(gentle).getByText(
        'This design is still being made. It appears here by itself when it is ready.',
      ),
    ).toBeInTheDocument();
    const count = (sk: string) => requests.filter((path) => path === detailApiPath(sk)).length;
    expect(count(running.sk)).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(count(running.sk)).toBe(1);
    // The mock finishes 4 s after the start; the next look finds it completed.
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(count(running.sk)).toBe(2));
    expect(await within(pane('Gentle Modern')).findByText('Completed')).toBeInTheDocument();
    expect(
      within(pane('Gentle Modern')).getByRole('img', { name: /^Gentle Modern · Winter/ }),
    ).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    // Neither is asked for again once both are done.
    expect(count(running.sk)).toBe(2);
    expect(count(done.sk)).toBe(1);
  });

  it('shows why a design failed', async () => {
    const a = await seedDesign('Natural Accent', SUMMER);
    const failed = await seedDesign('Gentle Modern', WINTER, {
      currentStep: 'failed',
      final: false,
      failureReason: 'The source image could not be read.',
    });
    await openStudio([a.sk, failed.sk]);
    const gentle = await screen.findByRole('region', { name: 'Gentle Modern' });
    expect(within(gentle).getByText('This design could not be generated.')).toBeInTheDocument();
    expect(within(gentle).getByText('The source image could not be read.')).toBeInTheDocument();
    expect(within(gentle).getByText('Failed - Failed')).toBeInTheDocument();
  });

  it('says so in its pane when a design does not exist; removing it rewrites the address', async () => {
    const a = await seedDesign('Natural Accent', SUMMER);
    const b = await seedDesign('Refined Traditional', WINTER);
    const { user, router } = await openStudio([a.sk, 'missing-design', b.sk]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This design does not exist or has been deleted.');
    // The others keep working.
    expect(await screen.findByRole('region', { name: 'Natural Accent' })).toBeInTheDocument();
    expect(pane('Refined Traditional')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Remove from comparison' }));
    await waitFor(() => expect(currentUrl(router)).toBe(compareGenerationsPath([a.sk, b.sk])));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(pane('Natural Accent')).toBeInTheDocument();
    expect(pane('Refined Traditional')).toBeInTheDocument();
  });

  it.each([
    { ids: '', text: /names no designs/ },
    { ids: 'only-one', text: /names only one design/ },
  ])('explains that fewer than 2 designs cannot be compared ($ids)', async ({ ids, text }) => {
    const { user, router } = renderApp(`${paths.app.compareGenerations}?ids=${ids}`, {
      session: true,
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Choose at least 2 designs to compare' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent(text);
    await user.click(within(alert).getByRole('link', { name: 'Choose designs to compare' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.app.generations));
  });

  it('explains that at most 4 designs can be compared, and offers the first 4', async () => {
    const designs: Design[] = [];
    for (const name of ['A one', 'B two', 'C three', 'D four', 'E five']) {
      designs.push(await seedDesign(name, SUMMER));
    }
    const refs = designs.map(({ sk }) => sk);
    const { user, router } = renderApp(compareGenerationsPath(refs), { session: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You can compare up to 4 designs');
    expect(alert).toHaveTextContent('This comparison names 5 designs.');
    await user.click(within(alert).getByRole('link', { name: 'Compare the first 4' }));
    await waitFor(() => expect(currentUrl(router)).toBe(compareGenerationsPath(refs.slice(0, 4))));
    expect(await screen.findByRole('region', { name: 'D four' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'E five' })).not.toBeInTheDocument();
  });

  it('on a phone shows one design at a time; Next and the arrow keys move between them', async () => {
    setViewportWidth(375);
    const a = await seedDesign('Natural Accent', SUMMER);
    const b = await seedDesign('Refined Traditional', WINTER);
    const c = await seedDesign('Gentle Modern', SUMMER);
    const { user } = await openStudio([a.sk, b.sk, c.sk]);

    await screen.findByRole('region', { name: 'Natural Accent' });
    const carousel = screen.getByRole('region', { name: 'Designs' });
    expect(within(carousel).getByText('Design 1 of 3', { selector: 'p' })).toBeInTheDocument();
    // Only the pane on screen is reachable.
    expect(screen.queryByRole('region', { name: 'Refined Traditional' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next design' }));
    expect(await screen.findByRole('region', { name: 'Refined Traditional' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Natural Accent' })).not.toBeInTheDocument();
    expect(within(carousel).getByText('Design 2 of 3', { selector: 'p' })).toBeInTheDocument();

    // The before/after toggle works here too.
    await user.click(screen.getByRole('button', { name: 'Show before' }));
    expect(
      within(pane('Refined Traditional')).getByRole('img', {
        name: 'Before: source photo of Refined Traditional',
      }),
    ).toBeInTheDocument();

    carousel.focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('region', { name: 'Gentle Modern' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('region', { name: 'Refined Traditional' })).toBeInTheDocument();

    // Zoomed in, the arrows pan the picture instead; back at the whole picture they switch.
    within(pane('Refined Traditional'))
      .getByRole('group', { name: /^Zoom before: Refined Traditional/ })
      .focus();
    await user.keyboard('+');
    await user.keyboard('{ArrowRight}');
    expect(pane('Refined Traditional')).toBeInTheDocument();
    expect(within(carousel).getByText('Design 2 of 3', { selector: 'p' })).toBeInTheDocument();
    await user.keyboard('0');
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('region', { name: 'Gentle Modern' })).toBeInTheDocument();
  });
});

describe('an edit made in Keep and mix, in the studio', () => {
  it('shows beside its design, from the device, and leads to its design and to the editor', async () => {
    installFakeIndexedDb();
    const design = await seedDesign('Natural Accent', SUMMER);
    await writeEdit({
      owner: TEST_OWNER,
      baseRef: design.sk,
      createdAt: '2026-11-28T10:00:00.000Z',
      updatedAt: '2026-11-28T10:05:00.000Z',
      width: 4,
      height: 3,
      operations: [],
      layers: ['original'],
      picture: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]).buffer,
    });
    const requests = recordDetailRequests();
    await openStudio([design.sk, `${design.sk}~edited`]);

    const edit = await screen.findByRole('region', { name: 'Natural Accent, edited' });
    expect(within(edit).getByRole('img', { name: /^Natural Accent, edited/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(within(edit).getByRole('link', { name: /^Open design/ })).toHaveAttribute(
      'href',
      generationDetailPath(design.sk),
    );
    expect(within(edit).getByRole('link', { name: /^Keep and mix/ })).toHaveAttribute(
      'href',
      generationEditPath(design.sk),
    );
    // The edit's design is asked of the API; the edit itself is not.
    expect(requests.every((path) => !path.includes('~edited'))).toBe(true);
  });

  it('says an edit that is not on this device is not available', async () => {
    installFakeIndexedDb();
    const design = await seedDesign('Natural Accent', SUMMER);
    await openStudio([design.sk, `${design.sk}~edited`]);
    expect(
      await screen.findByText(
        'This edit is not on this device: it was deleted, or made on another one.',
      ),
    ).toBeInTheDocument();
  });
});
