/**
 * The signed-in session, persisted in local storage: the flag `isAuthenticated` ('true') plus the stored user and
 * tokens under one root key, version 1 (specification section 3). Components read it with `useSession()`.
 */
import { useSyncExternalStore } from 'react';
import type { Tokens, User } from '@safeogun/contract/auth';

/**
 * The user as the sign-in answer gives it (the contract's `User`). A session stored by an older version may lack
 * fields, so only the id, name and email are counted on.
 */
export type SessionUser = Pick<User, 'id' | 'fullName' | 'email'> & Partial<User>;

/** The tokens of the sign-in answer (the contract's `Tokens`); a stored session may lack expiries or refresh. */
export interface SessionTokens {
  access: Pick<Tokens['access'], 'token'> & Partial<Tokens['access']>;
  refresh?: Pick<Tokens['refresh'], 'token'> & Partial<Tokens['refresh']>;
}

export interface Session {
  version: 1;
  user: SessionUser;
  tokens: SessionTokens;
  /** 'Remember for 30 days' unchecked: the session ends with the browser session (DECISIONS.md). */
  remember?: boolean;
}

const ROOT_KEY = 'safeogun:session';
const FLAG_KEY = 'isAuthenticated';
/** A cookie without an expiry lives as long as the browser session; its absence ends an unremembered session. */
const BROWSER_SESSION_COOKIE = 'safeogun_browser_session';

function browserSessionAlive(): boolean {
  return document.cookie.split('; ').includes(`${BROWSER_SESSION_COOKIE}=1`);
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; flag: string | null; session: Session | null } = {
  raw: null,
  flag: null,
  session: null,
};

function read(): Session | null {
  let raw: string | null = null;
  let flag: string | null = null;
  try {
    raw = localStorage.getItem(ROOT_KEY);
    flag = localStorage.getItem(FLAG_KEY);
  } catch {
    return null;
  }
  if (raw === cached.raw && flag === cached.flag) return cached.session;
  let session: Session | null = null;
  if (raw && flag === 'true') {
    try {
      const parsed = JSON.parse(raw) as Session;
      const valid = parsed?.version === 1 && Boolean(parsed.tokens?.access?.token) && Boolean(parsed.user);
      if (valid && (parsed.remember !== false || browserSessionAlive())) session = parsed;
    } catch {
      session = null;
    }
  }
  cached = { raw, flag, session };
  return session;
}

function emit() {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return read();
}

export function getAccessToken(): string | null {
  return read()?.tokens.access.token ?? null;
}

export function setSession(user: SessionUser, tokens: SessionTokens, remember = true): void {
  document.cookie = `${BROWSER_SESSION_COOKIE}=1; path=/; SameSite=Strict`;
  localStorage.setItem(ROOT_KEY, JSON.stringify({ version: 1, user, tokens, remember } satisfies Session));
  localStorage.setItem(FLAG_KEY, 'true');
  emit();
}

export function updateSessionUser(patch: Partial<SessionUser>): void {
  const session = read();
  if (!session) return;
  setSession({ ...session.user, ...patch }, session.tokens, session.remember);
}

export function updateSessionTokens(tokens: SessionTokens): void {
  const session = read();
  if (!session) return;
  setSession(session.user, tokens, session.remember);
}

export function clearSession(): void {
  localStorage.removeItem(ROOT_KEY);
  localStorage.setItem(FLAG_KEY, 'false');
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ROOT_KEY || event.key === FLAG_KEY || event.key === null) listener();
  };
  // No window when a page is rendered ahead of time at build (entry-server.tsx): no other tab to hear from.
  if (typeof window === 'undefined') return () => listeners.delete(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current session (null when signed out); re-renders on sign-in, sign-out and changes in other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** The signed-in user's id (null when signed out): user data is cached under it, so no one sees another's. */
export function useUserId(): string | null {
  return useSession()?.user.id ?? null;
}

/**
 * Calls `listener` whenever the signed-in person changes: sign-in, sign-out, session expiry, or either of them in
 * another tab. A token refresh or a profile edit keeps the same person and calls nothing.
 */
export function onSessionUserChange(listener: () => void): () => void {
  let userId = read()?.user.id ?? null;
  return subscribe(() => {
    const next = read()?.user.id ?? null;
    if (next === userId) return;
    userId = next;
    listener();
  });
}

export function userInitial(user: SessionUser | null | undefined): string {
  return user?.fullName?.trim().charAt(0).toUpperCase() || 'U';
}
