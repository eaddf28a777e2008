// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { text } from '@/testing/i18n';
import type { GenerationSettings } from '@/entities/generation/model/generation-settings';
import {
  QUEUE_FAILURES,
  QUEUE_TEXTS,
  isCancellable,
  isMadeFor,
  newQueuedDesign,
  queuedDesignStateText,
  queuedFileName,
  retryStatus,
  type QueuedDesign,
  type QueuedDesignStatus,
  type QueuedPhoto,
} from '@/features/generate/design-queue/design-queue';

/*
 * The queue of designs made offline, as a model: what a new entry holds, the names its files are
 * sent under (by which a record made for it is found again), and what its states allow and say.
 */

const OWNER = 'org-test/user-test';
const STYLE = { name: 'Custom Style', description: 'Stone paths through a wild meadow.' };
const SETTINGS: GenerationSettings = {
  season: 'fall',
  weather: 'misty',
  timeOfDay: 'dusk',
  atmosphericEffect: 'golden-hour',
};

function file(name: string, type = 'image/jpeg', bytes = [1, 2, 3, 4]) {
  return new File([new Uint8Array(bytes)], name, { type });
}

function prepared(id: string, name: string, type = 'image/jpeg', bytes?: number[]): QueuedPhoto {
  return { id, file: file(name, type, bytes), originalName: name, width: 1600, height: 1200 };
}

function design(status: QueuedDesignStatus, overrides: Partial<QueuedDesign> = {}): QueuedDesign {
  return {
    ...newQueuedDesign({
      id: 'entry-1',
      owner: OWNER,
      style: STYLE,
      settings: SETTINGS,
      sources: [prepared('s1', 'front.jpg')],
      inspirations: [],
    }),
    status,
    ...overrides,
  };
}

describe('queuedFileName', () => {
  it("names a file by its entry, its kind and its place, counting from 1, with the file's extension", () => {
    expect(queuedFileName('abc', 'source', 0, file('front.jpg'))).toBe('queued-abc-source-1.jpg');
    expect(queuedFileName('abc', 'inspiration', 2, file('idea.png', 'image/png'))).toBe(
      'queued-abc-inspiration-3.png',
    );
  });

  it('lower-cases the extension', () => {
    expect(queuedFileName('abc', 'source', 1, file('IMG_0001.JPEG'))).toBe(
      'queued-abc-source-2.jpeg',
    );
    expect(queuedFileName('abc', 'source', 0, file('yard.HeIc', 'image/heic'))).toBe(
      'queued-abc-source-1.heic',
    );
  });

  it("falls back to '.jpg' without a usable extension", () => {
    expect(queuedFileName('abc', 'source', 0, file('photo'))).toBe('queued-abc-source-1.jpg');
    // More than five characters after the dot is no extension.
    expect(queuedFileName('abc', 'source', 0, file('photo.backup'))).toBe(
      'queued-abc-source-1.jpg',
    );
    expect(queuedFileName('abc', 'source', 0, file('photo.j-g'))).toBe('queued-abc-source-1.jpg');
  });
});

