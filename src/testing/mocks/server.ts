import { setupServer } from 'msw/node';

import { createHandlers } from '@/demo/handlers/create-handlers';
import { createMockApi } from '@/demo/mock-api';
import { createMemoryPersistence } from '@/demo/mock-persistence';
import { stubRenderer } from '@/testing/mocks/stub-renderer';

/** The mock API of the unit tests; setup-tests.ts empties it after each test. */
export const mockApi = createMockApi({
  persistence: createMemoryPersistence(),
  renderer: stubRenderer,
  origin: window.location.origin,
});

export const server = setupServer(
  ...createHandlers(mockApi, { base: '', origin: window.location.origin }),
);
