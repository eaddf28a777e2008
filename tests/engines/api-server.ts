import { createServer, type IncomingMessage, type Server } from 'node:http';

import { getResponse } from 'msw';

import { createHandlers } from '@/demo/handlers/create-handlers';
import type { MockApi } from '@/demo/mock-api';

import { seededMockApi } from '../e2e/fake-api';
import { HOST } from '../e2e/nginx-server';

/**
 * The REST API and its presigned storage for a build with VITE_API_BASE_URL, as a real HTTP
 * server on loopback (WebKit's and Firefox's drivers cannot answer a page's requests the way
 * Playwright's routing does): demo mode's own handlers, seeded with the demo's data, with CORS
 * as the real API sends it. API and storage share the one origin.
 */

export type ApiServer = {
  origin: string;
  /** The mock API behind it (to arrange more data, or sign a session token). */
  mockApi: MockApi;
  close: () => Promise<void>;
};

function body(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Serves the API on `port` of loopback for pages of `site` (its origin, for CORS). */
export async function serveApi(port: number, site: string): Promise<ApiServer> {
  const origin = `http://${HOST}:${port}`;
  const mockApi = await seededMockApi(origin);
  const handlers = createHandlers(mockApi, { base: origin, origin });
  const cors = {
    'Access-Control-Allow-Origin': site,
    'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE',
    'Access-Control-Allow-Headers': 'Authorization,Content-Type,Accept',
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const method = request.method ?? 'GET';
      const url = new URL(request.url ?? '/', origin);
      if (method === 'OPTIONS') {
        response.writeHead(204, cors).end();
        return;
      }
      const bytes = await body(request);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      const answer = await getResponse(
        handlers,
        new Request(url, {
          method,
          headers,
          body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(bytes),
        }),
      );
      if (!answer) {
        response.writeHead(404, cors).end('Not found');
        return;
      }
      response.writeHead(answer.status, { ...Object.fromEntries(answer.headers), ...cors });
      response.end(Buffer.from(await answer.arrayBuffer()));
    })().catch((error: unknown) => {
      response.writeHead(500, cors).end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, resolve);
  });

  return {
    origin,
    mockApi,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
