/**
 * Police accounts run by administrators (issue 11): the list, a role and posting change, disabling (every sign-in
 * ends at once: a live access token answers 401 on its next call) and enabling; each change audited with the
 * administrator's address; an administrator cannot disable or demote themselves.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POLICE_ACCOUNT_MESSAGES } from '@safeogun/contract/police-accounts';
import { ACCOUNT_MESSAGES } from '@safeogun/contract/messages';
import { createTestUser, engine, type TestUser } from '../../../test/helpers';
import { users } from '../../db/schema';
import { hashPassword } from '../accounts-core/passwords';
import { jurisdictionOf } from '../jurisdiction/jurisdiction';
import {
  PASSWORD,
  admin,
  api,
  auditOf,
  ctx,
  login,
  setupPoliceAccountsApp,
  uniqueEmail,
} from './police-accounts.test-helpers';
// The demo Area Commands and stations the accounts are posted to.
import { egba, egbaStation, ijebuStation, remo } from './police-accounts.test-helpers';

setupPoliceAccountsApp();

/** A police account that can also log in with PASSWORD. */
async function policeAccount(fields: Partial<typeof users.$inferInsert>): Promise<TestUser> {
  return createTestUser(ctx, {
    email: uniqueEmail(String(fields.role)),
    passwordHash: await hashPassword(PASSWORD),
    fullName: 'Bisi Oladipo',
    ...fields,
  });
}

const row = async (id: string) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe(`listing police accounts (${engine})`, () => {
  it('lists police accounts only, filtered by role, status and name or email, paged', async () => {
    const tag = `Zulu${Date.now().toString(36)}`;
    const officer = await policeAccount({ role: 'officer', stationId: egbaStation, fullName: `${tag} Officer` });
    const commander = await policeAccount({
      role: 'area_commander',
      postingAreaCommandId: egba,
      fullName: `${tag} Cmd`,
    });
    const hq = await policeAccount({ role: 'hq', fullName: `${tag} Hq`, disabledAt: new Date() });
    await createTestUser(ctx, { fullName: `${tag} Citizen` });

    const all = (await api('GET', `/admin/police-accounts?q=${tag}`, admin)).json().data.accounts;
    expect(all.pagination).toEqual({ total: 3, totalPages: 1, currentPage: 1, pageSize: 20 });
    expect(all.data).toEqual([
      expect.objectContaining({
        id: commander.id,
        role: 'area_commander',
        station: null,
        areaCommand: { id: egba, name: 'Egba Area Command (demo)' },
      }),
      expect.objectContaining({ id: hq.id, role: 'hq', status: 'disabled', disabledAt: expect.any(String) }),
      expect.objectContaining({
        id: officer.id,
        role: 'officer',
        status: 'active',
        disabledAt: null,
        station: { id: egbaStation, formation: expect.any(String) },
        areaCommand: null,
        email: officer.email,
        phoneNumber: expect.stringMatching(/^\+234/),
      }),
    ]);
    const officers = (await api('GET', `/admin/police-accounts?q=${tag}&role=officer`, admin)).json().data.accounts;
    expect(officers.data.map((a: { id: string }) => a.id)).toEqual([officer.id]);
    const disabled = (await api('GET', `/admin/police-accounts?q=${tag}&status=disabled`, admin)).json().data.accounts;
    expect(disabled.data.map((a: { id: string }) => a.id)).toEqual([hq.id]);
    const byEmail = (await api('GET', `/admin/police-accounts?q=${encodeURIComponent(officer.email)}`, admin)).json();
    expect(byEmail.data.accounts.data.map((a: { id: string }) => a.id)).toEqual([officer.id]);
    const paged = (await api('GET', `/admin/police-accounts?q=${tag}&size=2&page=2`, admin)).json().data.accounts;
    expect(paged.pagination).toEqual({ total: 3, totalPages: 2, currentPage: 2, pageSize: 2 });
    expect(paged.data).toHaveLength(1);
    for (const bad of ['role=citizen', 'status=gone', 'page=0', 'size=101', `q=${'x'.repeat(101)}`])
      expect((await api('GET', `/admin/police-accounts?${bad}`, admin)).statusCode, bad).toBe(400);
  });

  it('lists the Area Commands with their LGAs and stations', async () => {
    const res = await api('GET', '/admin/area-commands', admin);
    expect(res.statusCode).toBe(200);
    const { areaCommands, unassignedLgas } = res.json().data;
    expect(areaCommands.map((c: { name: string }) => c.name)).toEqual([
      'Egba Area Command (demo)',
      'Ijebu Area Command (demo)',
      'Remo Area Command (demo)',
      'Yewa Area Command (demo)',
    ]);
    const egbaCommand = areaCommands.find((c: { id: number }) => c.id === egba);
    expect(egbaCommand.lgas.map((l: { name: string }) => l.name).sort()).toEqual(
      ['Abeokuta North', 'Abeokuta South', 'Ewekoro', 'Ifo', 'Obafemi Owode', 'Odeda'].sort(),
    );
    const abeokutaSouth = egbaCommand.lgas.find((l: { name: string }) => l.name === 'Abeokuta South');
    expect(abeokutaSouth.stations).toContainEqual({ id: egbaStation, formation: expect.any(String) });
    expect(areaCommands.flatMap((c: { lgas: unknown[] }) => c.lgas)).toHaveLength(20);
    expect(unassignedLgas).toEqual([]);
  });
});

