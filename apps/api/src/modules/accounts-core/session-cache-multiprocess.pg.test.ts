/**
 * PostgreSQL only. Each process remembers live sessions (session-cache.ts); two real server processes on one
 * database show that a sign-in ended on one process (logout, an administrator disabling the account, a revocation
 * written straight into the database) is refused by the other within one second, although that other process had
 * just accepted the same token and remembered it.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { useServerProcesses } from '../../../test/server-processes';

const servers = useServerProcesses('session_mp', [8125, 8126]);
const PASSWORD = 'SafeOgun-Demo-2026';

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: servers.dbUrl.toString() });
  await db.connect();
});
afterAll(() => db?.end());

async function login(index: number, email: string): Promise<{ token: string; userId: string }> {
  const res = await fetch(`${servers.api(index)}/auth/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { user: { id: string }; tokens: { access: { token: string } } } };
  return { token: data.tokens.access.token, userId: data.user.id };
}

const me = (index: number, token: string) =>
  fetch(`${servers.api(index)}/user/me`, { headers: { authorization: `Bearer ${token}` } }).then((res) => res.status);

/** Asks process `index` every 20 ms until it refuses the token; the time that took, in ms. */
async function msUntilRefused(index: number, token: string, endedAt: number): Promise<number> {
  while ((await me(index, token)) !== 401) {
    if (Date.now() - endedAt > 5_000) throw new Error('the ended session was still accepted after 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - endedAt;
}

/** The other process accepts the token (and so remembers the session) several times. */
async function warm(index: number, token: string) {
  for (let i = 0; i < 5; i++) expect(await me(index, token)).toBe(200);
}

it('a logout on one process is refused by the other within a second', async () => {
  const { token } = await login(0, 'officer.ijebu-ode@demo.safeogun.ng');
  await warm(1, token);
  const res = await fetch(`${servers.api(0)}/auth/logout`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(await msUntilRefused(1, token, Date.now())).toBeLessThan(1_000);
}, 60_000);

it("an administrator's disabling on one process is refused by the other within a second", async () => {
  const officer = await login(1, 'officer.abeokuta-south@demo.safeogun.ng');
  const admin = await login(0, 'admin@demo.safeogun.ng');
  await warm(1, officer.token);
  const res = await fetch(`${servers.api(0)}/admin/police-accounts/${officer.userId}/disable`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(res.status).toBe(200);
  expect(await msUntilRefused(1, officer.token, Date.now())).toBeLessThan(1_000);
}, 60_000);

it('a revocation written straight into the database reaches both processes within a second', async () => {
  const { token, userId } = await login(0, 'commander.egba@demo.safeogun.ng');
  await warm(0, token);
  await warm(1, token);
  await db.query('update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null', [userId]);
  const endedAt = Date.now();
  expect(await msUntilRefused(0, token, endedAt)).toBeLessThan(1_000);
  expect(await msUntilRefused(1, token, endedAt)).toBeLessThan(1_000);
}, 60_000);
