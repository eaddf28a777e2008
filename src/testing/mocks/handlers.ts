import type { RequestHandler } from 'msw';

import { authHandlers } from '@/testing/mocks/handlers/auth-handlers';
import { customerHandlers } from '@/testing/mocks/handlers/customer-handlers';
import { generationHandlers } from '@/testing/mocks/handlers/generation-handlers';
import { projectHandlers } from '@/testing/mocks/handlers/project-handlers';
import { storageHandlers } from '@/testing/mocks/handlers/storage-handlers';
import type { MockApi } from '@/testing/mocks/mock-api';

/**
 * Every call of spec §7 against `api`, plus its presigned storage. The jsdom tests
 * (setupServer) and demo mode (the service worker) run these same handlers.
 * `base` is the API base URL ('' for the page's own origin).
 */
export function createHandlers(api: MockApi, { base, origin }: { base: string; origin: string }) {
  const handlers: RequestHandler[] = [
    ...authHandlers(api, base),
    ...customerHandlers(api, base),
    ...projectHandlers(api, base),
    ...generationHandlers(api, base),
    ...storageHandlers(api, origin),
  ];
  return handlers;
}
