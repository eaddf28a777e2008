import { onTestFinished } from 'vitest';

import { server } from '@/testing/mocks/server';

export type SentWrite = { method: string; path: string; body: unknown };

/**
 * Records every request but GETs the app sends from now until the test ends, with its JSON
 * body. The returned function resolves to them in the order they started.
 */
export function recordApiWrites() {
  const sent: Promise<SentWrite>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET') return;
    const path = new URL(request.url).pathname;
    sent.push(
      request
        .clone()
        .text()
        .then((text) => ({
          method: request.method,
          path,
          body: text ? (JSON.parse(text) as unknown) : undefined,
        })),
    );
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return () => Promise.all(sent);
}
