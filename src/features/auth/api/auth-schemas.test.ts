import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';

import { login } from '@/features/auth/api/login';
import { ContractError } from '@/lib/api/api-client';
import { server } from '@/testing/mocks/server';

/** The sign-in response is checked against the contract (spec §3 'Login response'). */

const CREDENTIALS = { email: 'robin@example.com', password: 'secret' };

function answerLogin(body: JsonBodyType) {
  server.use(http.post('/api/auth/login', () => HttpResponse.json(body)));
}

describe('POST /api/auth/login', () => {
  it('turns null fields into undefined', async () => {
    answerLogin({ success: true, message: 'Login successful', token: 'a.b.c', error: null });
    await expect(login(CREDENTIALS)).resolves.toEqual({
      success: true,
      message: 'Login successful',
      token: 'a.b.c',
    });
  });

  it('accepts an answer that is not a success (the form shows "Login failed")', async () => {
    answerLogin({ success: false, message: null });
    await expect(login(CREDENTIALS)).resolves.toEqual({ success: false });
  });

  it('rejects a success flag that is not a boolean, naming the endpoint and the field', async () => {
    answerLogin({ success: 'yes', message: 'Login successful', token: 'a.b.c' });

    const error: unknown = await login(CREDENTIALS).then(
      () => undefined,
      (reason: unknown) => reason,
    );

    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({
      endpoint: 'POST /api/auth/login',
      message: expect.stringContaining(
        'Unexpected response from POST /api/auth/login: success: ',
      ) as string,
    });
  });

  it('rejects a token that is not text', async () => {
    answerLogin({ success: true, message: 'Login successful', token: 7 });
    await expect(login(CREDENTIALS)).rejects.toThrow(/POST \/api\/auth\/login: token: /);
  });
});
