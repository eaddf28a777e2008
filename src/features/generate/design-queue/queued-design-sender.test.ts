import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import type { GenerationSettings } from '@/entities/generation/model/generation-settings';
import {
  hasQueuedDesignsToSend,
  sendQueuedDesign,
  sendQueuedDesigns,
  withDesignQueueLock,
} from '@/features/generate/design-queue/queued-design-sender';
import {
  QUEUE_FAILURES,
  queueFailureText,
  isCancellable,
  newQueuedDesign,
  retryStatus,
  type QueuedDesign,
  type QueuedPhoto,
} from '@/features/generate/design-queue/design-queue';
import { designQueueStore } from '@/features/generate/design-queue/design-queue-store';
import { getSession, sessionOwner, signIn } from '@/lib/session/session';
import { fetchUploadTransport } from '@/testing/fetch-upload-transport';
import { API_PATH, ORG, photo } from '@/testing/generate-wizard';
import { mockApi, server } from '@/testing/mocks/server';
import { goOffline, goOnline } from '@/testing/network';
import { createTestToken, TEST_USER } from '@/testing/tokens';

/*
 * Sending the designs queued offline (issue 26), against the mock API the app's tests use: each
 * design is created once, its files PUT (sources first), and started once with its style and
 * settings, then it leaves the queue; wherever a reload or a crash left it, it goes on from
 * there without a second record or a second start. The test DOM has no IndexedDB and no Web
 * Locks: the queue is the in-memory store, and the lock this tab's own turn.
 */

const OWNER = `${TEST_USER.organizationRef}/${TEST_USER.sub}`;
const OTHER_OWNER = `${TEST_USER.organizationRef}/someone-else`;

/** A self-described style, its description as typed (sent trimmed). */
const STYLE = { name: 'Custom Style', description: '  Stone paths through a wild meadow.  ' };
const STYLE_SENT = { name: 'Custom Style', description: 'Stone paths through a wild meadow.' };
const SETTINGS: GenerationSettings = {
  season: 'fall',
  weather: 'misty',
  timeOfDay: 'dusk',
  atmosphericEffect: 'golden-hour',
};

// --- The queue --------------------------------------------------------------------------------

function prepared(id: string, name: string): QueuedPhoto {
  return { id, file: photo(name), originalName: name, width: 1600, height: 1200 };
}

/** A design as the wizard queues it: two yard photos and one inspiration by default. */
function queuedDesign({
  id = 'design-1',
  owner = OWNER,
  queuedAt = '2025-05-01T10:00:00.000Z',
  sources = ['front.jpg', 'back.jpg'],
  inspirations = ['idea.jpg'],
  project,
}: {
  id?: string;
  owner?: string;
  queuedAt?: string;
  sources?: string[];
  inspirations?: string[];
  project?: { projectRef: string; customerRef: string };
} = {}) {
  return newQueuedDesign({
    id,
    owner,
    now: new Date(queuedAt),
    style: STYLE,
    settings: SETTINGS,
    sources: sources.map((name, i) => prepared(`${id}-source-${i}`, name)),
    inspirations: inspirations.map((name, i) => prepared(`${id}-inspiration-${i}`, name)),
    project,
  });
}

async function queue(design: QueuedDesign) {
  await designQueueStore().add(design);
  return design;
}

function stored(id: string) {
  return designQueueStore().get(id);
}

/** The queue lives in the module, shared by the test files of this worker. */
async function emptyQueue() {
  const store = designQueueStore();
  for (const design of await store.list()) await store.remove(design.id);
}

const fileInfoOf = (photos: readonly QueuedPhoto[]) =>
  photos.map((p) => ({ name: p.file.name, contentType: 'image/jpeg' }));

/** What the create call must carry for `design`. */
function createBodyOf(design: QueuedDesign) {
  return {
    style: STYLE_SENT,
    fileInfo: fileInfoOf(design.sources),
    inspirationFileInfo: fileInfoOf(design.inspirations),
    ...design.project,
  };
}

// --- The sender -------------------------------------------------------------------------------

const controllers: AbortController[] = [];

function senderContext({ owner = OWNER, signal }: { owner?: string; signal?: AbortSignal } = {}) {
  const abort = new AbortController();
  controllers.push(abort);
  return {
    org: ORG,
    owner,
    transport: fetchUploadTransport,
    signal: signal ?? abort.signal,
    onStarted: vi.fn<(design: QueuedDesign, generationRef: string) => void>(),
    onFailed: vi.fn<(design: QueuedDesign) => void>(),
  };
}

// --- The server -------------------------------------------------------------------------------

type Sent = {
  method: string;
  path: string;
  /** Path and query, as sent. */
  address: string;
  headers: Headers;
  text: Promise<string>;
};

