import { describe, expect, it } from 'vitest';

import { createProject } from '@/features/projects/api/create-project';
import { getProject } from '@/entities/project/api/get-project';
import { getProjects } from '@/entities/project/api/get-projects';
import { expectContractError, answerJson } from '@/testing/contract';

/** Project responses are checked against the contract (spec §3) before a screen sees them. */

const ORG = 'org-test';

const PROJECT_INPUT = {
  name: 'Front yard refresh',
  description: 'Native plantings',
  customerRef: 'c-1',
  address1: '1408 Live Oak Lane',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
};

describe('GET /api/{org}/projects', () => {
  it('rejects a project without sk, naming the item', async () => {
    answerJson('get', `/api/${ORG}/projects`, {
      items: [{ name: 'Front yard', description: 'x' }],
    });
    await expectContractError(getProjects(ORG), `GET /api/${ORG}/projects`, 'items.0.sk');
  });

  it('accepts a project made by the old product (only description and customer)', async () => {
    answerJson('get', `/api/${ORG}/projects`, {
      items: [{ sk: 'p-1', description: 'Backyard', customerRef: 'c-1', name: null, zip: null }],
    });
    await expect(getProjects(ORG)).resolves.toEqual([
      { ref: 'p-1', description: 'Backyard', customerRef: 'c-1' },
    ]);
  });
});

describe('GET /api/{org}/projects/{id}', () => {
  it('takes the ref from the path when the body leaves it out, and nulls become undefined', async () => {
    answerJson('get', `/api/${ORG}/projects/p-1`, {
      name: 'Front yard refresh',
      description: null,
      customerRef: 'c-1',
      createdAt: null,
      address1: null,
    });
    await expect(getProject(ORG, 'p-1')).resolves.toEqual({
      ref: 'p-1',
      name: 'Front yard refresh',
      customerRef: 'c-1',
    });
  });

  it('rejects a field of the wrong type', async () => {
    answerJson('get', `/api/${ORG}/projects/p-1`, { sk: 'p-1', zip: 78704 });
    await expectContractError(getProject(ORG, 'p-1'), `GET /api/${ORG}/projects/p-1`, 'zip');
  });
});

describe('POST /api/{org}/projects', () => {
  it("resolves to the new project's ref", async () => {
    answerJson('post', `/api/${ORG}/projects`, { sk: 'p-9', name: 'Front yard refresh' });
    await expect(createProject(ORG, PROJECT_INPUT)).resolves.toBe('p-9');
  });

  it('rejects an answer without sk', async () => {
    answerJson('post', `/api/${ORG}/projects`, { name: 'Front yard refresh' });
    await expectContractError(createProject(ORG, PROJECT_INPUT), `POST /api/${ORG}/projects`, 'sk');
  });
});
