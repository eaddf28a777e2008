import { HttpResponse } from 'msw';

import { decodeSessionToken } from '@/lib/session/jwt';
import type { MockApi } from '@/demo/mock-api';

/** A JSON error body the way the API sends them: `{ error }` (auth failures use `message`). */
export function errorResponse(status: number, error: string, field: 'error' | 'message' = 'error') {
  return HttpResponse.json({ [field]: error }, { status });
}

/** The request's JSON body as a plain object, or undefined when it is not one. */
export async function readJsonObject(
  request: Request,
): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function text(value: unknown) {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Checks the bearer token of an organization call: none, undecodable or expired is 401; a token
 * of another organization is 403. Returns the error response, or undefined when allowed.
 */
function authorize(api: MockApi, request: Request, org: string) {
  const match = /^Bearer\s+(\S+)$/.exec(request.headers.get('Authorization') ?? '');
  if (!match?.[1]) return errorResponse(401, 'Unauthorized');
  const decoded = decodeSessionToken(match[1]);
  if (!decoded.ok) return errorResponse(401, 'Invalid token');
  const { exp, organizationRef } = decoded.claims;
  if (exp !== undefined && exp * 1000 <= api.now()) return errorResponse(401, 'Token expired');
  if (organizationRef !== org) return errorResponse(403, 'Forbidden');
  return undefined;
}

/** The route's `:org` parameter (MSW types params loosely). */
export function param(
  params: Record<string, string | readonly string[] | undefined>,
  name: string,
) {
  const value = params[name];
  return typeof value === 'string' ? value : '';
}

type ScopedContext = {
  org: string;
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
};

/** Wraps an organization call's resolver with the token check of `authorize`. */
export function scoped(
  api: MockApi,
  resolve: (context: ScopedContext) => Response | Promise<Response>,
) {
  return ({ request, params }: Omit<ScopedContext, 'org'>) => {
    const org = param(params, 'org');
    return authorize(api, request, org) ?? resolve({ org, request, params });
  };
}
