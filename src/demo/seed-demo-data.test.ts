import { describe, expect, it, vi } from 'vitest';

import { DEMO_ACCOUNT } from '@/config/demo';
import { decodeSessionToken } from '@/lib/session/jwt';
import { createMockApi } from '@/demo/mock-api';
import { createMemoryPersistence, emptyState, type MockPersistence } from '@/demo/mock-persistence';
import { DEMO_ORGANIZATION, seedDemoData } from '@/demo/seed-demo-data';
import { stubRenderer } from '@/testing/mocks/stub-renderer';

/** What a first visit to demo mode finds, and that it survives a reload. */

const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);

function createApi(persistence: MockPersistence = createMemoryPersistence()) {
  return createMockApi({ persistence, renderer: stubRenderer, origin: window.location.origin });
}

function loadImageStub() {
  return vi.fn((path: string) =>
    Promise.resolve(new Blob([JPEG_BYTES, path], { type: 'image/jpeg' })),
  );
}

async function seededApi(persistence?: MockPersistence) {
  const api = createApi(persistence);
  const loadImage = loadImageStub();
  await seedDemoData(api, loadImage);
  return { api, loadImage, data: api.organization(DEMO_ORGANIZATION) };
}

describe('seedDemoData', () => {
  it('adds the demo account, confirmed, in the demo organization', async () => {
    const { api } = await seededApi();

    const user = api.findUser(DEMO_ACCOUNT.email.toUpperCase());
    expect(user).toMatchObject({
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
      name: DEMO_ACCOUNT.name,
      organizationRef: DEMO_ORGANIZATION,
      confirmed: true,
    });
    if (!user) throw new Error('The demo account is missing');
    const decoded = decodeSessionToken(api.issueToken(user));
    expect(decoded).toMatchObject({
      ok: true,
      claims: { organizationRef: DEMO_ORGANIZATION, name: DEMO_ACCOUNT.name },
    });
  });

  it('adds 3 customers and 1 project for one of them', async () => {
    const { data } = await seededApi();

    expect(data.customers.map((customer) => customer.name)).toEqual([
      'Maria Gonzalez',
      'Oak Hill Homeowners Association',
      'James Whitfield',
    ]);
    expect(data.projects).toHaveLength(1);
    const customerIds = data.customers.map((customer) => customer.customerId);
    expect(customerIds).toContain(data.projects[0]?.customerRef);
  });

  it('adds 2 generations from the sample photos, one of them tied to the project', async () => {
    const { data, loadImage } = await seededApi();

    expect(loadImage.mock.calls.map(([path]) => path).sort()).toEqual([
      '/demo/inspiration-garden.jpg',
      '/demo/yard-back.jpg',
      '/demo/yard-front.jpg',
    ]);
    expect(data.generations).toHaveLength(2);
    const [project] = data.projects;
    const inProject = data.generations.filter((g) => g.projectRef === project.sk);
    expect(inProject).toHaveLength(1);
    expect(inProject[0]?.customerRef).toBe(project.customerRef);
    for (const generation of data.generations) {
      expect(generation.sources.every((slot) => slot.uploaded)).toBe(true);
      expect(Date.parse(generation.createdAt)).toBeLessThan(Date.now());
    }
  });

  it('completes both generations with a final image once settled', async () => {
    const { api, data } = await seededApi();
    expect(data.generations.map((g) => g.currentStep)).toEqual(['generating', 'generating']);

    await api.settle(DEMO_ORGANIZATION);

    for (const generation of data.generations) {
      const body = api.generationBody(generation);
      expect(body.currentStep).toBe('completed');
      expect(body.failureReason).toBeUndefined();
      expect(body.finalImageUrl).toBe(
        `${window.location.origin}/demo-storage/${DEMO_ORGANIZATION}/${generation.sk}/final.jpg`,
      );
      const final = await api.readFile(generation.finalKey ?? '');
      expect(final?.contentType).toBe('image/jpeg');
    }
  });
});

describe('persistence', () => {
  it('restores the saved state in a new API sharing the persistence (a reload)', async () => {
    const persistence = createMemoryPersistence();
    const { api } = await seededApi(persistence);
    await api.settle(DEMO_ORGANIZATION);

    const reloaded = createApi(persistence);
    expect(await reloaded.load()).toBe(true);

    expect(reloaded.state).toEqual(api.state);
    expect(reloaded.findUser(DEMO_ACCOUNT.email)?.password).toBe(DEMO_ACCOUNT.password);
    const [generation] = reloaded.organization(DEMO_ORGANIZATION).generations;
    expect(await reloaded.readFile(generation.finalKey ?? '')).toMatchObject({
      contentType: 'image/jpeg',
    });
  });

  it('finds nothing to load in a fresh persistence', async () => {
    const api = createApi();
    expect(await api.load()).toBe(false);
    expect(api.state).toEqual(emptyState());
  });

  it('reset() forgets the state and the files', async () => {
    const persistence = createMemoryPersistence();
    const { api, data } = await seededApi(persistence);
    await api.settle(DEMO_ORGANIZATION);
    const keys = data.generations.flatMap((g) => [
      g.finalKey ?? '',
      ...g.sources.map((s) => s.key),
    ]);

    await api.reset();

    expect(api.state).toEqual(emptyState());
    expect(api.findUser(DEMO_ACCOUNT.email)).toBeUndefined();
    expect(await createApi(persistence).load()).toBe(false);
    for (const key of keys) expect(await api.readFile(key)).toBeUndefined();
  });
});
