import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect } from 'vitest';

import { ContractError } from '@/lib/api/api-client';
import { server } from '@/testing/mocks/server';

/** The API answers `method path` with `body` as JSON (for the schema tests of the entities). */
export function answerJson(method: 'get' | 'post', path: string, body: JsonBodyType) {
  server.use(http[method](path, () => HttpResponse.json(body)));
}

/** Expects `promise` to reject with a ContractError naming `endpoint` and `field`. */
export async function expectContractError(
  promise: Promise<unknown>,
  endpoint: string,
  field: string,
) {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ContractError);
  expect(error).toMatchObject({
    endpoint,
    message: expect.stringContaining(`Unexpected response from ${endpoint}: ${field}: `) as string,
  });
}