/** Every request from now until the test ends, in the order they start. */
function recordTraffic() {
  const sent: Sent[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    sent.push({
      method: request.method,
      path: url.pathname,
      address: `${url.pathname}${url.search}`,
      headers: request.headers,
      text: request.clone().text(),
    });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  const where = (method: string, test: (path: string) => boolean) => () =>
    sent.filter((request) => request.method === method && test(request.path));
  const one = new RegExp(`^${API_PATH}/[^/]+$`);
  return {
    all: () => sent,
    creates: where('POST', (path) => path === API_PATH),
    starts: where('POST', (path) => path.startsWith(`${API_PATH}/`) && path.endsWith('/generate')),
    lists: where('GET', (path) => path === API_PATH),
    reads: where('GET', (path) => one.test(path)),
    deletes: where('DELETE', (path) => one.test(path)),
    puts: where('PUT', (path) => path.startsWith('/demo-storage/')),
  };
}

type Traffic = ReturnType<typeof recordTraffic>;

async function jsonOf(request: Sent | undefined): Promise<unknown> {
  if (!request) throw new Error('The request was not sent');
  return JSON.parse(await request.text) as unknown;
}

function generations() {
  return mockApi.organization(ORG).generations;
}

/** A generation record straight in the mock API, made for `design`'s files. */
async function recordFor(
  design: QueuedDesign,
  { uploaded = false, started = false }: { uploaded?: boolean; started?: boolean } = {},
) {
  const generation = await mockApi.addGeneration(ORG, {
    style: STYLE_SENT,
    fileInfo: fileInfoOf(design.sources),
    inspirationFileInfo: fileInfoOf(design.inspirations),
  });
  if (uploaded || started) {
    for (const slot of [...generation.sources, ...generation.inspirations]) {
      await mockApi.storeUpload(slot, { contentType: 'image/jpeg', bytes: new Blob(['x']) });
    }
  }
  if (started) await mockApi.startGenerating(generation, { style: STYLE_SENT, settings: SETTINGS });
  return generation;
}

type MockGeneration = Awaited<ReturnType<typeof recordFor>>;

/** The presigned addresses of a record's files, as its create call answered them. */
function uploadUrlsOf(generation: MockGeneration) {
  return {
    uploadUrls: generation.sources.map(mockApi.presignedUrl),
    inspirationUploadUrls: generation.inspirations.map(mockApi.presignedUrl),
  };
}

/** A storage address the way it is PUT to (path and query). */
function addressOf(url: string) {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** The one record the server holds for `design`: all its files in, started with its choices. */
function expectStartedOnServer(design: QueuedDesign) {
  expect(generations()).toHaveLength(1);
  const [generation] = generations();
  expect(generation.sources.map((slot) => slot.name)).toEqual(
    design.sources.map((p) => p.file.name),
  );
  expect(generation.inspirations.map((slot) => slot.name)).toEqual(
    design.inspirations.map((p) => p.file.name),
  );
  expect([...generation.sources, ...generation.inspirations].every((slot) => slot.uploaded)).toBe(
    true,
  );
  expect(generation.currentStep).toBe('generating');
  expect(generation.style).toEqual(STYLE_SENT);
  expect(generation.settings).toEqual(SETTINGS);
  return generation;
}

/** Every file PUT once to its address, the sources before the inspirations. */
function expectUploadedInOrder(traffic: Traffic, generation: MockGeneration) {
  const { uploadUrls, inspirationUploadUrls } = uploadUrlsOf(generation);
  const puts = traffic.puts().map((request) => request.address);
  expect(puts).toHaveLength(uploadUrls.length + inspirationUploadUrls.length);
  expect(puts.slice(0, uploadUrls.length).sort()).toEqual(uploadUrls.map(addressOf).sort());
  expect(puts.slice(uploadUrls.length)).toEqual(inspirationUploadUrls.map(addressOf));
  for (const put of traffic.puts()) {
    expect(put.headers.get('Content-Type')).toBe('image/jpeg');
    expect(put.headers.has('Authorization')).toBe(false);
  }
}

async function expectOneStart(traffic: Traffic, generationRef: string) {
  expect(traffic.starts()).toHaveLength(1);
  expect(traffic.starts()[0]?.path).toBe(`${API_PATH}/${generationRef}/generate`);
  expect(await jsonOf(traffic.starts()[0])).toEqual({ style: STYLE_SENT, settings: SETTINGS });
}

/** The next create answers with no answer at all (the server never saw it). */
function dropNextCreate() {
  server.use(http.post(API_PATH, () => HttpResponse.error(), { once: true }));
}

/** The next start goes through on the server, but its answer never arrives. */
function loseNextStartAnswer() {
  server.use(
    http.post(
      `${API_PATH}/:id/generate`,
      ({ params }) => {
        const generation = generations().find((candidate) => candidate.sk === params.id);
        if (generation) generation.currentStep = 'generating';
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
}

/** A promise and what settles it. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const gates: (() => void)[] = [];

beforeEach(async () => {
  await emptyQueue();
  signIn(createTestToken());
});

afterEach(async () => {
  for (const open of gates.splice(0)) open();
  for (const abort of controllers.splice(0)) abort.abort();
  await emptyQueue();
});

// --- The tests --------------------------------------------------------------------------------

describe('sendQueuedDesign', () => {
  it('is for the signed-in user', () => {
    expect(sessionOwner(getSession())).toBe(OWNER);
  });

  it('creates the design once, uploads its files (sources first), starts it once, and takes it off the queue', async () => {
    const traffic = recordTraffic();
    const design = await queue(queuedDesign());
    const context = senderContext();

    expect(await sendQueuedDesign(design.id, context)).toBe('started');

    // One create, with the queued files' names and the style as sent.
    expect(traffic.creates()).toHaveLength(1);
    expect(await jsonOf(traffic.creates()[0])).toEqual(createBodyOf(design));
    expect(createBodyOf(design).fileInfo.map((file) => file.name)).toEqual([
      'queued-design-1-source-1.jpg',
      'queued-design-1-source-2.jpg',
    ]);
    const generation = expectStartedOnServer(design);
    expectUploadedInOrder(traffic, generation);
    await expectOneStart(traffic, generation.sk);
    // Taken on by this call: no record to look for, nothing deleted, no read before the start.
    expect(traffic.lists()).toHaveLength(0);
    expect(traffic.reads()).toHaveLength(0);
    expect(traffic.deletes()).toHaveLength(0);
    // The start came after every upload.
    const order = traffic.all().map((request) => request.method + ' ' + request.path);
    expect(order.at(-1)).toBe(`POST ${API_PATH}/${generation.sk}/generate`);
    expect(order[0]).toBe(`POST ${API_PATH}`);

    expect(await designQueueStore().list()).toEqual([]);
    expect(context.onStarted).toHaveBeenCalledTimes(1);
    expect(context.onStarted).toHaveBeenCalledWith(
      expect.objectContaining({ id: design.id, generationRef: generation.sk }),
      generation.sk,
    );
    expect(context.onFailed).not.toHaveBeenCalled();
  });

  it('sends the project and customer a design is for with the create', async () => {
    const traffic = recordTraffic();
    const project = await mockApi.addProject(ORG, {
      name: 'Front garden',
      description: '',
      customerRef: 'customer-1',
      address1: '',
      address2: '',
      city: '',
      state: '',
      zip: '',
    });
    const design = await queue(
      queuedDesign({ project: { projectRef: project.sk, customerRef: 'customer-1' } }),
    );

    expect(await sendQueuedDesign(design.id, senderContext())).toBe('started');

    expect(traffic.creates()).toHaveLength(1);
    expect(await jsonOf(traffic.creates()[0])).toEqual({
      ...createBodyOf(design),
      projectRef: project.sk,
      customerRef: 'customer-1',
    });
    expect(expectStartedOnServer(design).projectRef).toBe(project.sk);
  });

  it('waits while the browser is offline, sending nothing, and goes once it is back', async () => {
    const traffic = recordTraffic();
    const design = await queue(queuedDesign());
    goOffline();

    const sending = sendQueuedDesign(design.id, senderContext());
    // Let it run as far as it goes offline.
    await Promise.resolve();
    await Promise.resolve();
    expect(traffic.all()).toEqual([]);
    expect((await stored(design.id))?.status).toBe('queued');

    goOnline();
    expect(await sending).toBe('started');
    expect(traffic.creates()).toHaveLength(1);
    expect(traffic.starts()).toHaveLength(1);
    expectStartedOnServer(design);
  });

  describe('after a crash left it in creating', () => {
    it('creates it once when the server has no record of it', async () => {
      const traffic = recordTraffic();
      const design = await queue({ ...queuedDesign(), status: 'creating' });
      // Another design's record, never started: not this design's, so left alone.
      const unrelated = await recordFor(queuedDesign({ id: 'design-9' }));
      const context = senderContext();

      expect(await sendQueuedDesign(design.id, context)).toBe('started');

      expect(traffic.lists()).toHaveLength(1);
      expect(traffic.deletes()).toHaveLength(0);
      expect(traffic.creates()).toHaveLength(1);
      expect(await jsonOf(traffic.creates()[0])).toEqual(createBodyOf(design));
      expect(generations()).toHaveLength(2);
      const generation = generations().find((candidate) => candidate !== unrelated);
      if (!generation) throw new Error('Not created');
      expect(unrelated.currentStep).toBe('uploading');
      expectUploadedInOrder(traffic, generation);
      await expectOneStart(traffic, generation.sk);
      expect(await designQueueStore().list()).toEqual([]);
      expect(context.onStarted).toHaveBeenCalledWith(expect.anything(), generation.sk);
    });

    it('deletes the record an unanswered create made and never started, and creates it once more', async () => {
      const traffic = recordTraffic();
      const design = await queue({ ...queuedDesign(), status: 'creating' });
      const orphan = await recordFor(design);
      expect(orphan.currentStep).toBe('uploading');
      const context = senderContext();

      expect(await sendQueuedDesign(design.id, context)).toBe('started');

      expect(traffic.lists()).toHaveLength(1);
      expect(traffic.deletes().map((request) => request.path)).toEqual([
        `${API_PATH}/${orphan.sk}`,
      ]);
      expect(traffic.creates()).toHaveLength(1);
      expect(await jsonOf(traffic.creates()[0])).toEqual(createBodyOf(design));
      // The orphan went before the new record was made.
      expect(traffic.all().indexOf(traffic.deletes()[0])).toBeLessThan(
        traffic.all().indexOf(traffic.creates()[0]),
      );
      const generation = expectStartedOnServer(design);
      expect(generation.sk).not.toBe(orphan.sk);
      expectUploadedInOrder(traffic, generation);
      await expectOneStart(traffic, generation.sk);
      expect(await designQueueStore().list()).toEqual([]);
      expect(context.onStarted).toHaveBeenCalledWith(expect.anything(), generation.sk);
    });

    it('creates and starts nothing when its record had started already, and takes it off the queue', async () => {
      const traffic = recordTraffic();
      const design = await queue({ ...queuedDesign(), status: 'creating' });
      const started = await recordFor(design, { started: true });
      const context = senderContext();

      expect(await sendQueuedDesign(design.id, context)).toBe('started');

      expect(traffic.lists()).toHaveLength(1);
      expect(traffic.creates()).toHaveLength(0);
      expect(traffic.starts()).toHaveLength(0);
      expect(traffic.deletes()).toHaveLength(0);
      expect(traffic.puts()).toHaveLength(0);
      expect(generations()).toEqual([started]);
      expect(await designQueueStore().list()).toEqual([]);
      expect(context.onStarted).toHaveBeenCalledTimes(1);
      expect(context.onStarted).toHaveBeenCalledWith(
        expect.objectContaining({ id: design.id }),
        started.sk,
      );
    });
  });

  it('PUTs the files again and starts it once when it was left uploading', async () => {
    const traffic = recordTraffic();
    const design = queuedDesign();
    const generation = await recordFor(design);
    // The first yard photo got through before the crash; it is sent again all the same.
    await mockApi.storeUpload(generation.sources[0], {
      contentType: 'image/jpeg',
      bytes: new Blob(['x']),
    });
    await queue({
      ...design,
      status: 'uploading',
      generationRef: generation.sk,
      uploadUrls: uploadUrlsOf(generation),
    });
    const context = senderContext();

    expect(await sendQueuedDesign(design.id, context)).toBe('started');

    expect(traffic.creates()).toHaveLength(0);
    expect(traffic.lists()).toHaveLength(0);
    expect(traffic.deletes()).toHaveLength(0);
    expectUploadedInOrder(traffic, generation);
    // Just uploaded by this call: started without reading first.
    expect(traffic.reads()).toHaveLength(0);
    await expectOneStart(traffic, generation.sk);
    expect(expectStartedOnServer(design)).toBe(generation);
    expect(await designQueueStore().list()).toEqual([]);
    expect(context.onStarted).toHaveBeenCalledWith(expect.anything(), generation.sk);
  });

  describe('left in starting', () => {
    it('reads the generation and starts it once when it had not started', async () => {
      const traffic = recordTraffic();
      const design = queuedDesign();
      const generation = await recordFor(design, { uploaded: true });
      await queue({
        ...design,
        status: 'starting',
        generationRef: generation.sk,
        uploadUrls: uploadUrlsOf(generation),
      });
      const context = senderContext();

      expect(await sendQueuedDesign(design.id, context)).toBe('started');

      expect(traffic.reads().map((request) => request.path)).toEqual([
        `${API_PATH}/${generation.sk}`,
      ]);
      await expectOneStart(traffic, generation.sk);
      expect(traffic.creates()).toHaveLength(0);
      expect(traffic.puts()).toHaveLength(0);
      expectStartedOnServer(design);
      expect(await designQueueStore().list()).toEqual([]);
      expect(context.onStarted).toHaveBeenCalledWith(expect.anything(), generation.sk);
    });

    it('reads the generation and does not start it again when it had started', async () => {
      const traffic = recordTraffic();
      const design = queuedDesign();
      const generation = await recordFor(design, { started: true });
      await queue({ ...design, status: 'starting', generationRef: generation.sk });
      const context = senderContext();

      expect(await sendQueuedDesign(design.id, context)).toBe('started');

      expect(traffic.reads()).toHaveLength(1);
      expect(traffic.starts()).toHaveLength(0);
      expect(traffic.creates()).toHaveLength(0);
      expect(traffic.puts()).toHaveLength(0);
      expect(await designQueueStore().list()).toEqual([]);
      expect(context.onStarted).toHaveBeenCalledWith(
        expect.objectContaining({ id: design.id }),
        generation.sk,
      );
    });

    it('does not start it twice when the answer to its start was lost', async () => {
      const traffic = recordTraffic();
      const design = await queue(queuedDesign());
      loseNextStartAnswer();
      const first = senderContext();

      expect(await sendQueuedDesign(design.id, first)).toBe('retry');
      expect(await stored(design.id)).toMatchObject({ status: 'starting' });
      expect((await stored(design.id))?.failure).toBeUndefined();
      expect(first.onStarted).not.toHaveBeenCalled();
      expect(first.onFailed).not.toHaveBeenCalled();

      const second = senderContext();
      expect(await sendQueuedDesign(design.id, second)).toBe('started');

      expect(traffic.creates()).toHaveLength(1);
      // The lost one only: the second attempt read that it had started.
      expect(traffic.starts()).toHaveLength(1);
      expect(traffic.reads()).toHaveLength(1);
      expect(generations()).toHaveLength(1);
      expect(generations()[0]?.currentStep).toBe('generating');
      expect(await designQueueStore().list()).toEqual([]);
      expect(second.onStarted).toHaveBeenCalledTimes(1);
    });
  });

  describe('when a step fails', () => {
    it('marks the design failed, with the reason, when the API refuses the create', async () => {
      const traffic = recordTraffic();
      // The project it was queued for is gone from the server.
      const design = await queue(
        queuedDesign({ project: { projectRef: 'deleted-project', customerRef: 'customer-1' } }),
      );
      const context = senderContext();

      expect(await sendQueuedDesign(design.id, context)).toBe('failed');

      expect(traffic.creates()).toHaveLength(1);
      expect(await jsonOf(traffic.creates()[0])).toEqual(createBodyOf(design));
      expect(traffic.puts()).toHaveLength(0);
      expect(traffic.starts()).toHaveLength(0);
      expect(generations()).toHaveLength(0);
      const failed = await stored(design.id);
      expect(failed).toMatchObject({
        status: 'failed',
        failure: { step: 'creating', message: QUEUE_FAILURES.createRefused('Project not found') },
      });
      expect(queueFailureText(failed?.failure?.message)).toBe(
        'The server refused the design (Project not found).',
      );
      expect(context.onFailed).toHaveBeenCalledTimes(1);
      expect(context.onFailed).toHaveBeenCalledWith(failed);
      expect(context.onStarted).not.toHaveBeenCalled();
    });

    it('leaves a failed design alone', async () => {
      const traffic = recordTraffic();
      const design = await queue({
        ...queuedDesign(),
        status: 'failed',
        failure: { step: 'creating', message: QUEUE_FAILURES.createRefused() },
      });
      const context = senderContext();

      expect(await sendQueuedDesign(design.id, context)).toBe('skipped');
      expect(await hasQueuedDesignsToSend(context)).toBe(false);
      expect(await sendQueuedDesigns(context)).toBe('done');

      expect(traffic.all()).toEqual([]);
      expect(await stored(design.id)).toEqual(design);
      expect(context.onFailed).not.toHaveBeenCalled();
    });

    it("goes on from the create after 'Try again', once", async () => {
      const traffic = recordTraffic();
      server.use(
        http.post(
          API_PATH,
          () => HttpResponse.json({ error: 'Style is required' }, { status: 400 }),
          { once: true },
        ),
      );
      const design = await queue(queuedDesign());
      expect(await sendQueuedDesign(design.id, senderContext())).toBe('failed');
      const failed = await stored(design.id);
      expect(failed?.failure?.step).toBe('creating');
      expect(queueFailureText(failed?.failure?.message)).toBe(
        'The server refused the design (Style is required).',
      );

      // 'Try again', as the list does it.
      await designQueueStore().update(design.id, (current) =>
        current.failure
          ? { ...current, status: retryStatus(current.failure.step), failure: undefined }
          : undefined,
      );
      expect((await stored(design.id))?.status).toBe('creating');
      expect(await sendQueuedDesign(design.id, senderContext())).toBe('started');

      // The refused create and the one that went through; one record, started once.
      expect(traffic.creates()).toHaveLength(2);
      expect(await jsonOf(traffic.creates()[1])).toEqual(createBodyOf(design));
      const generation = expectStartedOnServer(design);
      await expectOneStart(traffic, generation.sk);
      expect(await designQueueStore().list()).toEqual([]);
    });

    it("marks the design failed when storage refuses its files, and 'Try again' replaces the record", async () => {
      const traffic = recordTraffic();
      const design = queuedDesign();
      const generation = await recordFor(design);
      const urls = uploadUrlsOf(generation);
      // An address whose signature the storage does not accept.
      const refused = new URL(urls.uploadUrls[1] ?? '');
      refused.searchParams.set('X-Amz-Signature', 'not-the-signature');
      await queue({
        ...design,
        status: 'uploading',
        generationRef: generation.sk,
        uploadUrls: { ...urls, uploadUrls: [urls.uploadUrls[0] ?? '', refused.toString()] },
      });
      const context = senderContext();

      expect(await sendQueuedDesign(design.id, context)).toBe('failed');

      expect(traffic.starts()).toHaveLength(0);
      expect(await stored(design.id)).toMatchObject({
        status: 'failed',
        failure: { step: 'uploading', message: QUEUE_FAILURES.sourcesRefused },
      });
      expect(context.onFailed).toHaveBeenCalledTimes(1);

      // 'Try again': from the create, the record made for it replaced.
      await designQueueStore().update(design.id, (current) =>
        current.failure
          ? { ...current, status: retryStatus(current.failure.step), failure: undefined }
          : undefined,
      );
      const again = senderContext();
      expect(await sendQueuedDesign(design.id, again)).toBe('started');

      expect(traffic.deletes().map((request) => request.path)).toEqual([
        `${API_PATH}/${generation.sk}`,
      ]);
      expect(traffic.creates()).toHaveLength(1);
      const replaced = expectStartedOnServer(design);
      expect(replaced.sk).not.toBe(generation.sk);
      await expectOneStart(traffic, replaced.sk);
      expect(again.onStarted).toHaveBeenCalledWith(expect.anything(), replaced.sk);
    });

    it('leaves the design uploading, to go on later, when the storage answers 5xx every time', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      onTestFinished(() => {
        vi.useRealTimers();
      });
      const traffic = recordTraffic();
      server.use(
        http.put(
          `${window.location.origin}/demo-storage/*`,
          () => new HttpResponse(null, { status: 503 }),
        ),
      );
      const design = queuedDesign();
      const generation = await recordFor(design);
      await queue({
        ...design,
        status: 'uploading',
        generationRef: generation.sk,
        uploadUrls: uploadUrlsOf(generation),
      });
      const context = senderContext();

      const outcome = sendQueuedDesign(design.id, context);
      await vi.advanceTimersByTimeAsync(5000);
      expect(await outcome).toBe('retry');

      // Each file tried three times (two retries), then left for later: nothing marked failed.
      expect(traffic.puts().length).toBeGreaterThanOrEqual(3);
      expect(traffic.starts()).toHaveLength(0);
      expect(await stored(design.id)).toMatchObject({
        status: 'uploading',
        generationRef: generation.sk,
      });
      expect((await stored(design.id))?.failure).toBeUndefined();
      expect(context.onFailed).not.toHaveBeenCalled();
    });

    it('makes the design again, once, when its record was deleted before the start', async () => {
      const traffic = recordTraffic();
      const design = queuedDesign();
      const generation = await recordFor(design, { uploaded: true });
      await queue({
        ...design,
        status: 'starting',
        generationRef: generation.sk,
        uploadUrls: uploadUrlsOf(generation),
      });
      // Deleted on the server (from another device) while this one was offline.
      const records = mockApi.organization(ORG).generations;
      records.splice(records.indexOf(generation), 1);
      const context = senderContext();

      expect(await sendQueuedDesign(design.id, context)).toBe('started');

      expect(traffic.creates()).toHaveLength(1);
      const remade = expectStartedOnServer(design);
      expect(remade.sk).not.toBe(generation.sk);
      await expectOneStart(traffic, remade.sk);
      expect(await designQueueStore().list()).toEqual([]);
      expect(context.onStarted).toHaveBeenCalledWith(expect.anything(), remade.sk);
    });

    it('marks the design failed, with the reason, when the API refuses the start', async () => {
      const traffic = recordTraffic();
      server.use(
        http.post(
          `${API_PATH}/:id/generate`,
          () => HttpResponse.json({ error: 'Settings are not valid' }, { status: 400 }),
          { once: true },
        ),
      );
      const design = await queue(queuedDesign());
      const context = senderContext();

      expect(await sendQueuedDesign(design.id, context)).toBe('failed');

      expect(traffic.starts()).toHaveLength(1);
      const failed = await stored(design.id);
      expect(failed).toMatchObject({
        status: 'failed',
        generationRef: generations()[0]?.sk,
        failure: { step: 'starting' },
      });
      expect(queueFailureText(failed?.failure?.message)).toBe(
        'The server did not start the design (Settings are not valid).',
      );
      expect(context.onFailed).toHaveBeenCalledWith(failed);
      expect(generations()[0]?.currentStep).toBe('uploading');
    });

    it('leaves the design where it was, to go on later, when the create gets no answer', async () => {
      const traffic = recordTraffic();
      const design = await queue(queuedDesign());
      dropNextCreate();
      const context = senderContext();

      expect(await sendQueuedDesigns(context)).toBe('retry');

      expect(traffic.creates()).toHaveLength(1);
      expect(traffic.puts()).toHaveLength(0);
      expect(traffic.starts()).toHaveLength(0);
      // Not failed: still where the create left it.
      const waiting = await stored(design.id);
      expect(waiting?.status).toBe('creating');
      expect(waiting?.failure).toBeUndefined();
      expect(context.onFailed).not.toHaveBeenCalled();
      expect(await hasQueuedDesignsToSend(context)).toBe(true);

      // The next pass looks for the record first (none), then creates it once.
      expect(await sendQueuedDesigns(context)).toBe('done');
      expect(traffic.lists()).toHaveLength(1);
      expect(traffic.creates()).toHaveLength(2);
      const generation = expectStartedOnServer(design);
      await expectOneStart(traffic, generation.sk);
      expect(await designQueueStore().list()).toEqual([]);
    });

    it('leaves the design where it was, to go on later, after a server error', async () => {
      const traffic = recordTraffic();
      server.use(
        http.post(
          API_PATH,
          () => HttpResponse.json({ error: 'Service unavailable' }, { status: 503 }),
          { once: true },
        ),
      );
      const design = await queue(queuedDesign());
      const context = senderContext();

      expect(await sendQueuedDesign(design.id, context)).toBe('retry');

      const waiting = await stored(design.id);
      expect(waiting?.status).toBe('creating');
      expect(waiting?.failure).toBeUndefined();
      expect(context.onFailed).not.toHaveBeenCalled();
      expect(traffic.creates()).toHaveLength(1);
      expect(generations()).toHaveLength(0);
    });

    it('leaves the design where it was after a server error on the start', async () => {
      server.use(
        http.post(
          `${API_PATH}/:id/generate`,
          () => HttpResponse.json({ error: 'Bad gateway' }, { status: 502 }),
          { once: true },
        ),
      );
      const design = await queue(queuedDesign());
      const context = senderContext();

      expect(await sendQueuedDesign(design.id, context)).toBe('retry');

      const waiting = await stored(design.id);
      expect(waiting?.status).toBe('starting');
      expect(waiting?.failure).toBeUndefined();
      expect(context.onFailed).not.toHaveBeenCalled();
    });
  });

  describe('whose design it is', () => {
    it("leaves another user's design alone", async () => {
      const traffic = recordTraffic();
      const theirs = await queue(queuedDesign({ id: 'theirs', owner: OTHER_OWNER }));
      const context = senderContext();

      expect(await sendQueuedDesign(theirs.id, context)).toBe('skipped');

      expect(traffic.all()).toEqual([]);
      expect(await stored(theirs.id)).toEqual(theirs);
    });

    it('sends nothing once the signed-in user is no longer its owner', async () => {
      const traffic = recordTraffic();
      const design = await queue(queuedDesign());
      signIn(createTestToken({ sub: 'someone-else' }));

      expect(await sendQueuedDesign(design.id, senderContext())).toBe('skipped');

      expect(traffic.all()).toEqual([]);
      expect(await stored(design.id)).toEqual(design);
    });

    it('skips a design that is not on the queue', async () => {
      const traffic = recordTraffic();
      expect(await sendQueuedDesign('missing', senderContext())).toBe('skipped');
      expect(traffic.all()).toEqual([]);
    });
  });

  it('sends nothing when the design was taken on elsewhere while it waited', async () => {
    const traffic = recordTraffic();
    const design = await queue(queuedDesign());
    goOffline();
    const context = senderContext();
    const sending = sendQueuedDesign(design.id, context);

    // Another tab (without Web Locks to keep it waiting) took the design on meanwhile.
    const elsewhere = await designQueueStore().update(design.id, (current) => ({
      ...current,
      status: 'creating',
    }));
    goOnline();

    expect(await sending).toBe('skipped');
    expect(traffic.all()).toEqual([]);
    expect(await stored(design.id)).toEqual(elsewhere);
    expect(context.onFailed).not.toHaveBeenCalled();
  });

  it('sends nothing once sending was stopped', async () => {
    const traffic = recordTraffic();
    const design = await queue(queuedDesign());
    const stop = new AbortController();
    stop.abort();
    const context = senderContext({ signal: stop.signal });

    expect(await sendQueuedDesign(design.id, context)).toBe('skipped');
    expect(await sendQueuedDesigns(context)).toBe('done');

    expect(traffic.all()).toEqual([]);
    expect(await stored(design.id)).toEqual(design);
  });

  describe('a cancelled design', () => {
    it('is not sent when it was cancelled while waiting for the network', async () => {
      const traffic = recordTraffic();
      const design = await queue(queuedDesign());
      goOffline();
      const context = senderContext();
      const sending = sendQueuedDesign(design.id, context);

      // The user cancels it (as the list does) before the network is back.
      expect(await designQueueStore().remove(design.id, isCancellable)).toBe(true);
      goOnline();

      expect(await sending).toBe('skipped');
      expect(traffic.all()).toEqual([]);
      expect(generations()).toHaveLength(0);
      expect(await designQueueStore().list()).toEqual([]);
      expect(context.onStarted).not.toHaveBeenCalled();
      expect(context.onFailed).not.toHaveBeenCalled();
    });

    it('is not sent by the next pass', async () => {
      const traffic = recordTraffic();
      const cancelled = await queue(queuedDesign({ id: 'cancelled' }));
      const kept = await queue(queuedDesign({ id: 'kept', queuedAt: '2025-05-02T10:00:00.000Z' }));
      expect(await designQueueStore().remove(cancelled.id, isCancellable)).toBe(true);

      expect(await sendQueuedDesigns(senderContext())).toBe('done');

      expect(traffic.creates()).toHaveLength(1);
      expect(await jsonOf(traffic.creates()[0])).toEqual(createBodyOf(kept));
      expectStartedOnServer(kept);
    });
  });
});

describe('sendQueuedDesigns', () => {
  it("sends the owner's designs oldest first, each created and started once, and leaves the rest", async () => {
    const traffic = recordTraffic();
    const newer = await queue(queuedDesign({ id: 'newer', queuedAt: '2025-05-03T10:00:00.000Z' }));
    const older = await queue(
      queuedDesign({ id: 'older', queuedAt: '2025-05-01T10:00:00.000Z', inspirations: [] }),
    );
    const theirs = await queue(
      queuedDesign({ id: 'theirs', owner: OTHER_OWNER, queuedAt: '2025-05-02T10:00:00.000Z' }),
    );
    const failed = await queue({
      ...queuedDesign({ id: 'failed', queuedAt: '2025-04-30T10:00:00.000Z' }),
      status: 'failed',
      failure: { step: 'creating', message: QUEUE_FAILURES.createRefused() },
    });
    const context = senderContext();
    expect(await hasQueuedDesignsToSend(context)).toBe(true);

    expect(await sendQueuedDesigns(context)).toBe('done');

    const creates = await Promise.all(traffic.creates().map(jsonOf));
    expect(creates).toEqual([createBodyOf(older), createBodyOf(newer)]);
    expect(traffic.starts()).toHaveLength(2);
    expect(generations()).toHaveLength(2);
    for (const generation of generations()) expect(generation.currentStep).toBe('generating');
    expect(context.onStarted).toHaveBeenCalledTimes(2);
    expect(context.onStarted.mock.calls.map(([design]) => design.id)).toEqual(['older', 'newer']);
    // Another user's design and a failed one stay as they were.
    expect(await designQueueStore().list()).toEqual([failed, theirs]);
    expect(await hasQueuedDesignsToSend(context)).toBe(false);
  });

  it("says 'retry' and sends nothing while the browser is offline; once it is online the next pass sends", async () => {
    const traffic = recordTraffic();
    const design = await queue(queuedDesign());
    const context = senderContext();
    goOffline();

    expect(await sendQueuedDesigns(context)).toBe('retry');

    expect(traffic.all()).toEqual([]);
    expect(await stored(design.id)).toEqual(design);
    expect(await hasQueuedDesignsToSend(context)).toBe(true);

    goOnline();
    expect(await sendQueuedDesigns(context)).toBe('done');

    expect(traffic.creates()).toHaveLength(1);
    expect(await jsonOf(traffic.creates()[0])).toEqual(createBodyOf(design));
    const generation = expectStartedOnServer(design);
    expectUploadedInOrder(traffic, generation);
    await expectOneStart(traffic, generation.sk);
    expect(await designQueueStore().list()).toEqual([]);
    expect(context.onStarted).toHaveBeenCalledTimes(1);
  });

  it('does not try a design it found refused again in the same pass', async () => {
    const traffic = recordTraffic();
    server.use(
      http.post(API_PATH, () => HttpResponse.json({ error: 'Nope' }, { status: 422 }), {
        once: true,
      }),
    );
    const design = await queue(queuedDesign());
    const context = senderContext();

    expect(await sendQueuedDesigns(context)).toBe('done');

    expect(traffic.creates()).toHaveLength(1);
    expect((await stored(design.id))?.status).toBe('failed');
    expect(context.onFailed).toHaveBeenCalledTimes(1);
  });
});

describe('withDesignQueueLock', () => {
  it('lets two passes for the same design create it once and start it once', async () => {
    const traffic = recordTraffic();
    const design = await queue(queuedDesign());
    // The first pass's create is held on its way to the server.
    const createArrived = deferred();
    const letCreateGo = deferred();
    gates.push(() => letCreateGo.resolve());
    server.use(
      http.post(API_PATH, async () => {
        createArrived.resolve();
        await letCreateGo.promise;
        // Nothing returned: the mock API answers.
      }),
    );
    const first = senderContext();
    const second = senderContext();

    const firstPass = withDesignQueueLock(first.signal, () => sendQueuedDesigns(first));
    await createArrived.promise;
    expect((await stored(design.id))?.status).toBe('creating');
    // The second pass asks while the first is mid-create: it waits its turn.
    const secondPass = withDesignQueueLock(second.signal, () => sendQueuedDesigns(second));
    letCreateGo.resolve();

    expect(await firstPass).toBe('done');
    expect(await secondPass).toBe('done');

    expect(traffic.creates()).toHaveLength(1);
    expect(traffic.lists()).toHaveLength(0);
    const generation = expectStartedOnServer(design);
    await expectOneStart(traffic, generation.sk);
    expect(first.onStarted).toHaveBeenCalledTimes(1);
    expect(second.onStarted).not.toHaveBeenCalled();
    expect(await designQueueStore().list()).toEqual([]);
  });

  it('runs one piece of work at a time, in the order asked', async () => {
    const signal = senderContext().signal;
    const steps: string[] = [];
    const firstMayEnd = deferred();
    gates.push(() => firstMayEnd.resolve());
    const firstStarted = deferred();

    const first = withDesignQueueLock(signal, async () => {
      steps.push('first started');
      firstStarted.resolve();
      await firstMayEnd.promise;
      steps.push('first ended');
      return 1;
    });
    const second = withDesignQueueLock(signal, () => {
      steps.push('second started');
      return Promise.resolve(2);
    });
    await firstStarted.promise;
    expect(steps).toEqual(['first started']);

    firstMayEnd.resolve();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(steps).toEqual(['first started', 'first ended', 'second started']);
  });

  it('lets the next work run after one that failed', async () => {
    const signal = senderContext().signal;
    const failing = withDesignQueueLock(signal, () => Promise.reject(new Error('broke')));
    const next = withDesignQueueLock(signal, () => Promise.resolve('ran'));

    await expect(failing).rejects.toThrow('broke');
    expect(await next).toBe('ran');
  });

  it('does not run work whose signal aborted while it waited', async () => {
    const signal = senderContext().signal;
    const firstMayEnd = deferred();
    gates.push(() => firstMayEnd.resolve());
    const first = withDesignQueueLock(signal, () => firstMayEnd.promise);
    const stop = new AbortController();
    const work = vi.fn(() => Promise.resolve());
    const waiting = withDesignQueueLock(stop.signal, work);

    stop.abort();
    firstMayEnd.resolve();

    await first;
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(work).not.toHaveBeenCalled();
  });
});
