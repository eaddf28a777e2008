import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { compareGenerationsPath, generationVariationsPath } from '@/config/paths';
import { mockApi, server } from '@/testing/mocks/server';
import {
  API_PATH,
  ORG,
  STORAGE,
  hold,
  jsonOf,
  recordRequests,
  setUpWizardTests,
  fakeAppClock,
  settle,
  type SentRequest,
} from '@/testing/generate-wizard';
import { seedProject } from '@/testing/seed-customers';
import { countingPhotoPreparer } from '@/testing/stub-photo-preparer';
import { JPEG_BYTES, seedGeneration } from '@/testing/seed-generations';
import { currentUrl, renderApp } from '@/testing/test-utils';

/*
 * 'Try variations' of a design: one axis, up to 4 values, each its own generation made from the
 * design's photos (downloaded once), then the compare studio.
 */

setUpWizardTests({ waitMs: 5000, testMs: 20_000 });

const BASE_SETTINGS = {
  season: 'spring',
  weather: 'cloudy',
  timeOfDay: 'dusk',
  atmosphericEffect: 'calm',
} as const;

async function openVariations(
  seed: Parameters<typeof seedGeneration>[0] = {},
  options: Parameters<typeof renderApp>[1] = {},
) {
  const design = await seedGeneration({ sources: 2, ...seed });
  design.settings = BASE_SETTINGS;
  // The second photo's bytes differ from the first's, to tell them apart in the uploads.
  await mockApi.storeUpload(design.sources[1], {
    contentType: 'image/jpeg',
    bytes: new Blob([SECOND_PHOTO]),
  });
  await mockApi.save();
  const view = renderApp(generationVariationsPath(design.sk), { session: true, ...options });
  await screen.findByRole('heading', { level: 1, name: 'Try variations' });
  await screen.findByRole('form', { name: 'Try variations' });
  return { ...view, design };
}

const SECOND_PHOTO = new Uint8Array([...JPEG_BYTES, 1, 2, 3]);

const bytesOf = async (request: SentRequest) => new Uint8Array(await request.body);
const recordOf = (put: SentRequest) => put.url.pathname.split('/')[3];

function newRecords(designRef: string) {
  return mockApi
    .organization(ORG)
    .generations.filter((generation) => generation.sk !== designRef)
    .map((generation) => generation.sk);
}

