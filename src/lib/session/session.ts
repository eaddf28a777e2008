import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useSyncExternalStore } from 'react';

import { decodeSessionToken } from '@/lib/session/jwt';

/** localStorage key of the session token (spec §9). */
export const TOKEN_STORAGE_KEY = 'userToken';

export const SESSION_EXPIRED_MESSAGE = msg`Your session has expired. Please sign in again.`;

type SessionUser = {
  token: string;
  organizationRef: string;
  /** The user reference: the token's `sub` claim when it has one. */
  userRef?: string;
  name?: string;
  email?: string;
  /** When the token expires, in milliseconds since the epoch. */
  expiresAt?: number;
};

type Session =
  | { status: 'signed-in'; user: SessionUser }
  /** `reason`: why, said on the sign-in screen (in the language shown then). */
  | { status: 'signed-out'; reason?: MessageDescriptor };

const listeners = new Set<() => void>();
let cache: { token: string | null; session: Session } | undefined;

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function sessionFromToken(token: string | null): Session {
  if (!token) return { status: 'signed-out' };
  const decoded = decodeSessionToken(token);
  if (!decoded.ok) return { status: 'signed-out', reason: decoded.error };
  const { claims } = decoded;
  const expiresAt = claims.exp === undefined ? undefined : claims.exp * 1000;
  if (expiresAt !== undefined && expiresAt <= Date.now()) {
    return { status: 'signed-out', reason: SESSION_EXPIRED_MESSAGE };
  }
  return {
    status: 'signed-in',
    user: {
      token,
      organizationRef: claims.organizationRef,
      userRef: claims.sub,
      name: claims.name,
      email: claims.email,
      expiresAt,
    },
  };
}

function isExpired(session: Session) {
  return (
    session.status === 'signed-in' &&
    session.user.expiresAt !== undefined &&
    session.user.expiresAt <= Date.now()
  );
}

/**
 * The current session, read from the stored token. A token that is missing, fails to decode
 * or has expired means signed out. The result is stable while nothing changes.
 */
export function getSession(): Session {
  const token = readToken();
  if (!cache || cache.token !== token || isExpired(cache.session)) {
    cache = { token, session: sessionFromToken(token) };
  }
  return cache.session;
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stores a new session token (after sign-in). */
export function signIn(token: string) {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  notify();
}

/**
 * Clears the stored token. `reason` is shown on the sign-in screen (for example when the API
 * answered 401); a plain logout passes none.
 */
export function signOut(reason?: MessageDescriptor) {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  cache = { token: null, session: { status: 'signed-out', reason } };
  notify();
}

const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * What a page prerendered at build time shows: nobody is signed in there. A page that hydrates
 * such HTML starts from it too, then re-renders with the stored session (no mismatch).
 */
const PRERENDERED_SESSION: Session = { status: 'signed-out' };
const getPrerenderedSession = () => PRERENDERED_SESSION;

/** The current session; re-renders on sign-in, sign-out (in any tab) and when the token expires. */
export function useSession(): Session {
  const session = useSyncExternalStore(subscribe, getSession, getPrerenderedSession);
  const expiresAt = session.status === 'signed-in' ? session.user.expiresAt : undefined;

  useEffect(() => {
    if (expiresAt === undefined) return;
    const timer = window.setTimeout(notify, Math.min(expiresAt - Date.now() + 50, MAX_TIMEOUT_MS));
    return () => window.clearTimeout(timer);
  }, [expiresAt]);

  return session;
}

/**
 * Who the session belongs to, as one string: `organization/user` when signed in, else
 * `signed-out`. What is kept per user (fetched data, form drafts) is kept under it.
 */
export function sessionOwner(session: Session): string {
  return session.status === 'signed-in'
    ? `${session.user.organizationRef}/${session.user.userRef ?? ''}`
    : 'signed-out';
}

/**
 * The signed-in user's organization, from the token: every organization-scoped call uses it.
 * Only for screens under the `/app` guard, which never renders them signed out.
 */
export function useOrganizationRef(): string {
  const session = useSession();
  if (session.status !== 'signed-in') throw new Error('Not signed in.');
  return session.user.organizationRef;
}
