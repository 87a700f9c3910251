/**
 * Where a signed-in person starts, and where they go after signing in. Part of every page's first load, so it
 * names no police role: every account that is not a citizen is a police account (the contract's ROLES), which
 * return-path.test.ts holds against the contract's own isPoliceRole.
 */
export function isPoliceAccount(role: string | null | undefined): boolean {
  return Boolean(role) && role !== 'citizen';
}

/** The police console for police accounts, the dashboard for citizens. */
export function homePathFor(role: string | null | undefined): string {
  return isPoliceAccount(role) ? '/console' : '/dashboard';
}

/**
 * Where to go after signing in: the page the guard came from (router state `from`, or `?next=` in a shared link),
 * only when it is a path of this app, never another site or the login page itself; else the person's home.
 */
export function returnPathAfterLogin(from: unknown, role: string | null | undefined): string {
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login')
    ? from
    : homePathFor(role);
}

/** The return path a page was sent with: router state `from` first, else the `next` query parameter. */
export function requestedReturnPath(state: unknown, search: string): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string') return from;
  return new URLSearchParams(search).get('next');
}
