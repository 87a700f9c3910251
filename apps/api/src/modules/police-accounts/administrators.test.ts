/**
 * The first administrator (ADMIN_EMAIL and ADMIN_PASSWORD at start, when there is none) and `npm run admin:create`.
 * A database without the demo police: no administrator until one is made here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestUser, engine, type TestContext } from '../../../test/helpers';
import { auditLog, users } from '../../db/schema';
import { AdministratorSetupError, createAdministrator, ensureFirstAdministrator } from './administrators.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const deps = () => ({ db: ctx.app.db, now: () => new Date() });
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login/email', payload: { email, password } });
const administrators = () => ctx.database.db.select().from(users).where(eq(users.role, 'admin'));

describe(`the first administrator (${engine})`, () => {
  it('does nothing without ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    expect(await ensureFirstAdministrator(deps(), undefined)).toBe('not-configured');
    expect(await administrators()).toEqual([]);
  });

  it('refuses an address that already has a citizen account, naming ADMIN_EMAIL', async () => {
    const citizen = await createTestUser(ctx);
    await expect(ensureFirstAdministrator(deps(), { email: citizen.email, password: 'First#Admin1' })).rejects.toThrow(
      /^ADMIN_EMAIL: .* already has a SafeOgun account that is not an administrator/,
    );
    expect(await administrators()).toEqual([]);
  });

  it('creates the administrator when there is none, once; it logs in; the creation is audited as the system', async () => {
    const first = { email: 'first.admin@police.example', password: 'First#Admin1' };
    const [a, b] = await Promise.all([
      ensureFirstAdministrator(deps(), first),
      ensureFirstAdministrator(deps(), first),
    ]);
    expect([a, b].sort()).toEqual(['created', 'exists']);
    expect(await ensureFirstAdministrator(deps(), { email: 'second@police.example', password: 'First#Admin1' })).toBe(
      'exists',
    );
    const admins = await administrators();
    expect(admins.map((u) => u.email)).toEqual([first.email]);
    expect(admins[0]!.emailVerifiedAt).not.toBeNull();

    const session = await login(first.email, first.password);
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().data.user.role).toBe('admin');
    const [audited] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, admins[0]!.id));
    expect(audited).toMatchObject({
      action: 'police.administrator.created',
      actorUserId: null,
      actorRole: null,
      details: { via: 'ADMIN_EMAIL' },
    });
  });
});

describe(`npm run admin:create (${engine})`, () => {
  it('creates another administrator; refuses a weak password and an address that has an account', async () => {
    const id = await createAdministrator(deps(), {
      email: 'cli.admin@police.example',
      password: 'Cli#Admin99',
      fullName: 'Ngozi Eze',
    });
    const session = await login('cli.admin@police.example', 'Cli#Admin99');
    expect(session.json().data.user).toMatchObject({ id, role: 'admin', fullName: 'Ngozi Eze' });

    await expect(createAdministrator(deps(), { email: 'weak@police.example', password: 'weakpass' })).rejects.toThrow(
      new AdministratorSetupError(
        'The password is too weak: Must contain one uppercase letter; Must contain one special character.',
      ),
    );
    await expect(
      createAdministrator(deps(), { email: 'cli.admin@police.example', password: 'Cli#Admin99' }),
    ).rejects.toThrow('cli.admin@police.example already has a SafeOgun account.');
  });
});
