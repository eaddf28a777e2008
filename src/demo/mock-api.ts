import {
  DEFAULT_GENERATION_SETTINGS,
  type GenerationSettings,
} from '@/entities/generation/model/generation-settings';
import type { DemoRenderer } from '@/demo/renderer/demo-renderer-types';
import {
  emptyState,
  type MockCustomer,
  type MockGeneration,
  type MockPersistence,
  type MockProject,
  type MockState,
  type MockUser,
  type OrganizationData,
  type StoredFile,
  type UploadSlot,
} from '@/demo/mock-persistence';
import { createToken } from '@/demo/create-token';

/** Where the mock storage serves files: `{origin}/demo-storage/{key}`. */
export const STORAGE_PATH = '/demo-storage';

/** How long a started generation takes before it completes (or fails). */
export const GENERATION_DURATION_MS = 4000;

/** How long a presigned upload URL stays valid. */
export const UPLOAD_URL_LIFETIME_MS = 15 * 60 * 1000;

/** How long a session token issued by the mock API lasts. */
const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

type MockApiOptions = {
  persistence: MockPersistence;
  /** Makes the final image of a completed generation. */
  renderer: DemoRenderer;
  /** The origin storage URLs start with (the page's own in the browser). */
  origin: string;
  /** The clock; tests move it to finish generations. */
  now?: () => number;
};

function randomId() {
  return crypto.randomUUID();
}

