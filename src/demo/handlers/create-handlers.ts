import type { RequestHandler } from 'msw';

import { authHandlers } from '@/demo/handlers/auth-handlers';
import { customerHandlers } from '@/demo/handlers/customer-handlers';
import { generationHandlers } from '@/demo/handlers/generation-handlers';
import { projectHandlers } from '@/demo/handlers/project-handlers';
import { storageHandlers } from '@/demo/handlers/storage-handlers';
import type { MockApi } from '@/demo/mock-api';

/**
 * Every call of spec §7 against `api`, plus its presigned storage. The unit tests
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
