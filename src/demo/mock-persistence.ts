import type { GenerationSettings } from '@/entities/generation/model/generation-settings';

/** The mock API's records, per organization. Plain data: it is saved as it is. */

export type MockUser = {
  userRef: string;
  email: string;
  password: string;
  name: string;
  organizationRef: string;
  confirmed: boolean;
  confirmationCode: string;
};

export type MockAddress = {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
};

export type MockCustomer = {
  customerId: string;
  name: string;
  email: string;
  phone: string;
  address: MockAddress;
  createdAt: string;
};

export type MockProject = {
  sk: string;
  name: string;
  description: string;
  customerRef: string;
  createdAt: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
};

/** One file a generation expects, with its presigned upload credentials. */
export type UploadSlot = {
  key: string;
  name: string;
  contentType: string;
  signature: string;
  expiresAt: number;
  /** Whether the file has arrived in storage. */
  uploaded: boolean;
};

export type MockGeneration = {
  sk: string;
  createdAt: string;
  currentStep: string;
  style?: { name: string; description?: string };
  settings?: GenerationSettings;
  projectRef?: string;
  customerRef?: string;
  sources: UploadSlot[];
  inspirations: UploadSlot[];
  /** When a started generation is due to finish (ms since the epoch). */
  completesAt?: number;
  finalKey?: string;
  failureReason?: string;
};

export type OrganizationData = {
  customers: MockCustomer[];
  projects: MockProject[];
  generations: MockGeneration[];
};

export type MockState = {
  users: MockUser[];
  organizations: Record<string, OrganizationData>;
};

/** A stored object: raw bytes and the content type they were uploaded with. */
export type StoredFile = { contentType: string; bytes: Blob };

/** Where the mock API keeps its data: memory in tests, IndexedDB in demo mode. */
export type MockPersistence = {
  loadState(): Promise<MockState | undefined>;
  saveState(state: MockState): Promise<void>;
  readFile(key: string): Promise<StoredFile | undefined>;
  writeFile(key: string, file: StoredFile): Promise<void>;
  deleteFiles(keys: string[]): Promise<void>;
  clear(): Promise<void>;
};

export function emptyState(): MockState {
  return { users: [], organizations: {} };
}

/** Keeps everything in memory: the tests' persistence, and demo mode's when IndexedDB fails. */
export function createMemoryPersistence(): MockPersistence {
  let state: MockState | undefined;
  const files = new Map<string, StoredFile>();
  return {
    loadState: () => Promise.resolve(state && structuredClone(state)),
    saveState: (next) => {
      state = structuredClone(next);
      return Promise.resolve();
    },
    readFile: (key) => Promise.resolve(files.get(key)),
    writeFile: (key, file) => {
      files.set(key, file);
      return Promise.resolve();
    },
    deleteFiles: (keys) => {
      for (const key of keys) files.delete(key);
      return Promise.resolve();
    },
    clear: () => {
      state = undefined;
      files.clear();
      return Promise.resolve();
    },
  };
}