function randomHex(bytes: number) {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

/** A file name safe to put in a storage key. */
function safeFileName(name: string) {
  return name.replace(/[^\w.-]+/g, '_').slice(-80) || 'file';
}

/**
 * The state and rules of the in-browser API: users, organizations' customers, projects and
 * generations, and the storage behind presigned uploads. Handlers (mock-handlers.ts) turn HTTP
 * into calls on this; tests call it directly to arrange data.
 */
export function createMockApi({
  persistence,
  renderer,
  origin,
  // Read Date.now on each call (not the function itself), so tests that fake Date move this clock.
  now = () => Date.now(),
}: MockApiOptions) {
  let state: MockState = emptyState();
  const settling = new Map<string, Promise<void>>();

  const save = () => persistence.saveState(state);

  function organization(org: string): OrganizationData {
    state.organizations[org] ??= { customers: [], projects: [], generations: [] };
    return state.organizations[org];
  }

  function fileUrl(key: string) {
    return `${origin}${STORAGE_PATH}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  function presignedUrl(slot: UploadSlot) {
    const query = new URLSearchParams({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Expires': String(UPLOAD_URL_LIFETIME_MS / 1000),
      'X-Amz-SignedHeaders': 'content-type;host',
      'X-Amz-Signature': slot.signature,
    });
    return `${fileUrl(slot.key)}?${query.toString()}`;
  }

  /** One upload slot per file, numbered from `start` + 1 in the storage keys. */
  function uploadSlots(
    org: string,
    sk: string,
    kind: 'source' | 'inspiration',
    files: readonly { name: string; contentType: string }[],
    start = 0,
  ): UploadSlot[] {
    return files.map(({ name, contentType }, i) => ({
      key: `${org}/${sk}/${kind}-${start + i + 1}-${safeFileName(name)}`,
      name,
      contentType,
      signature: randomHex(32),
      expiresAt: now() + UPLOAD_URL_LIFETIME_MS,
      uploaded: false,
    }));
  }

  /**
   * Adds the record `make` builds from a new id and the creation time to `list`, and saves.
   * Customers, projects and generations are made alike; only their id's name differs.
   */
  async function addRecord<T>(list: T[], make: (id: string, createdAt: string) => T) {
    const record = make(randomId(), new Date(now()).toISOString());
    list.push(record);
    await save();
    return record;
  }

  /** The generation as the API returns it (spec §3). */
  function generationBody(generation: MockGeneration) {
    const urls = (slots: UploadSlot[]) =>
      slots.filter((slot) => slot.uploaded).map((slot) => fileUrl(slot.key));
    return {
      sk: generation.sk,
      createdAt: generation.createdAt,
      currentStep: generation.currentStep,
      style: generation.style,
      settings: generation.settings,
      projectRef: generation.projectRef,
      customerRef: generation.customerRef,
      sourceImages: urls(generation.sources),
      inspirationImages: urls(generation.inspirations),
      finalImageUrl: generation.finalKey ? fileUrl(generation.finalKey) : undefined,
      failureReason: generation.failureReason,
      fileNames: generation.sources.map((slot) => slot.name),
      fileInfo: generation.sources.map(({ name, contentType }) => ({ name, contentType })),
    };
  }

  async function finish(org: string, generation: MockGeneration) {
    const sourceKey = generation.sources.find((slot) => slot.uploaded)?.key;
    const source = sourceKey ? await persistence.readFile(sourceKey) : undefined;
    try {
      if (!source) throw new Error('The source image is missing.');
      const image = await renderer({
        source: source.bytes,
        style: generation.style ?? { name: 'Custom Style' },
        settings: generation.settings ?? DEFAULT_GENERATION_SETTINGS,
        seed: generation.sk,
      });
      const finalKey = `${org}/${generation.sk}/final.jpg`;
      await persistence.writeFile(finalKey, {
        contentType: image.type || 'image/jpeg',
        bytes: image,
      });
      generation.finalKey = finalKey;
      generation.currentStep = 'completed';
    } catch (error) {
      generation.currentStep = 'failed';
      generation.failureReason =
        error instanceof Error && error.message
          ? error.message
          : 'The image could not be generated.';
    }
    generation.completesAt = undefined;
    await save();
  }

  /**
   * Finishes the organization's generations whose time has come. The server decides when a step
   * changes (spec §4); the mock does so whenever someone looks, so reloads lose nothing.
   */
  async function settle(org: string) {
    const due = organization(org).generations.filter(
      (generation) =>
        generation.currentStep === 'generating' &&
        generation.completesAt !== undefined &&
        generation.completesAt <= now(),
    );
    await Promise.all(
      due.map((generation) => {
        const key = `${org}/${generation.sk}`;
        let running = settling.get(key);
        if (!running) {
          running = finish(org, generation).finally(() => settling.delete(key));
          settling.set(key, running);
        }
        return running;
      }),
    );
  }

  return {
    now,
    save,
    fileUrl,
    presignedUrl,
    organization,
    generationBody,
    settle,

    get state() {
      return state;
    },

    /** Reads the saved state (demo mode, after a reload). False when there was none. */
    async load() {
      const saved = await persistence.loadState();
      if (!saved) return false;
      state = saved;
      return true;
    },

    /** Forgets everything (between tests; 'Reset demo data'). */
    async reset() {
      state = emptyState();
      settling.clear();
      await persistence.clear();
    },

    // Users and sessions

    findUser(email: string) {
      const wanted = email.trim().toLowerCase();
      return state.users.find((user) => user.email.toLowerCase() === wanted);
    },

    async addUser(user: Omit<MockUser, 'userRef' | 'organizationRef'> & Partial<MockUser>) {
      const created: MockUser = {
        userRef: randomId(),
        organizationRef: `org-${randomHex(6)}`,
        ...user,
      };
      state.users.push(created);
      organization(created.organizationRef);
      await save();
      return created;
    },

    /** A session token like the API's: a JWT with the user's organization, name and expiry. */
    issueToken(user: MockUser) {
      const issuedAt = Math.floor(now() / 1000);
      return createToken({
        sub: user.userRef,
        organizationRef: user.organizationRef,
        name: user.name,
        email: user.email,
        iat: issuedAt,
        exp: issuedAt + TOKEN_LIFETIME_SECONDS,
      });
    },

    // Customers and projects

    addCustomer(org: string, data: Omit<MockCustomer, 'customerId' | 'createdAt'>) {
      return addRecord(organization(org).customers, (customerId, createdAt): MockCustomer => ({
        customerId,
        createdAt,
        ...data,
      }));
    },

    addProject(org: string, data: Omit<MockProject, 'sk' | 'createdAt'>) {
      return addRecord(organization(org).projects, (sk, createdAt): MockProject => ({
        sk,
        createdAt,
        ...data,
      }));
    },

    // Generations and storage

    /** A new generation in step 'uploading', with one upload slot per announced file. */
    addGeneration(
      org: string,
      data: {
        style: { name: string; description?: string };
        fileInfo: { name: string; contentType: string }[];
        inspirationFileInfo?: { name: string; contentType: string }[];
        projectRef?: string;
        customerRef?: string;
      },
    ) {
      return addRecord(organization(org).generations, (sk, createdAt): MockGeneration => ({
        sk,
        createdAt,
        currentStep: 'uploading',
        style: data.style,
        projectRef: data.projectRef,
        customerRef: data.customerRef,
        sources: uploadSlots(org, sk, 'source', data.fileInfo),
        inspirations: uploadSlots(org, sk, 'inspiration', data.inspirationFileInfo ?? []),
      }));
    },

    /** More source slots for an existing generation. */
    async addSourceSlots(
      org: string,
      generation: MockGeneration,
      files: { name: string; contentType: string }[],
    ) {
      const slots = uploadSlots(org, generation.sk, 'source', files, generation.sources.length);
      generation.sources.push(...slots);
      await save();
      return slots;
    },

    /** Moves an uploaded generation to 'generating'; it finishes GENERATION_DURATION_MS later. */
    async startGenerating(
      generation: MockGeneration,
      {
        style,
        settings,
      }: { style?: { name: string; description?: string }; settings?: GenerationSettings },
    ) {
      if (style) generation.style = style;
      if (settings) generation.settings = settings;
      generation.currentStep = 'generating';
      generation.failureReason = undefined;
      generation.completesAt = now() + GENERATION_DURATION_MS;
      await save();
    },

    hasUploadedSource(generation: MockGeneration) {
      return generation.sources.some((slot) => slot.uploaded);
    },

    async removeGeneration(org: string, sk: string) {
      const data = organization(org);
      const generation = data.generations.find((item) => item.sk === sk);
      if (!generation) return false;
      data.generations = data.generations.filter((item) => item !== generation);
      const keys = [...generation.sources, ...generation.inspirations].map((slot) => slot.key);
      if (generation.finalKey) keys.push(generation.finalKey);
      await persistence.deleteFiles(keys);
      await save();
      return true;
    },

    /** The upload slot a presigned URL points at, wherever it is. */
    findSlot(key: string) {
      for (const data of Object.values(state.organizations)) {
        for (const generation of data.generations) {
          const slot = [...generation.sources, ...generation.inspirations].find(
            (s) => s.key === key,
          );
          if (slot) return slot;
        }
      }
      return undefined;
    },

    /** Stores an uploaded file. Like presigned URLs, the slot's URL may be used again until
     * it expires (a retried upload replaces the file). */
    async storeUpload(slot: UploadSlot, file: StoredFile) {
      await persistence.writeFile(slot.key, file);
      slot.uploaded = true;
      await save();
    },

    readFile(key: string) {
      return persistence.readFile(key);
    },
  };
}

export type MockApi = ReturnType<typeof createMockApi>;
