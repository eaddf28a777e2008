import { setupServer } from 'msw/node';

import { handlers } from '@/testing/mocks/handlers';

/** The mock API for the jsdom tests. */
export const server = setupServer(...handlers);
