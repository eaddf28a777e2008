import type { RequestHandler } from 'msw';

/**
 * The mock API's request handlers, shared by the tests (setupServer) and, later, demo mode.
 * Empty until the API layer lands: with `onUnhandledRequest: 'error'` any request a test makes
 * without a handler fails the test.
 */
export const handlers: RequestHandler[] = [];