describe('/app/generations/:ref/variations', () => {
  it('makes 3 seasonal variants over 2 photos with exactly 3 creates, 6 PUTs of the same bytes and 3 starts, then opens the compare studio', async () => {
    const preparer = countingPhotoPreparer();
    const { user, router, design } = await openVariations({}, { photoPreparer: preparer });
    const sent = recordRequests();

    await user.click(screen.getByRole('radio', { name: 'Seasons' }));
    // The design's own season is left out to begin with; the others are ticked.
    expect(screen.getByRole('checkbox', { name: 'Spring' })).not.toBeChecked();
    for (const season of ['Summer', 'Fall', 'Winter']) {
      expect(screen.getByRole('checkbox', { name: season })).toBeChecked();
    }
    await user.click(screen.getByRole('button', { name: 'Generate 3 variations' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/generations/compare'));
    const variants = newRecords(design.sk);
    expect(variants).toHaveLength(3);
    expect(currentUrl(router)).toBe(compareGenerationsPath([design.sk, ...variants]));

    // The design's two photos were downloaded and prepared once each, not once per variant.
    expect(sent.downloads()).toHaveLength(2);
    expect(preparer.calls).toBe(2);
    const creates = sent.creates();
    expect(creates).toHaveLength(3);
    for (const create of creates) {
      expect(await jsonOf(create)).toEqual({
        style: design.style,
        fileInfo: [
          { name: 'image-1.jpg', contentType: 'image/jpeg' },
          { name: 'image-2.jpg', contentType: 'image/jpeg' },
        ],
        inspirationFileInfo: [],
      });
    }
    const puts = sent.puts();
    expect(puts).toHaveLength(6);
    for (const variant of variants) {
      const mine = puts.filter((put) => recordOf(put) === variant);
      expect(mine).toHaveLength(2);
      const bodies = await Promise.all(mine.map(bytesOf));
      expect(bodies).toContainEqual(JPEG_BYTES);
      expect(bodies).toContainEqual(SECOND_PHOTO);
    }
    const generates = sent.generates();
    expect(generates).toHaveLength(3);
    const bodies = await Promise.all(generates.map(jsonOf));
    expect(bodies).toEqual(
      ['summer', 'fall', 'winter'].map((season) => ({
        style: design.style,
        settings: { ...BASE_SETTINGS, season },
      })),
    );
    expect(generates.map((request) => request.url.pathname.split('/')[4])).toEqual(variants);
  });

  it('gives variants made from a project design to that project', async () => {
    const project = await seedProject({ name: 'Front yard', customerRef: 'c-1' });
    const { user, design } = await openVariations({
      projectRef: project.sk,
      customerRef: 'c-1',
    });
    const sent = recordRequests();
    await user.click(screen.getByRole('radio', { name: 'Times of day' }));
    for (const time of ['Dawn', 'Morning', 'Afternoon']) {
      await user.click(screen.getByRole('checkbox', { name: time }));
    }
    // Night stays ticked: one variant.
    await user.click(screen.getByRole('button', { name: 'Generate 1 variation' }));
    await waitFor(() => expect(sent.generates()).toHaveLength(1));
    expect(await jsonOf(sent.creates()[0])).toMatchObject({
      projectRef: project.sk,
      customerRef: 'c-1',
    });
    expect(await jsonOf(sent.generates()[0])).toEqual({
      style: design.style,
      settings: { ...BASE_SETTINGS, timeOfDay: 'night' },
    });
  });

  it('varies the style, a custom one included, and says what is missing next to the field', async () => {
    const { user } = await openVariations();
    const sent = recordRequests();
    await user.click(screen.getByRole('button', { name: 'Generate variations' }));
    expect(screen.getByText('Choose what to vary')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Styles' }));
    await user.click(screen.getByRole('button', { name: 'Generate variations' }));
    expect(screen.getByText('Choose at least one value')).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Enhanced Privacy' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Style category' }), 'Natural');
    await user.click(screen.getByRole('checkbox', { name: 'Natural Meadow' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Style category' }), 'Custom');
    await user.click(screen.getByRole('checkbox', { name: 'Custom Style' }));
    await user.click(screen.getByRole('button', { name: 'Generate 3 variations' }));
    const description = screen.getByRole('textbox', { name: 'Describe your style' });
    expect(description).toHaveAccessibleDescription('Describe your custom style');
    expect(sent.creates()).toHaveLength(0);

    await user.type(description, '  Moss and stepping stones ');
    // Every chosen style is listed, whatever category is showing.
    const chosen = screen.getByRole('list', { name: 'Chosen styles' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Enhanced Privacy', 'Natural Meadow', 'Custom Style']);
    await user.click(screen.getByRole('button', { name: 'Generate 3 variations' }));
    await waitFor(() => expect(sent.generates()).toHaveLength(3));
    const styles = (await Promise.all(sent.generates().map(jsonOf))).map(
      (body) => (body as { style: { name: string; description?: string } }).style,
    );
    expect(styles.map((style) => style.name)).toEqual([
      'Enhanced Privacy',
      'Natural Meadow',
      'Custom Style',
    ]);
    expect(styles[2]).toEqual({ name: 'Custom Style', description: 'Moss and stepping stones' });
  });

  it('lets at most 4 values be ticked', async () => {
    const { user } = await openVariations();
    await user.click(screen.getByRole('radio', { name: 'Weather' }));
    // Four of the five weathers are ticked to begin with (all but the design's cloudy).
    expect(screen.getByRole('checkbox', { name: 'Cloudy' })).toBeDisabled();
    expect(screen.getByText(/Up to 4 variations at a time\./)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Snowy' }));
    expect(screen.getByRole('checkbox', { name: 'Cloudy' })).toBeEnabled();
  });

  it('shows a failed start on its own line, and Retry starts only that variant', async () => {
    const { user, router, design } = await openVariations();
    const sent = recordRequests();
    let generateCalls = 0;
    server.use(
      http.post(`*${API_PATH}/:ref/generate`, () => {
        generateCalls += 1;
        if (generateCalls === 2) return HttpResponse.json({ error: 'Busy' }, { status: 500 });
        return undefined;
      }),
    );
    await user.click(screen.getByRole('radio', { name: 'Seasons' }));
    await user.click(screen.getByRole('button', { name: 'Generate 3 variations' }));

    const list = await screen.findByRole('list', { name: 'Variations' });
    const fall = await within(list).findByText('Fall');
    const fallItem = fall.closest('li');
    if (!fallItem) throw new Error('No line for Fall');
    await within(fallItem).findByText('Failed to start generating yard vision');
    await waitFor(() => expect(within(list).getAllByText('Generating').length).toBe(2));
    expect(router.state.location.pathname).toBe(generationVariationsPath(design.sk));

    await user.click(within(fallItem).getByRole('button', { name: 'Retry Fall' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/generations/compare'));
    // Nothing done before was done again: no new record, no photo sent twice.
    expect(sent.creates()).toHaveLength(3);
    expect(sent.puts()).toHaveLength(6);
    expect(sent.generates()).toHaveLength(4);
  });

  it('retries only the files that failed for a variant', async () => {
    const { user, router } = await openVariations();
    const sent = recordRequests();
    let refused = false;
    server.use(
      http.put(STORAGE, ({ request }) => {
        if (!refused && new URL(request.url).pathname.includes('/source-')) {
          refused = true;
          return new HttpResponse('<Error><Code>Refused</Code></Error>', { status: 403 });
        }
        return undefined;
      }),
    );
    await user.click(screen.getByRole('radio', { name: 'Seasons' }));
    await user.click(screen.getByRole('checkbox', { name: 'Fall' }));
    await user.click(screen.getByRole('checkbox', { name: 'Winter' }));
    await user.click(screen.getByRole('button', { name: 'Generate 1 variation' }));

    await screen.findByText('Failed to upload some source images');
    expect(sent.puts()).toHaveLength(2);
    expect(sent.generates()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Retry Summer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/generations/compare'));
    expect(sent.creates()).toHaveLength(1);
    expect(sent.puts()).toHaveLength(3);
    expect(sent.generates()).toHaveLength(1);
  });

  it('asks before leaving while variants are on their way', async () => {
    const { user } = await openVariations();
    hold('put', STORAGE);
    await user.click(screen.getByRole('radio', { name: 'Seasons' }));
    await user.click(screen.getByRole('button', { name: 'Generate 3 variations' }));
    await screen.findByRole('list', { name: 'Variations' });
    await user.click(screen.getByRole('link', { name: 'Back to the design' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Leave while variations are being made?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Try variations' })).toBeVisible();
  });

  it('says so when the design photos cannot be downloaded, keeping the choice', async () => {
    const { user } = await openVariations();
    server.use(http.get(STORAGE, () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('radio', { name: 'Seasons' }));
    await user.click(screen.getByRole('checkbox', { name: 'Winter' }));
    await user.click(screen.getByRole('button', { name: 'Generate 2 variations' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load images from previous generation',
    );
    expect(screen.getByRole('checkbox', { name: 'Summer' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Winter' })).not.toBeChecked();
  });

  it('lets a failed variant be retried while the others are still on their way, starting each once', async () => {
    const { user, router } = await openVariations();
    const sent = recordRequests();
    let generateCalls = 0;
    let holdPuts = false;
    let releasePuts = () => {};
    const putsHeld = new Promise<void>((resolve) => {
      releasePuts = resolve;
    });
    server.use(
      http.post(`*${API_PATH}/:ref/generate`, () => {
        generateCalls += 1;
        if (generateCalls === 1) {
          // The first start fails, and the next variant's photos wait.
          holdPuts = true;
          return HttpResponse.json({ error: 'Busy' }, { status: 500 });
        }
        return undefined;
      }),
      http.put(STORAGE, async () => {
        if (holdPuts) await putsHeld;
      }),
    );
    await user.click(screen.getByRole('radio', { name: 'Seasons' }));
    await user.click(screen.getByRole('button', { name: 'Generate 3 variations' }));

    const list = await screen.findByRole('list', { name: 'Variations' });
    await within(list).findByText('Failed to start generating yard vision');
    await user.click(within(list).getByRole('button', { name: 'Retry Summer' }));
    await waitFor(() => expect(generateCalls).toBe(2));
    releasePuts();

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/generations/compare'));
    expect(sent.creates()).toHaveLength(3);
    expect(sent.puts()).toHaveLength(6);
    const started = sent.generates().map((request) => request.url.pathname.split('/')[4]);
    expect(started).toHaveLength(4);
    // The failed start and its retry were the same record; every other record started once.
    expect(new Set(started).size).toBe(3);
  });

  it('sends nothing once the user leaves while the photos are being prepared', async () => {
    // The app's timers on a fake clock: settle() moves it a second on in no real time.
    fakeAppClock();
    const { user, design } = await openVariations();
    const sent = recordRequests();
    const releaseDownloads = hold('get', STORAGE);
    await user.click(screen.getByRole('radio', { name: 'Seasons' }));
    await user.click(screen.getByRole('button', { name: 'Generate 3 variations' }));
    await screen.findByRole('button', { name: 'Preparing photos...' });
    await user.click(screen.getByRole('link', { name: 'Back to the design' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Leave while variations are being made?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await screen.findByRole('heading', { level: 1, name: 'Yard Vision Generation' });
    releaseDownloads();
    await settle();
    expect(sent.creates()).toHaveLength(0);
    expect(newRecords(design.sk)).toEqual([]);
  });

  it('deletes a record whose create answers after the user left', async () => {
    const { user, design } = await openVariations();
    const sent = recordRequests();
    const releaseCreate = hold('post', `*${API_PATH}`);
    await user.click(screen.getByRole('radio', { name: 'Seasons' }));
    await user.click(screen.getByRole('button', { name: 'Generate 3 variations' }));
    await screen.findByRole('list', { name: 'Variations' });
    await waitFor(() => expect(sent.creates()).toHaveLength(1));
    await user.click(screen.getByRole('link', { name: 'Back to the design' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Leave while variations are being made?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await screen.findByRole('heading', { level: 1, name: 'Yard Vision Generation' });
    releaseCreate();
    await waitFor(() => expect(sent.deletes()).toHaveLength(1));
    await waitFor(() => expect(newRecords(design.sk)).toEqual([]));
    expect(sent.puts()).toHaveLength(0);
    expect(sent.generates()).toHaveLength(0);
  });

  it('moves the focus to the progress once the variations start', async () => {
    const { user } = await openVariations();
    hold('put', STORAGE);
    await user.click(screen.getByRole('radio', { name: 'Seasons' }));
    await user.click(screen.getByRole('button', { name: 'Generate 3 variations' }));
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 2, name: 'Making your variations' }),
      ).toHaveFocus(),
    );
  });
});
