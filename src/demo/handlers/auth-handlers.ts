import { http, HttpResponse } from 'msw';

import { DEMO_CONFIRMATION_CODE } from '@/config/demo';
import { errorResponse, readJsonObject, text } from '@/demo/handlers/handler-utils';
import type { MockApi } from '@/demo/mock-api';

/** POST /api/auth/{login,register,confirm,resend-code} (spec §7). */
export function authHandlers(api: MockApi, base: string) {
  return [
    http.post(`${base}/api/auth/login`, async ({ request }) => {
      const body = await readJsonObject(request);
      const email = text(body?.email);
      const password = typeof body?.password === 'string' ? body.password : '';
      if (!email || !password) {
        return HttpResponse.json(
          { success: false, error: 'Email and password are required' },
          { status: 400 },
        );
      }
      const user = api.findUser(email);
      if (!user || user.password !== password) {
        return HttpResponse.json(
          { success: false, error: 'Invalid email or password' },
          { status: 401 },
        );
      }
      if (!user.confirmed) {
        return HttpResponse.json(
          { success: false, error: 'Please confirm your email before signing in' },
          { status: 403 },
        );
      }
      return HttpResponse.json({
        success: true,
        message: 'Login successful',
        token: api.issueToken(user),
      });
    }),

    http.post(`${base}/api/auth/register`, async ({ request }) => {
      const body = await readJsonObject(request);
      const email = text(body?.email);
      const name = text(body?.name);
      const password = typeof body?.password === 'string' ? body.password : '';
      if (!email || !name || !password) {
        return errorResponse(400, 'Name, email and password are required');
      }
      if (!email.includes('@')) return errorResponse(400, 'Email is not valid');
      if (api.findUser(email))
        return errorResponse(409, 'An account with this email already exists');
      await api.addUser({
        email,
        name,
        password,
        confirmed: false,
        confirmationCode: DEMO_CONFIRMATION_CODE,
      });
      return HttpResponse.json({ success: true, message: 'Registration successful' });
    }),

    http.post(`${base}/api/auth/confirm`, async ({ request }) => {
      const body = await readJsonObject(request);
      const user = api.findUser(text(body?.email));
      if (!user) return errorResponse(404, 'User not found', 'message');
      if (text(body?.code) !== user.confirmationCode) {
        return errorResponse(400, 'Invalid verification code', 'message');
      }
      user.confirmed = true;
      await api.save();
      return HttpResponse.json({ message: 'Email confirmed' });
    }),

    http.post(`${base}/api/auth/resend-code`, async ({ request }) => {
      const body = await readJsonObject(request);
      const user = api.findUser(text(body?.email));
      if (!user) return errorResponse(404, 'User not found', 'message');
      if (user.confirmed) return errorResponse(400, 'Email is already confirmed', 'message');
      return HttpResponse.json({ message: 'Verification code sent' });
    }),
  ];
}
