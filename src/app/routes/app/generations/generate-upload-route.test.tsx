import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { mockApi, server } from '@/testing/mocks/server';
import { JPEG_BYTES, seedGeneration } from '@/testing/seed-generations';
import { currentUrl, openDeferredMenu, renderApp } from '@/testing/test-utils';
import {
  API_PATH,
  STORAGE,
  WIZARD,
  recordRequests,
  jsonOf,
  hold,
  setUpWizardTests,
  photo,
  openWizard,
  chosenNames,
  addPhotos,
  chooseStyle,
  generateButton,
  waitUntilUploaded,
  advanceUntil,
  fakeAppClock,
  settle,
  photoItem,
  theOnlyGeneration,
  type SentRequest,
} from '@/testing/generate-wizard';

/*
 * The generate wizard's upload when things go wrong (spec §4, §5, §8): failures, retries, a new
 * upload after the photos change, and starting from a previous generation. The form and the
 * happy path: generate-route.test.tsx; shared helpers: src/testing/generate-wizard.ts.
 */

setUpWizardTests();

function storageError(status: number) {
  return new HttpResponse('<Error><Code>Refused</Code></Error>', {
    status,
    headers: { 'Content-Type': 'application/xml' },
  });
}

const isSourcePut = (request: Request) => new URL(request.url).pathname.includes('/source-');

