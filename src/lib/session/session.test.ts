import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { JWT_ERRORS } from '@/lib/session/jwt';
import {
  getSession,
  SESSION_EXPIRED_MESSAGE,
  signIn,
  signOut,
  TOKEN_STORAGE_KEY,
  useSession,
} from '@/lib/session/session';
import { createTestToken, TEST_USER } from '@/testing/tokens';
import { msg } from '@lingui/core/macro';

afterEach(() => {
  vi.useRealTimers();
});

describe('session', () => {
  it('is signed out when no token is stored', () => {
    expect(getSession()).toEqual({ status: 'signed-out' });
  });

  it('is signed in with the user and organization from a valid stored token', () => {
    const token = createTestToken();
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    expect(getSession()).toEqual({
      status: 'signed-in',
      user: {
        token,
        organizationRef: TEST_USER.organizationRef,
        userRef: TEST_USER.sub,
        name: TEST_USER.name,
        email: TEST_USER.email,
        expiresAt: expect.any(Number) as number,
      },
    });
  });

  it('treats a token that fails to decode as signed out, with the reason', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'not-a-jwt');
    expect(getSession()).toEqual({ status: 'signed-out', reason: JWT_ERRORS.segmentCount });
  });

  it('treats an expired token as signed out', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, createTestToken({}, -60));
    expect(getSession()).toEqual({ status: 'signed-out', reason: SESSION_EXPIRED_MESSAGE });
  });

  it('stores the token on sign-in under userToken and removes it on sign-out', () => {
    const token = createTestToken();
    signIn(token);
    expect(localStorage.getItem('userToken')).toBe(token);
    expect(getSession().status).toBe('signed-in');

    const reason = msg`Your session has ended.`;
    signOut(reason);
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(getSession()).toEqual({ status: 'signed-out', reason });
  });

  it('signs the user out the moment the token expires', () => {
    vi.useFakeTimers();
    signIn(createTestToken({}, 30));
    const { result } = renderHook(() => useSession());
    expect(result.current.status).toBe('signed-in');

    act(() => {
      vi.advanceTimersByTime(31_000);
    });
    expect(result.current).toEqual({ status: 'signed-out', reason: SESSION_EXPIRED_MESSAGE });
  });

  it('follows a sign-out made in another tab', () => {
    signIn(createTestToken());
    const { result } = renderHook(() => useSession());
    expect(result.current.status).toBe('signed-in');

    act(() => {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    });
    expect(result.current.status).toBe('signed-out');
  });
});
