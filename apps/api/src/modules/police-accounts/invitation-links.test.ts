/**
 * Invitation links that can no longer be used (unknown, revoked, expired) and sending an invitation again (issue 11):
 * each says why in a sentence, a new link kills the old one, and every change is audited.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INVITATION_TTL_HOURS, POLICE_ACCOUNT_MESSAGES } from '@safeogun/contract/police-accounts';
import { engine } from '../../../test/helpers';
import { acceptInvitation, invite, listInvitations, previewInvitation, resendInvitation } from './invitations.service';
import {
  HOUR,
  PASSWORD,
  accept,
  actor,
  admin,
  api,
  auditOf,
  ctx,
  depsAt,
  egbaStation,
  inviteAndMail,
  login,
  remo,
  setupPoliceAccountsApp,
  smtp,
  statusOf,
  uniqueEmail,
} from './police-accounts.test-helpers';

setupPoliceAccountsApp();

describe(`links that can no longer be used (${engine})`, () => {
  it('an unknown or mangled link says it is not valid (404)', async () => {
    for (const token of ['x', randomUUID(), 'a'.repeat(90)]) {
      const res = await api('GET', `/auth/invitations/${token}`, null);
      expect(res.statusCode, token).toBe(404);
      expect(res.json().message).toBe(POLICE_ACCOUNT_MESSAGES.linkUnknown);
    }
    const res = await accept('no-such-token');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(POLICE_ACCOUNT_MESSAGES.linkUnknown);
  });

  it('a revoked link says it was withdrawn (410), and revoking is audited', async () => {
    const email = uniqueEmail('revoked');
    const { invitation, token } = await inviteAndMail({ email, role: 'hq' });
    const revoked = await api('POST', `/admin/invitations/${invitation.id}/revoke`, admin);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({
      message: POLICE_ACCOUNT_MESSAGES.revoked,
      data: { invitation: { status: 'revoked', revokedAt: expect.any(String) } },
    });
    for (const res of [await api('GET', `/auth/invitations/${token}`, null), await accept(token)]) {
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toBe(POLICE_ACCOUNT_MESSAGES.linkRevoked);
    }
    expect((await login(email)).statusCode).toBe(400);
    expect((await auditOf(invitation.id)).map((r) => r.action)).toEqual([
      'police.invitation.sent',
      'police.invitation.revoked',
    ]);
    const twice = await api('POST', `/admin/invitations/${invitation.id}/revoke`, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(POLICE_ACCOUNT_MESSAGES.alreadyRevoked);
    const resend = await api('POST', `/admin/invitations/${invitation.id}/resend`, admin);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(POLICE_ACCOUNT_MESSAGES.cannotResendRevoked);
  });

  it(`a link past its ${INVITATION_TTL_HOURS} hours says it expired (410); sending it again gives a working link`, async () => {
    const email = uniqueEmail('late');
    const { invitation, token } = await inviteAndMail({ email, role: 'officer', stationId: egbaStation });
    const justBefore = depsAt(INVITATION_TTL_HOURS * HOUR - 60_000);
    const after = depsAt(INVITATION_TTL_HOURS * HOUR + 1);
    expect(await statusOf(previewInvitation(justBefore, token))).toBe('ok');
    expect(await statusOf(previewInvitation(after, token))).toBe(`410 ${POLICE_ACCOUNT_MESSAGES.linkExpired}`);
    const input = { token, fullName: 'Late Comer', phoneNumber: '+2348035550000', password: PASSWORD };
    expect(await statusOf(acceptInvitation(after, input, '10.0.0.1'))).toBe(
      `410 ${POLICE_ACCOUNT_MESSAGES.linkExpired}`,
    );
    const listed = await listInvitations(after, { page: 1, size: 100, status: 'expired', q: email });
    expect(listed.data.map((i) => [i.id, i.status])).toEqual([[invitation.id, 'expired']]);

    // An expired invitation no longer blocks the address, and can be sent again: 72 hours from then.
    const resent = await resendInvitation(after, actor(), invitation.id);
    expect(resent.status).toBe('pending');
    expect(Date.parse(resent.expiresAt)).toBeGreaterThan(Date.now() + 2 * INVITATION_TTL_HOURS * HOUR - 60_000);
    await ctx.app.jobs.runDue();
    const fresh = new URL(await smtp.lastLink(email, '/console/accept-invitation')).searchParams.get('token')!;
    expect(fresh).not.toBe(token);
    expect(await statusOf(previewInvitation(after, fresh))).toBe('ok');
  });

  it('an expired invitation does not stop a new one to the same address', async () => {
    const email = uniqueEmail('reinvite');
    await inviteAndMail({ email, role: 'hq' });
    const later = depsAt(INVITATION_TTL_HOURS * HOUR + 1);
    const again = await invite(later, actor(), { email, role: 'hq', stationId: null, areaCommandId: null });
    expect(again.status).toBe('pending');
  });
});

describe(`sending an invitation again (${engine})`, () => {
  it('mails a new link valid 72 h from now; the previous link stops working at once; audited', async () => {
    const email = uniqueEmail('resend');
    const { invitation, token } = await inviteAndMail({ email, role: 'area_commander', areaCommandId: remo });
    const res = await api('POST', `/admin/invitations/${invitation.id}/resend`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(POLICE_ACCOUNT_MESSAGES.resent);
    expect(Date.parse(res.json().data.invitation.expiresAt)).toBeGreaterThan(Date.parse(invitation.expiresAt));
    // Dead before the new mail has even gone out.
    expect((await api('GET', `/auth/invitations/${token}`, null)).statusCode).toBe(404);

    await ctx.app.jobs.runDue();
    const fresh = new URL(await smtp.lastLink(email, '/console/accept-invitation')).searchParams.get('token')!;
    expect(fresh).not.toBe(token);
    expect((await accept(token)).statusCode).toBe(404);
    expect((await accept(fresh)).statusCode).toBe(201);
    expect((await auditOf(invitation.id)).map((r) => r.action)).toEqual([
      'police.invitation.sent',
      'police.invitation.resent',
      'police.invitation.accepted',
    ]);

    const used = await api('POST', `/admin/invitations/${invitation.id}/resend`, admin);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(POLICE_ACCOUNT_MESSAGES.cannotResendAccepted);
    const revokeUsed = await api('POST', `/admin/invitations/${invitation.id}/revoke`, admin);
    expect(revokeUsed.statusCode).toBe(409);
    expect(revokeUsed.json().message).toBe(POLICE_ACCOUNT_MESSAGES.cannotRevokeAccepted);
  });

  it('sent again before the first mail went out: one mail, with the working link', async () => {
    const email = uniqueEmail('quick');
    const created = await api('POST', '/admin/invitations', admin, { email, role: 'hq' });
    const id = created.json().data.invitation.id;
    expect((await api('POST', `/admin/invitations/${id}/resend`, admin)).statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    const token = new URL(await smtp.lastLink(email, '/console/accept-invitation')).searchParams.get('token')!;
    expect((await api('GET', `/auth/invitations/${token}`, null)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown invitation or an id that is not one', async () => {
    for (const id of [randomUUID(), 'nope', '1']) {
      for (const action of ['resend', 'revoke']) {
        const res = await api('POST', `/admin/invitations/${id}/${action}`, admin);
        expect(res.statusCode, `${action} ${id}`).toBe(404);
        expect(res.json().message).toBe(POLICE_ACCOUNT_MESSAGES.invitationNotFound);
      }
    }
  });
});