/** The error box sits above the form (spec §2). */
function expectAboveForm(alert: HTMLElement) {
  const form = screen.getByRole('form', { name: 'Generate New Landscape Design' });
  expect(alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(form).not.toContainElement(alert);
}

/** Photos chosen and a style: the upload runs. */
async function startUpload(sources: string[], inspirations: string[] = []) {
  const view = await openWizard();
  await addPhotos(
    view.user,
    'sources',
    sources.map((name) => photo(name)),
  );
  if (inspirations.length) {
    await addPhotos(
      view.user,
      'inspirations',
      inspirations.map((name) => photo(name)),
    );
  }
  await chooseStyle(view.user);
  return view;
}

describe('/app/generations/generate: upload errors (spec §8)', () => {
  it('says when a source image is refused, keeps every photo and does not retry a 4xx', async () => {
    fakeAppClock();
    const requests = recordRequests();
    server.use(
      http.put(STORAGE, ({ request }) => (isSourcePut(request) ? storageError(403) : undefined)),
    );
    await startUpload(['yard.jpg'], ['idea.jpg']);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to upload some source images')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expectAboveForm(alert);
    expect(chosenNames('sources')).toEqual(['yard.jpg']);
    expect(chosenNames('inspirations')).toEqual(['idea.jpg']);
    expect(photoItem('yard.jpg').getByText('Upload failed')).toBeInTheDocument();
    expect(photoItem('idea.jpg').getByText('Uploaded')).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();

    const sourcePuts = requests.puts().filter((put) => put.url.pathname.includes('/source-'));
    expect(sourcePuts).toHaveLength(1);
    // Past both backoff waits (500 ms, then 1 s) a retry would have gone.
    await settle({ passMs: 2000 });
    expect(requests.puts().filter((put) => put.url.pathname.includes('/source-'))).toHaveLength(1);
  });

  it('says when an inspiration image fails', async () => {
    const requests = recordRequests();
    server.use(
      http.put(STORAGE, ({ request }) => (isSourcePut(request) ? undefined : storageError(403))),
    );
    await startUpload(['yard.jpg'], ['idea.jpg']);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to upload some inspiration images')).toBeInTheDocument();
    expectAboveForm(alert);
    expect(photoItem('yard.jpg').getByText('Uploaded')).toBeInTheDocument();
    expect(photoItem('idea.jpg').getByText('Upload failed')).toBeInTheDocument();
    expect(chosenNames('inspirations')).toEqual(['idea.jpg']);
    expect(generateButton()).toBeDisabled();
    // Sources go first: the inspiration is only sent once the source is stored.
    expect(requests.puts().map((put) => put.url.pathname.includes('/source-'))).toEqual([
      true,
      false,
    ]);
  });

  it("says 'Failed to upload files' when the record cannot be created, and Retry starts over", async () => {
    const requests = recordRequests();
    server.use(
      http.post(API_PATH, () => new HttpResponse('Internal Server Error', { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await startUpload(['yard.jpg']);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to upload files')).toBeInTheDocument();
    expectAboveForm(alert);
    expect(chosenNames('sources')).toEqual(['yard.jpg']);
    expect(requests.puts()).toHaveLength(0);
    expect(generateButton()).toBeDisabled();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitUntilUploaded();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.creates()).toHaveLength(2);
    expect(requests.puts()).toHaveLength(1);
  });

  it("shows the API's own error text when creating the record fails with one", async () => {
    server.use(
      http.post(API_PATH, () =>
        HttpResponse.json({ error: 'Storage quota exceeded' }, { status: 500 }),
      ),
    );
    await startUpload(['yard.jpg']);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Storage quota exceeded')).toBeInTheDocument();
    expect(within(alert).queryByText('Failed to upload files')).not.toBeInTheDocument();
  });

  it("says 'Failed to start generating yard vision' when generate answers 500, with everything kept", async () => {
    const requests = recordRequests();
    server.use(
      http.post(`${API_PATH}/:id/generate`, () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { user, router } = await startUpload(['yard.jpg'], ['idea.jpg']);
    await waitUntilUploaded();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Season' }), 'winter');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Weather' }), 'snowy');
    await user.click(generateButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to start generating yard vision')).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expectAboveForm(alert);
    expect(currentUrl(router)).toBe(WIZARD);
    expect(chosenNames('sources')).toEqual(['yard.jpg']);
    expect(chosenNames('inspirations')).toEqual(['idea.jpg']);
    expect(screen.getByRole('radio', { name: 'Enhanced Existing' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveValue('winter');
    expect(screen.getByRole('combobox', { name: 'Weather' })).toHaveValue('snowy');
    expect(generateButton()).toBeEnabled();

    // Trying again uses the same record: no new upload.
    await user.click(generateButton());
    await screen.findByRole('heading', { level: 1, name: 'Yard Vision Generation' });
    const generation = theOnlyGeneration();
    expect(currentUrl(router)).toBe(`/app/generations/${generation.sk}`);
    expect(requests.creates()).toHaveLength(1);
    expect(requests.generates()).toHaveLength(2);
    expect(await jsonOf(requests.generates()[1])).toMatchObject({
      settings: { season: 'winter', weather: 'snowy' },
    });
  });

  it("says 'Failed to start generation' when the generate call cannot be sent", async () => {
    server.use(http.post(`${API_PATH}/:id/generate`, () => HttpResponse.error()));
    const { user, router } = await startUpload(['yard.jpg']);
    await waitUntilUploaded();
    await user.click(generateButton());

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to start generation')).toBeInTheDocument();
    expectAboveForm(alert);
    expect(currentUrl(router)).toBe(WIZARD);
    expect(chosenNames('sources')).toEqual(['yard.jpg']);
    expect(screen.getByRole('radio', { name: 'Enhanced Existing' })).toBeChecked();
    expect(generateButton()).toBeEnabled();
  });
  it('replaces a start failure with the new upload once the photos change', async () => {
    let refuseSources = false;
    server.use(
      http.post(`${API_PATH}/:id/generate`, () => HttpResponse.json({}, { status: 500 })),
      http.put(STORAGE, ({ request }) =>
        refuseSources && isSourcePut(request) ? storageError(403) : undefined,
      ),
    );
    const { user } = await startUpload(['yard.jpg']);
    await waitUntilUploaded();
    await user.click(generateButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to start generating yard vision')).toBeInTheDocument();

    refuseSources = true;
    await addPhotos(user, 'sources', [photo('side.jpg')]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('alert')).getByText('Failed to upload some source images'),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByText('Failed to start generating yard vision')).not.toBeInTheDocument();

    refuseSources = false;
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    await waitUntilUploaded();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

// The backoff waits (500 ms, then 1 s) pass on a fake clock.
describe('/app/generations/generate: retries', () => {
  it('tries a file again after 5xx answers, waiting 500 ms then 1 s', async () => {
    const requests = recordRequests();
    let failures = 0;
    server.use(
      http.put(STORAGE, () => {
        if (failures >= 2) return undefined;
        failures += 1;
        return storageError(503);
      }),
    );
    fakeAppClock();
    await startUpload(['yard.jpg']);
    await advanceUntil(() => expect(generateButton()).toBeEnabled());

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(photoItem('yard.jpg').getByText('Uploaded')).toBeInTheDocument();
    const puts = requests.puts();
    expect(puts).toHaveLength(3);
    expect(new Set(puts.map((put) => put.url.href)).size).toBe(1);
    const [first, second, third] = puts.map((put) => put.at);
    expect(second - first).toBeGreaterThanOrEqual(450);
    expect(third - second).toBeGreaterThanOrEqual(950);
    expect(theOnlyGeneration().sources.every((slot) => slot.uploaded)).toBe(true);
  });

  it('tries a file again after a network error', async () => {
    fakeAppClock();
    const requests = recordRequests();
    server.use(http.put(STORAGE, () => HttpResponse.error(), { once: true }));
    await startUpload(['yard.jpg']);
    await advanceUntil(() => expect(generateButton()).toBeEnabled());

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.puts()).toHaveLength(2);
    expect(requests.puts()[0]?.url.href).toBe(requests.puts()[1]?.url.href);
  });

  it('offers Retry for a file that keeps failing, and Retry sends only that file', async () => {
    const requests = recordRequests();
    let storageDown = true;
    server.use(
      http.put(STORAGE, ({ request }) =>
        storageDown && new URL(request.url).pathname.includes('/source-2-')
          ? storageError(503)
          : undefined,
      ),
    );
    fakeAppClock();
    const { user } = await startUpload(['front.jpg', 'back.jpg'], ['idea.jpg']);

    await advanceUntil(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Failed to upload some source images')).toBeInTheDocument();
    expect(photoItem('front.jpg').getByText('Uploaded')).toBeInTheDocument();
    expect(photoItem('back.jpg').getByText('Upload failed')).toBeInTheDocument();
    expect(photoItem('idea.jpg').getByText('Uploaded')).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
    const failingUrl = requests.puts().find((put) => put.url.pathname.includes('/source-2-'))
      ?.url.href;
    // The first try and two more.
    expect(requests.puts().filter((put) => put.url.href === failingUrl)).toHaveLength(3);
    expect(requests.puts()).toHaveLength(5);

    storageDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitUntilUploaded();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(photoItem('back.jpg').getByText('Uploaded')).toBeInTheDocument();
    expect(
      requests
        .puts()
        .slice(5)
        .map((put) => put.url.href),
    ).toEqual([failingUrl]);
    expect(requests.creates()).toHaveLength(1);
    const generation = theOnlyGeneration();
    expect([...generation.sources, ...generation.inspirations].every((s) => s.uploaded)).toBe(true);
  });
});

describe('/app/generations/generate: changing the photos after the upload', () => {
  it('uploads again without a removed photo and deletes the unused record', async () => {
    const requests = recordRequests();
    const { user } = await startUpload(['front.jpg', 'back.jpg']);
    await waitUntilUploaded();
    const first = theOnlyGeneration();

    await user.click(screen.getByRole('button', { name: 'Remove back.jpg' }));
    expect(chosenNames('sources')).toEqual(['front.jpg']);
    await waitFor(() => expect(requests.creates()).toHaveLength(2));
    expect(await jsonOf(requests.creates()[1])).toMatchObject({
      fileInfo: [{ name: 'front.jpg', contentType: 'image/jpeg' }],
    });
    await waitFor(() =>
      expect(requests.deletes().map((request) => request.url.pathname)).toEqual([
        `${API_PATH}/${first.sk}`,
      ]),
    );
    await waitUntilUploaded();
    const second = theOnlyGeneration();
    expect(second.sk).not.toBe(first.sk);
    expect(requests.puts().at(-1)?.url.pathname).toContain(`/${second.sk}/source-1-front.jpg`);
  });

  it('uploads again with an added photo and deletes the unused record', async () => {
    const requests = recordRequests();
    const { user } = await startUpload(['front.jpg']);
    await waitUntilUploaded();
    const first = theOnlyGeneration();

    await addPhotos(user, 'sources', [photo('side.jpg')]);
    await waitFor(() => expect(requests.creates()).toHaveLength(2));
    expect(await jsonOf(requests.creates()[1])).toMatchObject({
      fileInfo: [
        { name: 'front.jpg', contentType: 'image/jpeg' },
        { name: 'side.jpg', contentType: 'image/jpeg' },
      ],
    });
    await waitFor(() =>
      expect(requests.deletes().map((request) => request.url.pathname)).toEqual([
        `${API_PATH}/${first.sk}`,
      ]),
    );
    await waitUntilUploaded();
    expect(theOnlyGeneration().sk).not.toBe(first.sk);
    expect(requests.puts()).toHaveLength(3);
  });
  it('starts over with every photo when one is added mid-upload', async () => {
    const requests = recordRequests();
    const release = hold('put', STORAGE);
    const { user, router } = await startUpload(['front.jpg']);
    await waitFor(() => expect(requests.puts()).toHaveLength(1));

    await addPhotos(user, 'sources', [photo('side.jpg')]);
    await waitFor(() => expect(requests.creates()).toHaveLength(2));
    expect(await jsonOf(requests.creates()[1])).toMatchObject({
      fileInfo: [
        { name: 'front.jpg', contentType: 'image/jpeg' },
        { name: 'side.jpg', contentType: 'image/jpeg' },
      ],
    });
    expect(screen.getByRole('button', { name: 'Uploading Images...' })).toBeDisabled();
    release();
    await waitUntilUploaded();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const recordOf = (put: SentRequest | undefined) => put?.url.pathname.split('/')[3];
    const secondRef = recordOf(requests.puts().at(-1));
    expect(secondRef).not.toBe(recordOf(requests.puts()[0]));
    await user.click(generateButton());
    await screen.findByRole('heading', { level: 1, name: 'Yard Vision Generation' });
    expect(currentUrl(router)).toBe(`/app/generations/${secondRef}`);
    expect(requests.generates()[0]?.url.pathname).toBe(`${API_PATH}/${secondRef}/generate`);
    // The record of the interrupted upload does not stay behind as 'uploading'.
    const firstRef = recordOf(requests.puts()[0]);
    await waitFor(() =>
      expect(requests.deletes().map((r) => r.url.pathname)).toContain(`${API_PATH}/${firstRef}`),
    );
  });
});

const SEEDED_STYLE = { name: 'Natural Accent', description: 'Native grasses soften the edges.' };

/** Opens the wizard the way the detail screen's menu does: with navigation state. */
async function openWizardFrom(state: Record<string, unknown>) {
  const view = renderApp('/app/generations', { session: true });
  await screen.findByRole('heading', { level: 1, name: 'YardVision' });
  await act(() => view.router.navigate(WIZARD, { state }));
  return view;
}

describe('/app/generations/generate: starting from a previous generation (spec §4)', () => {
  beforeEach(() => {
    // In a browser `response.blob()` is a DOM Blob that `new File([blob])` reads; here it is
    // Node's, which the test DOM's File would turn into the text "[object Blob]". Hand out the test DOM's Blobs.
    vi.spyOn(Response.prototype, 'blob').mockImplementation(async function blob(this: Response) {
      return new Blob([await this.arrayBuffer()], {
        type: this.headers.get('Content-Type') ?? '',
      });
    });
  });

  it("takes the source and inspiration images and the style from the detail screen's menu", async () => {
    const requests = recordRequests();
    const previous = await seedGeneration({ style: SEEDED_STYLE, sources: 2, inspirations: 1 });
    const { user, router } = renderApp(`/app/generations/${previous.sk}`, { session: true });
    await screen.findByRole('heading', { level: 1, name: 'Yard Vision Generation' });

    const release = hold('get', STORAGE);
    const menu = await openDeferredMenu(user, 'Create New Generation');
    await user.click(within(menu).getByRole('menuitem', { name: 'From Source Image(s)' }));

    expect(
      await screen.findByText('Loading images from previous generation...'),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe(WIZARD);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    release();

    await screen.findByRole('form', { name: 'Generate New Landscape Design' });
    await waitFor(() => expect(chosenNames('sources')).toEqual(['image-1.jpg', 'image-2.jpg']));
    await waitFor(() => expect(chosenNames('inspirations')).toEqual(['inspiration-1.jpg']));
    expect(screen.getByRole('combobox', { name: 'Style category' })).toHaveValue('Natural');
    expect(screen.getByRole('radio', { name: 'Natural Accent' })).toBeChecked();
    expect(
      requests
        .downloads()
        .map((download) => download.url.href)
        .sort(),
    ).toEqual(
      [...previous.sources, ...previous.inspirations]
        .map((slot) => mockApi.fileUrl(slot.key))
        .sort(),
    );

    await waitUntilUploaded();
    expect(requests.creates()).toHaveLength(1);
    expect(await jsonOf(requests.creates()[0])).toEqual({
      style: SEEDED_STYLE,
      fileInfo: [
        { name: 'image-1.jpg', contentType: 'image/jpeg' },
        { name: 'image-2.jpg', contentType: 'image/jpeg' },
      ],
      inspirationFileInfo: [{ name: 'inspiration-1.jpg', contentType: 'image/jpeg' }],
    });
    // The downloaded pictures are what gets uploaded.
    for (const put of requests.puts()) {
      expect([...new Uint8Array(await put.body)]).toEqual([...JPEG_BYTES]);
    }
  });

  it("takes the final image as one image-1.jpg with imageType 'final'", async () => {
    const requests = recordRequests();
    const previous = await seedGeneration({ sources: 2, final: true });
    const gentle = { name: 'Gentle Modern', description: 'Clean lines.' };
    await openWizardFrom({ fromGeneration: previous.sk, imageType: 'final', style: gentle });

    await waitFor(() => expect(chosenNames('sources')).toEqual(['image-1.jpg']));
    expect(screen.queryByRole('list', { name: 'Add inspiration images: chosen' })).toBeNull();
    // The style of the navigation state wins over the generation's own.
    expect(screen.getByRole('radio', { name: 'Gentle Modern' })).toBeChecked();
    await waitUntilUploaded();
    expect(requests.downloads().map((download) => download.url.href)).toEqual([
      mockApi.fileUrl(previous.finalKey ?? ''),
    ]);
    expect(await jsonOf(requests.creates()[0])).toEqual({
      style: gentle,
      fileInfo: [{ name: 'image-1.jpg', contentType: 'image/jpeg' }],
      inspirationFileInfo: [],
    });
  });

  it("takes only the inspiration images with imageType 'inspiration'", async () => {
    const requests = recordRequests();
    const previous = await seedGeneration({ sources: 1, inspirations: 2 });
    await openWizardFrom({ fromGeneration: previous.sk, imageType: 'inspiration' });

    await waitFor(() =>
      expect(chosenNames('inspirations')).toEqual(['inspiration-1.jpg', 'inspiration-2.jpg']),
    );
    expect(screen.queryByRole('list', { name: 'Add photos of your yard: chosen' })).toBeNull();
    // Without a style in the state, the generation's own style is chosen.
    expect(screen.getByRole('radio', { name: 'Natural Accent' })).toBeChecked();
    await settle();
    expect(requests.creates()).toHaveLength(0);
    expect(generateButton()).toBeDisabled();
  });

  it('shows a custom style as Custom with its description', async () => {
    const requests = recordRequests();
    const custom = { name: 'Custom Style', description: 'A cottage garden with lavender' };
    const previous = await seedGeneration({ style: custom });
    await openWizardFrom({ fromGeneration: previous.sk, imageType: 'source', style: custom });

    await waitFor(() => expect(chosenNames('sources')).toEqual(['image-1.jpg']));
    expect(screen.getByRole('combobox', { name: 'Style category' })).toHaveValue('Custom');
    expect(screen.getByRole('textbox', { name: 'Describe your style' })).toHaveValue(
      'A cottage garden with lavender',
    );
    await waitUntilUploaded();
    expect(await jsonOf(requests.creates()[0])).toMatchObject({ style: custom });
  });

  it("says 'Failed to load images from previous generation' when an image cannot be downloaded", async () => {
    const requests = recordRequests();
    server.use(http.get(STORAGE, () => storageError(404)));
    const previous = await seedGeneration({ sources: 2 });
    await openWizardFrom({ fromGeneration: previous.sk, imageType: 'source' });

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Failed to load images from previous generation'),
    ).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expectAboveForm(alert);
    expect(screen.queryByText('Loading images from previous generation...')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Add photos of your yard: chosen' })).toBeNull();
    await settle();
    expect(requests.creates()).toHaveLength(0);
    expect(generateButton()).toBeDisabled();
  });
});