describe('newQueuedDesign', () => {
  const now = new Date('2025-03-04T05:06:07.089Z');

  it('holds what was chosen, nothing sent yet, its photos renamed for the queue', async () => {
    const front = prepared('s1', 'Front Yard.JPG', 'image/jpeg', [9, 8, 7]);
    const back = prepared('s2', 'back.png', 'image/png', [6, 5]);
    const idea = prepared('i1', 'idea.webp', 'image/webp', [4]);

    const queued = newQueuedDesign({
      id: 'entry-7',
      owner: OWNER,
      style: STYLE,
      settings: SETTINGS,
      sources: [front, back],
      inspirations: [idea],
      now,
    });

    expect(queued).toMatchObject({
      id: 'entry-7',
      owner: OWNER,
      queuedAt: '2025-03-04T05:06:07.089Z',
      status: 'queued',
      style: STYLE,
      settings: SETTINGS,
    });
    expect(Object.keys(queued).sort()).toEqual(
      ['id', 'owner', 'queuedAt', 'status', 'style', 'settings', 'sources', 'inspirations'].sort(),
    );
    expect(queued.sources.map((photo) => photo.file.name)).toEqual([
      'queued-entry-7-source-1.jpg',
      'queued-entry-7-source-2.png',
    ]);
    expect(queued.inspirations.map((photo) => photo.file.name)).toEqual([
      'queued-entry-7-inspiration-1.webp',
    ]);
    // The photo's own id, name and size stay; the bytes and type are the same.
    expect(queued.sources[0]).toMatchObject({
      id: 's1',
      originalName: 'Front Yard.JPG',
      width: 1600,
      height: 1200,
    });
    const photos = [...queued.sources, ...queued.inspirations];
    expect(photos.map((photo) => photo.file.type)).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    const bytes = await Promise.all(
      photos.map(async (photo) => [...new Uint8Array(await photo.file.arrayBuffer())]),
    );
    expect(bytes).toEqual([[9, 8, 7], [6, 5], [4]]);
    // The originals are not renamed.
    expect(front.file.name).toBe('Front Yard.JPG');
  });

  it('keeps the project the design is for, when there is one', () => {
    const project = { projectRef: 'project-1', customerRef: 'customer-1' };
    const queued = newQueuedDesign({
      owner: OWNER,
      style: STYLE,
      settings: SETTINGS,
      sources: [prepared('s1', 'front.jpg')],
      inspirations: [],
      project,
    });
    expect(queued.project).toEqual(project);
  });

  it('gets an id of its own by default, in its file names too', () => {
    const make = () =>
      newQueuedDesign({
        owner: OWNER,
        style: STYLE,
        settings: SETTINGS,
        sources: [prepared('s1', 'front.jpg')],
        inspirations: [],
      });
    const first = make();
    const second = make();
    expect(first.id).not.toBe(second.id);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.sources[0].file.name).toBe(`queued-${first.id}-source-1.jpg`);
    expect(second.sources[0].file.name).toBe(`queued-${second.id}-source-1.jpg`);
  });
});

describe('isMadeFor', () => {
  it("is true when a generation lists the entry's first source file", () => {
    const queued = design('creating');
    expect(isMadeFor(queued, ['yard.jpg', 'queued-entry-1-source-1.jpg'])).toBe(true);
  });

  it("is false for another entry's files, or the same photo under its own name", () => {
    const queued = design('creating');
    expect(isMadeFor(queued, [])).toBe(false);
    expect(isMadeFor(queued, ['queued-entry-2-source-1.jpg'])).toBe(false);
    expect(isMadeFor(queued, ['front.jpg'])).toBe(false);
    expect(isMadeFor(queued, ['queued-entry-1-inspiration-1.jpg'])).toBe(false);
  });

  it('is false for an entry without source photos', () => {
    const queued = design('creating', { sources: [] });
    expect(isMadeFor(queued, ['queued-entry-1-source-1.jpg'])).toBe(false);
  });
});

describe('isCancellable', () => {
  it('lets the user cancel only what nothing is on its way for', () => {
    const statuses: QueuedDesignStatus[] = [
      'queued',
      'creating',
      'uploading',
      'starting',
      'failed',
    ];
    expect(statuses.filter((status) => isCancellable(design(status)))).toEqual([
      'queued',
      'failed',
    ]);
  });
});

describe('retryStatus', () => {
  it('goes on from the create after a refused create or upload, and from the start after a refused start', () => {
    expect(retryStatus('creating')).toBe('creating');
    expect(retryStatus('uploading')).toBe('creating');
    expect(retryStatus('starting')).toBe('starting');
  });
});

describe('queuedDesignStateText', () => {
  it('says a design is waiting while offline, and being sent while online', () => {
    for (const status of ['queued', 'creating', 'uploading', 'starting'] as const) {
      expect(queuedDesignStateText(design(status), false)).toBe('Waiting for a connection');
      expect(queuedDesignStateText(design(status), true)).toBe('Sending…');
    }
  });

  it('says why a failed design stopped, online or not', () => {
    const failed = design('failed', {
      failure: { step: 'creating', message: QUEUE_FAILURES.createRefused('Project not found') },
    });
    const expected = 'Failed: The server refused the design (Project not found).';
    expect(queuedDesignStateText(failed, true)).toBe(expected);
    expect(queuedDesignStateText(failed, false)).toBe(expected);
  });

  it('shows a reason kept as text by an earlier version as it is', () => {
    const failed = design('failed', {
      failure: { step: 'starting', message: 'The server did not start the design.' },
    });
    expect(queuedDesignStateText(failed, true)).toBe(
      'Failed: The server did not start the design.',
    );
  });

  it('still says a design failed when its reason was not kept', () => {
    expect(queuedDesignStateText(design('failed'), true)).toBe(
      text(QUEUE_TEXTS.failed(text(QUEUE_FAILURES.notSaved))),
    );
  });
});
