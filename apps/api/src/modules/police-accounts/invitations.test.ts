/**
 * Invitations to police accounts (issue 11): an administrator invites with a role and posting, the mailed link
 * (real SMTP) leads to the accept page, the invitee sets name, phone and password, then logs in as usual; what an
 * invitation needs, accepting, listing and who may invite. Links that can no longer be used: invitation-links.test.ts.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INVITATION_TTL_HOURS, POLICE_ACCOUNT_MESSAGES } from '@safeogun/contract/police-accounts';
import { ACCOUNT_MESSAGES, PROFILE_MESSAGES, VALIDATION_MESSAGES } from '@safeogun/contract/messages';
import { createTestUser, engine } from '../../../test/helpers';
import { jobs, policeInvitations, users } from '../../db/schema';
import { jurisdictionOf } from '../jurisdiction/jurisdiction';
import { INVITATION_MAIL_QUEUE } from './invitations.service';
import {
  HOUR,
  accept,
  admin,
  api,
  auditOf,
  ctx,
  egba,
  egbaStation,
  inviteAndMail,
  login,
  setupPoliceAccountsApp,
  uniqueEmail,
} from './police-accounts.test-helpers';

setupPoliceAccountsApp();

describe(`inviting an officer, end to end (${engine})`, () => {
  it('mails a one-time link; the invitee sees who they are invited as, accepts, and logs in as that officer', async () => {
    const email = uniqueEmail('officer');
    const { invitation, link, token } = await inviteAndMail({ email, role: 'officer', stationId: egbaStation });
    expect(invitation).toMatchObject({
      email,
      role: 'officer',
      station: { id: egbaStation, formation: expect.stringContaining('(demo)') },
      areaCommand: null,
      status: 'pending',
      invitedBy: { id: admin.id, fullName: 'Chief Admin' },
      acceptedAt: null,
      revokedAt: null,
    });
    const validFor = Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt);
    expect(validFor).toBe(INVITATION_TTL_HOURS * HOUR);
    expect(link).toMatch(/^https:\/\/safeogun\.example\/console\/accept-invitation\?token=[A-Za-z0-9_-]{40,}$/);

    // Only the token's SHA-256 is stored, and the job queue never held the token.
    const [row] = await ctx.database.db.select().from(policeInvitations).where(eq(policeInvitations.id, invitation.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const queued = await ctx.database.db.select().from(jobs).where(eq(jobs.queue, INVITATION_MAIL_QUEUE));
    expect(JSON.stringify(queued)).not.toContain(token);

    const preview = await api('GET', `/auth/invitations/${token}`, null);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.invitation).toEqual({
      email,
      role: 'officer',
      roleLabel: 'Officer',
      station: invitation.station,
      areaCommand: null,
      posting: invitation.station.formation,
      expiresAt: invitation.expiresAt,
    });

    const accepted = await accept(token, { fullName: 'Folake Adeyemi', phoneNumber: '0803 555 1234' });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toEqual({
      success: true,
      message: POLICE_ACCOUNT_MESSAGES.accepted,
      data: { email, role: 'officer' },
    });

    const session = await login(email);
    expect(session.statusCode, session.body).toBe(200);
    const user = session.json().data.user;
    expect(user).toMatchObject({
      email,
      fullName: 'Folake Adeyemi',
      phoneNumber: '+2348035551234',
      role: 'officer',
      stationId: egbaStation,
    });
    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(account).toMatchObject({ postingStationId: egbaStation, emailVerifiedAt: expect.any(Date) });
    expect(await jurisdictionOf(ctx.app.db, { id: user.id, role: 'officer' })).toMatchObject({
      kind: 'station',
      stationId: egbaStation,
    });

    const trail = await auditOf(invitation.id);
    expect(trail.map((r) => [r.action, r.actorUserId, r.actorRole])).toEqual([
      ['police.invitation.sent', admin.id, 'admin'],
      ['police.invitation.accepted', user.id, 'officer'],
    ]);
    expect(trail[0]!.ipAddress).toMatch(/^10\.1\./);
    expect(trail[0]!.details).toEqual({ role: 'officer', stationId: egbaStation, areaCommandId: null });

    // The link is used up: it says so, and makes nothing more.
    for (const res of [await api('GET', `/auth/invitations/${token}`, null), await accept(token)]) {
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ success: false, message: POLICE_ACCOUNT_MESSAGES.linkUsed });
    }
    const list = await api('GET', `/admin/invitations?q=${encodeURIComponent(email)}`, admin);
    expect(list.json().data.invitations.data).toEqual([
      expect.objectContaining({ id: invitation.id, status: 'accepted', acceptedAt: expect.any(String) }),
    ]);
  });

  it('invites an area commander to a command, and HQ and administrators with no posting', async () => {
    const commander = uniqueEmail('commander');
    const c = await inviteAndMail({ email: commander, role: 'area_commander', areaCommandId: egba });
    expect(c.invitation).toMatchObject({ role: 'area_commander', station: null, areaCommand: { id: egba } });
    const preview = (await api('GET', `/auth/invitations/${c.token}`, null)).json().data.invitation;
    expect(preview).toMatchObject({ roleLabel: 'Area commander', posting: 'Egba Area Command (demo)' });
    expect((await accept(c.token)).statusCode).toBe(201);
    const commanderId = (await login(commander)).json().data.user.id;
    const reach = await jurisdictionOf(ctx.app.db, { id: commanderId, role: 'area_commander' });
    expect(reach).toMatchObject({ kind: 'area', areaCommandId: egba });

    for (const role of ['hq', 'admin'] as const) {
      const email = uniqueEmail(role);
      const { invitation, token } = await inviteAndMail({ email, role });
      expect(invitation).toMatchObject({ role, station: null, areaCommand: null });
      const shown = (await api('GET', `/auth/invitations/${token}`, null)).json().data.invitation;
      expect(shown).toMatchObject({ posting: 'Whole state' });
      expect((await accept(token)).statusCode).toBe(201);
      expect((await login(email)).json().data.user.role).toBe(role);
    }
  });
});

describe(`what an invitation needs (${engine})`, () => {
  const refusals: Array<[string, object, string, string]> = [
    ['an officer without a station', { role: 'officer' }, 'stationId', POLICE_ACCOUNT_MESSAGES.stationRequired],
    [
      'an officer with an Area Command',
      { role: 'officer', stationId: 1, areaCommandId: 1 },
      'areaCommandId',
      POLICE_ACCOUNT_MESSAGES.areaCommandOnlyForCommanders,
    ],
    [
      'an area commander without a command',
      { role: 'area_commander' },
      'areaCommandId',
      POLICE_ACCOUNT_MESSAGES.areaCommandRequired,
    ],
    [
      'an area commander with a station',
      { role: 'area_commander', areaCommandId: 1, stationId: 1 },
      'stationId',
      POLICE_ACCOUNT_MESSAGES.stationOnlyForOfficers,
    ],
    ['HQ with a station', { role: 'hq', stationId: 1 }, 'stationId', POLICE_ACCOUNT_MESSAGES.stationOnlyForOfficers],
    [
      'an administrator with a command',
      { role: 'admin', areaCommandId: 1 },
      'areaCommandId',
      POLICE_ACCOUNT_MESSAGES.areaCommandOnlyForCommanders,
    ],
    [
      'an unknown station',
      { role: 'officer', stationId: 2_000_000_000 },
      'stationId',
      ACCOUNT_MESSAGES.stationNotFound,
    ],
    [
      'an unknown Area Command',
      { role: 'area_commander', areaCommandId: 2_000_000_000 },
      'areaCommandId',
      POLICE_ACCOUNT_MESSAGES.areaCommandNotFound,
    ],
    ['a citizen role', { role: 'citizen' }, 'role', 'role must be one of officer, area_commander, hq, admin.'],
    ['no email', { email: '', role: 'hq' }, 'email', 'Email is required'],
    ['a bad email', { email: 'not-an-email', role: 'hq' }, 'email', VALIDATION_MESSAGES.emailInvalid],
  ];

  it.each(refusals)('refuses %s with 400 naming the field', async (_what, body, field, message) => {
    const email = uniqueEmail('refused');
    const res = await api('POST', '/admin/invitations', admin, { email, ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
    expect(await ctx.database.db.select().from(policeInvitations).where(eq(policeInvitations.email, email))).toEqual(
      [],
    );
  });

  it('refuses (409) an address that already has an account, or an invitation waiting to be accepted', async () => {
    const citizen = await createTestUser(ctx);
    const taken = await api('POST', '/admin/invitations', admin, { email: citizen.email, role: 'hq' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: POLICE_ACCOUNT_MESSAGES.emailHasAccount,
      errors: [{ field: 'email', message: POLICE_ACCOUNT_MESSAGES.emailHasAccount }],
    });
    const police = await api('POST', '/admin/invitations', admin, { email: 'ADMIN@demo.safeogun.ng', role: 'hq' });
    expect(police.statusCode).toBe(409);

    const email = uniqueEmail('twice');
    const first = await inviteAndMail({ email, role: 'officer', stationId: egbaStation });
    const again = await api('POST', '/admin/invitations', admin, { email, role: 'hq' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(POLICE_ACCOUNT_MESSAGES.pendingInvitation);

    // Once that one is revoked, the address can be invited afresh.
    expect((await api('POST', `/admin/invitations/${first.invitation.id}/revoke`, admin)).statusCode).toBe(200);
    expect((await api('POST', '/admin/invitations', admin, { email, role: 'hq' })).statusCode).toBe(201);
  });

  it('makes one invitation when the same address is invited twice at once', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([
      api('POST', '/admin/invitations', admin, { email, role: 'hq' }),
      api('POST', '/admin/invitations', admin, { email, role: 'hq' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(
      await ctx.database.db.select().from(policeInvitations).where(eq(policeInvitations.email, email)),
    ).toHaveLength(1);
  });
});

describe(`accepting (${engine})`, () => {
  it('checks the name, phone and password as sign-up does, and keeps phone numbers unique', async () => {
    const email = uniqueEmail('accept');
    const { token } = await inviteAndMail({ email, role: 'hq' });
    const weak = await accept(token, { password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toContainEqual({ field: 'password', message: VALIDATION_MESSAGES.passwordRequirements });
    const phone = await accept(token, { phoneNumber: '12345' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors).toContainEqual({ field: 'phoneNumber', message: VALIDATION_MESSAGES.phoneTenDigits });
    const noName = await accept(token, { fullName: '  ' });
    expect(noName.json().errors).toContainEqual({ field: 'fullName', message: VALIDATION_MESSAGES.fullNameRequired });

    const holder = await createTestUser(ctx, { phoneNumber: '+2348035559999' });
    const taken = await accept(token, { phoneNumber: '08035559999' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: PROFILE_MESSAGES.phoneExists,
      errors: [{ field: 'phoneNumber', message: PROFILE_MESSAGES.phoneExists }],
    });
    expect(holder.id).toBeTruthy();
    // Nothing was used up by the refusals.
    expect((await accept(token)).statusCode).toBe(201);
  });

  it('refuses when the address got an account since it was invited', async () => {
    const email = uniqueEmail('meanwhile');
    const { token } = await inviteAndMail({ email, role: 'hq' });
    await createTestUser(ctx, { email });
    const res = await accept(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(POLICE_ACCOUNT_MESSAGES.emailTakenOnAccept);
  });

  it('is rate limited per client address', async () => {
    const ip = '10.200.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push((await api('POST', '/auth/invitations/accept', null, { token: 'x' }, ip)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe(`listing invitations (${engine})`, () => {
  it('pages newest first and filters by status and email', async () => {
    const tag = `list${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push((await inviteAndMail({ email: `${tag}.${i}@police.example`, role: 'hq' })).invitation);
    await api('POST', `/admin/invitations/${made[0].id}/revoke`, admin);

    const page1 = (await api('GET', `/admin/invitations?q=${tag}&size=2`, admin)).json().data.invitations;
    expect(page1.pagination).toEqual({ total: 3, totalPages: 2, currentPage: 1, pageSize: 2 });
    expect(page1.data.map((i: { id: string }) => i.id)).toEqual([made[2].id, made[1].id]);
    const page2 = (await api('GET', `/admin/invitations?q=${tag}&size=2&page=2`, admin)).json().data.invitations;
    expect(page2.data.map((i: { id: string }) => i.id)).toEqual([made[0].id]);

    const revoked = (await api('GET', `/admin/invitations?q=${tag}&status=revoked`, admin)).json().data.invitations;
    expect(revoked.data.map((i: { id: string; status: string }) => [i.id, i.status])).toEqual([
      [made[0].id, 'revoked'],
    ]);
    const pending = (await api('GET', `/admin/invitations?q=${tag}&status=pending`, admin)).json().data.invitations;
    expect(pending.pagination.total).toBe(2);
    expect((await api('GET', '/admin/invitations?status=lost', admin)).statusCode).toBe(400);
    // LIKE wildcards are searched as text.
    expect((await api('GET', '/admin/invitations?q=%25', admin)).json().data.invitations.pagination.total).toBe(0);
  });
});

describe(`who may invite (${engine})`, () => {
  it('administrators only: HQ, area commanders, officers and citizens 403, anonymous 401', async () => {
    const callers = [
      ['hq', await createTestUser(ctx, { role: 'hq' }), 403],
      ['area commander', await createTestUser(ctx, { role: 'area_commander', postingAreaCommandId: egba }), 403],
      ['officer', await createTestUser(ctx, { role: 'officer', stationId: egbaStation }), 403],
      ['citizen', await createTestUser(ctx), 403],
      ['anonymous', null, 401],
    ] as const;
    for (const [who, user, status] of callers) {
      const email = uniqueEmail('nobody');
      const invited = await api('POST', '/admin/invitations', user, { email, role: 'admin' });
      expect(invited.statusCode, who).toBe(status);
      expect((await api('GET', '/admin/invitations', user)).statusCode, who).toBe(status);
      expect((await api('GET', '/admin/area-commands', user)).statusCode, who).toBe(status);
    }
  });
});
