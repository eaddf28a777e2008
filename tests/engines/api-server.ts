import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { Socket } from 'node:net';

import { getResponse } from 'msw';

import { createHandlers } from '@/demo/handlers/create-handlers';
import type { MockApi } from '@/demo/mock-api';

import { seededMockApi } from '../e2e/fake-api';
import type { LocalTls } from '../e2e/local-tls';
import { HOST } from '../e2e/nginx-server';

/**
 * The REST API and its presigned storage for a build with VITE_API_BASE_URL, as a real HTTP
 * server on loopback (WebKit's and Firefox's drivers cannot answer a page's requests the way
 * Playwright's routing does): demo mode's own handlers, seeded with the demo's data, with CORS
 * as the real API sends it. API and storage share the one origin. Plain http, or with `tls` https
 * with HTTP/2 (and HTTP/1.1), as the real API is reached.
 */

export type ApiServer = {
  origin: string;
  /** The mock API behind it (to arrange more data, or sign a session token). */
  mockApi: MockApi;
  close: () => Promise<void>;
};

type Incoming = IncomingMessage | Http2ServerRequest;
type Outgoing = ServerResponse | Http2ServerResponse;

/** Headers HTTP/2 has no place for (a response with one fails). */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

function reply(
  response: Outgoing,
  status: number,
  headers: Record<string, string>,
  content: Buffer | string,
) {
  const sent = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !CONNECTION_HEADERS.has(name.toLowerCase())),
  );
  response.writeHead(status, sent).end(content);
}

function body(request: Incoming): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Serves the API on `port` of loopback for pages of `site` (its origin, for CORS). */
export async function serveApi(port: number, site: string, tls?: LocalTls): Promise<ApiServer> {
  const origin = `${tls ? 'https' : 'http'}://${HOST}:${port}`;
  const mockApi = await seededMockApi(origin);
  const handlers = createHandlers(mockApi, { base: origin, origin });
  const cors = {
    'Access-Control-Allow-Origin': site,
    'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE',
    'Access-Control-Allow-Headers': 'Authorization,Content-Type,Accept',
  };

  const handle = (request: Incoming, response: Outgoing) => {
    void (async () => {
      const method = request.method ?? 'GET';
      const url = new URL(request.url ?? '/', origin);
      if (method === 'OPTIONS') {
        reply(response, 204, cors, '');
        return;
      }
      const bytes = await body(request);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        // HTTP/2's pseudo-headers (:method, :path, ...) are not headers of the request.
        if (typeof value === 'string' && !name.startsWith(':')) headers.set(name, value);
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
        reply(response, 404, cors, 'Not found');
        return;
      }
      reply(
        response,
        answer.status,
        { ...Object.fromEntries(answer.headers), ...cors },
        Buffer.from(await answer.arrayBuffer()),
      );
    })().catch((error: unknown) => {
      reply(response, 500, cors, String(error));
    });
  };
  const server = tls
    ? createSecureServer({ key: tls.key, cert: tls.certificate, allowHTTP1: true }, handle)
    : createServer(handle);
  // Every connection, to end them all on close (keep-alive and HTTP/2 sessions stay open).
  const sockets = new Set<Socket>();
  server.on(tls ? 'secureConnection' : 'connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
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
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