describe(`changing a role and posting (${engine})`, () => {
  it('moves an officer to area commander of a command: reach follows; role and posting changes audited', async () => {
    const officer = await policeAccount({ role: 'officer', stationId: egbaStation });
    const res = await api('PATCH', `/admin/police-accounts/${officer.id}`, admin, {
      role: 'area_commander',
      areaCommandId: remo,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: POLICE_ACCOUNT_MESSAGES.updated,
      data: { account: { id: officer.id, role: 'area_commander', station: null, areaCommand: { id: remo } } },
    });
    expect(await row(officer.id)).toMatchObject({
      role: 'area_commander',
      postingStationId: null,
      postingAreaCommandId: remo,
    });
    expect(await jurisdictionOf(ctx.app.db, { id: officer.id, role: 'area_commander' })).toMatchObject({
      kind: 'area',
      areaCommandId: remo,
    });
    // The role is read per request: the old token already acts as the new role.
    expect((await api('GET', '/user/me', officer)).json().data.user.role).toBe('area_commander');

    const trail = await auditOf(officer.id);
    expect(trail.map((r) => ({ action: r.action, actor: r.actorUserId, details: r.details }))).toEqual([
      { action: 'police.role.changed', actor: admin.id, details: { fromRole: 'officer', toRole: 'area_commander' } },
      {
        action: 'police.posting.changed',
        actor: admin.id,
        details: { fromStationId: egbaStation, toStationId: null, fromAreaCommandId: null, toAreaCommandId: remo },
      },
    ]);
    expect(trail.every((r) => r.ipAddress?.startsWith('10.1.'))).toBe(true);

    // The same role and posting again: nothing changes, nothing is recorded.
    expect(
      (
        await api('PATCH', `/admin/police-accounts/${officer.id}`, admin, {
          role: 'area_commander',
          areaCommandId: remo,
        })
      ).statusCode,
    ).toBe(200);
    expect(await auditOf(officer.id)).toHaveLength(2);
  });

  it('moves an officer to another station: one posting row, no role row', async () => {
    const officer = await policeAccount({ role: 'officer', stationId: egbaStation });
    const res = await api('PATCH', `/admin/police-accounts/${officer.id}`, admin, {
      role: 'officer',
      stationId: ijebuStation,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.account.station.id).toBe(ijebuStation);
    expect((await auditOf(officer.id)).map((r) => r.action)).toEqual(['police.posting.changed']);
  });

  it('makes an area commander State HQ: no posting left', async () => {
    const commander = await policeAccount({ role: 'area_commander', postingAreaCommandId: egba });
    const res = await api('PATCH', `/admin/police-accounts/${commander.id}`, admin, { role: 'hq' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await row(commander.id)).toMatchObject({ role: 'hq', postingStationId: null, postingAreaCommandId: null });
  });

  it('refuses a role without its posting (400), an unknown posting (400), and answers 404 for anything not a police account', async () => {
    const officer = await policeAccount({ role: 'officer', stationId: egbaStation });
    const url = `/admin/police-accounts/${officer.id}`;
    const cases: Array<[object, string, string]> = [
      [{ role: 'officer' }, 'stationId', POLICE_ACCOUNT_MESSAGES.stationRequired],
      [{ role: 'area_commander' }, 'areaCommandId', POLICE_ACCOUNT_MESSAGES.areaCommandRequired],
      [{ role: 'hq', stationId: egbaStation }, 'stationId', POLICE_ACCOUNT_MESSAGES.stationOnlyForOfficers],
      [{ role: 'officer', stationId: 2_000_000_000 }, 'stationId', ACCOUNT_MESSAGES.stationNotFound],
      [{ role: 'area_commander', areaCommandId: 99_999 }, 'areaCommandId', POLICE_ACCOUNT_MESSAGES.areaCommandNotFound],
      [{ role: 'citizen' }, 'role', 'role must be one of officer, area_commander, hq, admin.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await api('PATCH', url, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
    }
    expect(await row(officer.id)).toMatchObject({ role: 'officer', postingStationId: egbaStation });
    expect(await auditOf(officer.id)).toEqual([]);

    const citizen = await createTestUser(ctx);
    for (const id of [citizen.id, randomUUID(), 'not-an-id', '2147483648']) {
      for (const [method, path, body] of [
        ['PATCH', '', { role: 'hq' }],
        ['POST', '/disable', undefined],
        ['POST', '/enable', undefined],
      ] as const) {
        const res = await api(method, `/admin/police-accounts/${id}${path}`, admin, body);
        expect(res.statusCode, `${method} ${id}${path}`).toBe(404);
        expect(res.json().message).toBe(POLICE_ACCOUNT_MESSAGES.accountNotFound);
      }
    }
    expect((await row(citizen.id)).role).toBe('citizen');
  });

  it('an administrator cannot demote themselves (400), but may save their own unchanged role', async () => {
    const me = await policeAccount({ role: 'admin' });
    const res = await api('PATCH', `/admin/police-accounts/${me.id}`, me, { role: 'hq' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: POLICE_ACCOUNT_MESSAGES.cannotDemoteSelf,
      errors: [{ field: 'role', message: POLICE_ACCOUNT_MESSAGES.cannotDemoteSelf }],
    });
    expect((await row(me.id)).role).toBe('admin');
    expect((await api('PATCH', `/admin/police-accounts/${me.id}`, me, { role: 'admin' })).statusCode).toBe(200);
  });

  it('keeps PATCH /admin/users/{id}/posting working beside it', async () => {
    const officer = await policeAccount({ role: 'officer', stationId: egbaStation });
    const res = await api('PATCH', `/admin/users/${officer.id}/posting`, admin, { stationId: ijebuStation });
    expect(res.statusCode).toBe(200);
    const listed = (await api('GET', `/admin/police-accounts?q=${encodeURIComponent(officer.email)}`, admin)).json();
    expect(listed.data.accounts.data[0].station.id).toBe(ijebuStation);
  });
});

describe(`disabling and enabling (${engine})`, () => {
  it('ends every sign-in at once: the live access token answers 401 on its next call, and login is refused', async () => {
    const officer = await policeAccount({ role: 'officer', stationId: egbaStation });
    const signedIn = await login(officer.email);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { access, refresh } = signedIn.json().data.tokens;
    const asOfficer = { authorization: `Bearer ${access.token}` };
    const me = () => ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: asOfficer });
    expect((await me()).statusCode).toBe(200);
    expect((await api('GET', '/police/sos', officer)).statusCode).toBe(200);

    const res = await api('POST', `/admin/police-accounts/${officer.id}/disable`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: POLICE_ACCOUNT_MESSAGES.disabled,
      data: { account: { id: officer.id, status: 'disabled', disabledAt: expect.any(String) } },
    });

    // Both the session from the login and the test session: their next request is refused.
    expect((await me()).statusCode).toBe(401);
    expect((await api('GET', '/police/sos', officer)).statusCode).toBe(401);
    const refreshed = await api('POST', '/auth/token/refresh', null, { refreshToken: refresh.token });
    expect(refreshed.statusCode).toBe(401);
    const again = await login(officer.email);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(POLICE_ACCOUNT_MESSAGES.accountDisabled);
    // A wrong password learns nothing about the account being disabled.
    const wrong = await login(officer.email, 'Wrong#Pass1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.invalidCredentials);

    // Disabling again changes nothing and records nothing more.
    expect((await api('POST', `/admin/police-accounts/${officer.id}/disable`, admin)).statusCode).toBe(200);

    const enabled = await api('POST', `/admin/police-accounts/${officer.id}/enable`, admin);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json()).toMatchObject({
      message: POLICE_ACCOUNT_MESSAGES.enabled,
      data: { account: { status: 'active', disabledAt: null } },
    });
    // Old sign-ins stay ended; a new login works.
    expect((await me()).statusCode).toBe(401);
    expect((await login(officer.email)).statusCode).toBe(200);
    expect((await api('POST', `/admin/police-accounts/${officer.id}/enable`, admin)).statusCode).toBe(200);

    const trail = await auditOf(officer.id);
    expect(trail.map((r) => [r.action, r.actorUserId, r.actorRole])).toEqual([
      ['police.account.disabled', admin.id, 'admin'],
      ['police.account.enabled', admin.id, 'admin'],
    ]);
    expect(trail[0]!.ipAddress).toMatch(/^10\.1\./);
  });

  it('an administrator cannot disable themselves (400)', async () => {
    const me = await policeAccount({ role: 'admin' });
    const res = await api('POST', `/admin/police-accounts/${me.id}/disable`, me);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(POLICE_ACCOUNT_MESSAGES.cannotDisableSelf);
    expect((await row(me.id)).disabledAt).toBeNull();
    expect((await api('GET', '/admin/police-accounts', me)).statusCode).toBe(200);
  });

  it('a disabled administrator loses the console at once', async () => {
    const other = await policeAccount({ role: 'admin' });
    expect((await api('GET', '/admin/police-accounts', other)).statusCode).toBe(200);
    expect((await api('POST', `/admin/police-accounts/${other.id}/disable`, admin)).statusCode).toBe(200);
    expect((await api('GET', '/admin/police-accounts', other)).statusCode).toBe(401);
    expect((await api('POST', `/admin/police-accounts/${admin.id}/disable`, other)).statusCode).toBe(401);
  });

  it('administrators only: HQ 403, officer 403, citizen 403, anonymous 401', async () => {
    const target = await policeAccount({ role: 'officer', stationId: egbaStation });
    const callers = [
      ['hq', await policeAccount({ role: 'hq' }), 403],
      ['the officer themself', target, 403],
      ['citizen', await createTestUser(ctx), 403],
      ['anonymous', null, 401],
    ] as const;
    for (const [who, user, status] of callers) {
      expect((await api('GET', '/admin/police-accounts', user)).statusCode, who).toBe(status);
      expect((await api('PATCH', `/admin/police-accounts/${target.id}`, user, { role: 'hq' })).statusCode, who).toBe(
        status,
      );
      expect((await api('POST', `/admin/police-accounts/${target.id}/disable`, user)).statusCode, who).toBe(status);
    }
    expect(await row(target.id)).toMatchObject({ role: 'officer', disabledAt: null });
  });
});
