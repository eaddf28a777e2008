import { describe, expect, it } from 'vitest';

import { createGeneration } from '@/entities/generation/api/create-generation';
import { generationPath, projectGenerationsPath } from '@/entities/generation/api/generation-paths';
import { getGeneration } from '@/entities/generation/api/get-generation';
import { getGenerations } from '@/entities/generation/api/get-generations';
import { getProjectGenerations } from '@/entities/generation/api/get-project-generations';
import { requestUploadUrls } from '@/testing/generation-uploads';
import { expectContractError, answerJson } from '@/testing/contract';

/** Generation responses are checked against the contract (spec §3) before a screen sees them. */

const ORG = 'org-test';
const JPEG = { name: 'front.jpg', contentType: 'image/jpeg' };

describe('GET a generation', () => {
  it('turns nulls into undefined, missing lists into [] and sk into ref', async () => {
    answerJson('get', generationPath(ORG, 'g-1'), {
      sk: 'g-1',
      createdAt: null,
      currentStep: null,
      style: null,
      sourceImages: null,
      finalImageUrl: null,
      failureReason: null,
      settings: null,
      projectRef: null,
      customerRef: null,
    });

    await expect(getGeneration(ORG, 'g-1')).resolves.toEqual({
      ref: 'g-1',
      sourceImages: [],
      inspirationImages: [],
      fileNames: [],
      fileInfo: [],
    });
  });

  it('keeps every field of a complete generation, and a step it does not know', async () => {
    const { sk, ...generation } = {
      sk: 'g-1',
      createdAt: '2025-05-01T10:00:00.000Z',
      currentStep: 'queued',
      style: { name: 'Natural Accent', description: 'Native grasses.' },
      sourceImages: ['https://storage.example.test/front.jpg'],
      inspirationImages: ['https://storage.example.test/garden.jpg'],
      finalImageUrl: 'https://storage.example.test/final.jpg',
      failureReason: 'The source image could not be read.',
      fileNames: ['front.jpg'],
      fileInfo: [JPEG],
      settings: { season: 'fall', weather: 'rainy', timeOfDay: 'dusk', atmosphericEffect: 'calm' },
      projectRef: 'p-1',
      customerRef: 'c-1',
    };
    answerJson('get', generationPath(ORG, 'g-1'), { sk, ...generation });

    await expect(getGeneration(ORG, 'g-1')).resolves.toEqual({ ref: sk, ...generation });
  });

  it('rejects a style without a name', async () => {
    answerJson('get', generationPath(ORG, 'g-1'), { sk: 'g-1', style: { description: 'x' } });
    await expectContractError(
      getGeneration(ORG, 'g-1'),
      `GET /api/${ORG}/yard-vision-generation/g-1`,
      'style.name',
    );
  });

  it('rejects a setting outside the catalogue', async () => {
    answerJson('get', generationPath(ORG, 'g-1'), { sk: 'g-1', settings: { season: 'monsoon' } });
    await expectContractError(
      getGeneration(ORG, 'g-1'),
      `GET /api/${ORG}/yard-vision-generation/g-1`,
      'settings.season',
    );
  });
});

describe('GET the generation lists', () => {
  it('rejects an item whose sk is not text, naming the item', async () => {
    answerJson('get', generationPath(ORG), { items: [{ sk: 'g-1' }, { sk: 5 }] });
    await expectContractError(
      getGenerations(ORG),
      `GET /api/${ORG}/yard-vision-generation`,
      'items.1.sk',
    );
  });

  it('rejects a list answer without items', async () => {
    answerJson('get', generationPath(ORG), {});
    await expectContractError(
      getGenerations(ORG),
      `GET /api/${ORG}/yard-vision-generation`,
      'items',
    );
  });

  it("parses a project's generations the same way", async () => {
    const path = projectGenerationsPath(ORG, 'c-1', 'p-1');
    answerJson('get', path, { items: [{ sk: 'g-1', sourceImages: null }] });
    await expect(getProjectGenerations(ORG, 'c-1', 'p-1')).resolves.toEqual([
      { ref: 'g-1', sourceImages: [], inspirationImages: [], fileNames: [], fileInfo: [] },
    ]);

    answerJson('get', path, { items: [{ sk: '' }] });
    await expectContractError(
      getProjectGenerations(ORG, 'c-1', 'p-1'),
      `GET /api/${ORG}/customers/c-1/projects/p-1/yard-vision-generation`,
      'items.0.sk',
    );
  });
});

