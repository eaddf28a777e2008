import { setupServer } from 'msw/node';

import { createHandlers } from '@/testing/mocks/handlers';
import { createMockApi } from '@/testing/mocks/mock-api';
import { createMemoryPersistence } from '@/testing/mocks/mock-persistence';
import { stubRenderer } from '@/testing/mocks/stub-renderer';

/** The mock API of the jsdom tests; setup-tests.ts empties it after each test. */
export const mockApi = createMockApi({
  persistence: createMemoryPersistence(),
  renderer: stubRenderer,
  origin: window.location.origin,
});

export const server = setupServer(
  ...createHandlers(mockApi, { base: '', origin: window.location.origin }),
);