describe('POST a generation and its upload addresses', () => {
  const input = { style: { name: 'Natural Accent' }, fileInfo: [JPEG], inspirationFileInfo: [] };

  it('treats missing inspiration upload URLs as none', async () => {
    answerJson('post', generationPath(ORG), { sk: 'g-1', uploadUrls: ['https://s/1'] });
    await expect(createGeneration(ORG, input)).resolves.toEqual({
      ref: 'g-1',
      uploadUrls: ['https://s/1'],
      inspirationUploadUrls: [],
    });
  });

  it('rejects a create answer without upload URLs', async () => {
    answerJson('post', generationPath(ORG), { sk: 'g-1' });
    await expectContractError(
      createGeneration(ORG, input),
      `POST /api/${ORG}/yard-vision-generation`,
      'uploadUrls',
    );
  });

  it('rejects an upload-urls answer whose URL is not text', async () => {
    answerJson('post', generationPath(ORG, 'g-1', 'upload-urls'), { uploadUrls: [42] });
    await expectContractError(
      requestUploadUrls(ORG, 'g-1', [JPEG]),
      `POST /api/${ORG}/yard-vision-generation/g-1/upload-urls`,
      'uploadUrls.0',
    );
  });
});

/** Addresses the app never shows nor fetches: no scheme of the web's own. */
const UNUSABLE_URLS = [
  'javascript:alert(document.cookie)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'blob:https://example.com/5b1d',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
];

describe('addresses the app cannot show', () => {
  it('are a missing final picture', async () => {
    for (const url of UNUSABLE_URLS) {
      answerJson('get', generationPath(ORG, 'g-1'), { sk: 'g-1', finalImageUrl: url });
      expect((await getGeneration(ORG, 'g-1')).finalImageUrl).toBeUndefined();
    }
    answerJson('get', generationPath(ORG, 'g-1'), {
      sk: 'g-1',
      finalImageUrl: 'https://s/final.jpg',
    });
    expect((await getGeneration(ORG, 'g-1')).finalImageUrl).toBe('https://s/final.jpg');
  });

  it('are left out of the source and inspiration pictures, in the detail and the lists', async () => {
    const item = {
      sk: 'g-1',
      sourceImages: [...UNUSABLE_URLS, 'https://s/source.jpg', 'http://s/plain.jpg'],
      inspirationImages: [...UNUSABLE_URLS, 'https://s/idea.jpg'],
    };
    const expected = {
      sourceImages: ['https://s/source.jpg', 'http://s/plain.jpg'],
      inspirationImages: ['https://s/idea.jpg'],
    };
    answerJson('get', generationPath(ORG, 'g-1'), item);
    expect(await getGeneration(ORG, 'g-1')).toMatchObject(expected);
    answerJson('get', generationPath(ORG), { items: [item] });
    expect((await getGenerations(ORG))[0]).toMatchObject(expected);
    answerJson('get', projectGenerationsPath(ORG, 'c-1', 'p-1'), { items: [item] });
    expect((await getProjectGenerations(ORG, 'c-1', 'p-1'))[0]).toMatchObject(expected);
  });

  it('keeps addresses relative to the app (its own origin)', async () => {
    answerJson('get', generationPath(ORG, 'g-1'), {
      sk: 'g-1',
      finalImageUrl: '/pictures/final.jpg',
      sourceImages: ['pictures/source.jpg'],
    });
    expect(await getGeneration(ORG, 'g-1')).toMatchObject({
      finalImageUrl: '/pictures/final.jpg',
      sourceImages: ['pictures/source.jpg'],
    });
  });

  it('are left out of the upload addresses, so too few for the files fails the upload', async () => {
    const input = { style: { name: 'Natural Accent' }, fileInfo: [JPEG], inspirationFileInfo: [] };
    answerJson('post', generationPath(ORG), {
      sk: 'g-1',
      uploadUrls: ['javascript:alert(1)', 'https://s/1'],
      inspirationUploadUrls: ['data:text/plain,x', 'https://s/2'],
    });
    await expect(createGeneration(ORG, input)).resolves.toEqual({
      ref: 'g-1',
      uploadUrls: ['https://s/1'],
      inspirationUploadUrls: ['https://s/2'],
    });
  });
});
