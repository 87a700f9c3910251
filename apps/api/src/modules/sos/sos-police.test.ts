import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SOS_MESSAGES } from '@safeogun/contract/messages';
import type { PoliceSosAlert } from '@safeogun/contract/sos';
import { createTestUser, engine, type TestUser } from '../../../test/helpers';
import { auditLog, notificationPreferences, notifications, users } from '../../db/schema';
import { webmFixture } from './audio-fixtures.test-helpers';
import { FALSE_ALERT_FLAG_THRESHOLD } from './board-actions.service';
import { ABEOKUTA, alertRow, ctx, lgaId, officerIn, send, setupSosApp } from './sos.test-helpers';

setupSosApp();

describe(`SOS alerts (${engine})`, () => {
  describe('police console', () => {
    it('lists alerts newest first, withholds hidden identities, serves the voice note and acknowledges', async () => {
      const citizen = await createTestUser(ctx, { fullName: 'Console Citizen' });
      const hider = await createTestUser(ctx, { fullName: 'Hidden Person' });
      const audio = webmFixture(4);
      const first = await send(citizen, { comment: 'with audio', coordinates: ABEOKUTA }, { bytes: audio });
      const second = await send(hider, { comment: 'hidden', isIdentityHidden: true, coordinates: ABEOKUTA });
      const firstId = first.json().data.alertId as string;
      const officer = await officerIn((await alertRow(firstId)).lgaId!);

      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/v1/police/sos', headers: citizen.headers })).statusCode,
      ).toBe(403);
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/police/sos?size=100',
        headers: officer.headers,
      });
      expect(list.statusCode).toBe(200);
      const alerts = list.json().data.alerts.data as PoliceSosAlert[];
      const ids = alerts.map((a) => a.id);
      expect(ids.indexOf(second.json().data.alertId)).toBeLessThan(ids.indexOf(firstId));
      const mine = alerts.find((a) => a.id === firstId)!;
      expect(mine).toMatchObject({
        status: 'new',
        comment: 'with audio',
        senderNamed: true,
        falseAlertCount: 0,
        flagged: false,
        priorFalseAlerts: null,
        location: {
          source: 'device',
          latitude: ABEOKUTA.latitude,
          mapUrl: 'https://maps.google.com/?q=7.147500,3.361900',
        },
        audio: { url: `/api/v1/police/sos/${firstId}/audio`, contentType: 'audio/webm', sizeBytes: audio.length },
      });
      expect(mine.location.lga).toEqual(expect.any(String));
      // The list names no sender: their name and phone come with the one alert, and that read is audited.
      expect(JSON.stringify(alerts)).not.toContain('Console Citizen');
      const hidden = alerts.find((a) => a.id === second.json().data.alertId)!;
      expect(hidden).toMatchObject({
        senderNamed: false,
        falseAlertCount: null,
        flagged: null,
        priorFalseAlerts: null,
      });
      expect(JSON.stringify(hidden)).not.toContain('Hidden Person');
      const opened = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/police/sos/${firstId}`,
        headers: officer.headers,
      });
      expect(opened.statusCode).toBe(200);
      expect(opened.json().data.alert).toMatchObject({
        sender: { name: 'Console Citizen', phoneNumber: expect.any(String) },
        history: [{ kind: 'sent', actor: null }],
      });
      const [read] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, firstId));
      expect(read).toMatchObject({ action: 'sos.sender.read', actorUserId: officer.id, targetType: 'sos_alert' });

      const file = await ctx.app.inject({ method: 'GET', url: mine.audio!.url, headers: officer.headers });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('audio/webm');
      expect(file.rawPayload.equals(audio)).toBe(true);
      expect((await ctx.app.inject({ method: 'GET', url: mine.audio!.url, headers: citizen.headers })).statusCode).toBe(
        403,
      );

      const ack = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/police/sos/${firstId}/acknowledge`,
        headers: officer.headers,
      });
      expect(ack.statusCode).toBe(200);
      expect(ack.json().data.alert).toMatchObject({ status: 'acknowledged', acknowledgedAt: expect.any(String) });
      const [note] = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, citizen.id));
      expect(note?.title).toBe('Your SOS alert was acknowledged');

      const filtered = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/police/sos?status=acknowledged',
        headers: officer.headers,
      });
      expect(filtered.json().data.alerts.data.map((a: { id: string }) => a.id)).toContain(firstId);
      expect(filtered.json().data.alerts.data.every((a: { status: string }) => a.status === 'acknowledged')).toBe(true);
    });

    it("shows an officer only their station LGA's alerts; State HQ sees all; out of reach answers 404", async () => {
      const citizen = await createTestUser(ctx);
      const sent = await send(citizen, { comment: 'in Abeokuta', coordinates: ABEOKUTA }, { bytes: webmFixture(2) });
      const id = sent.json().data.alertId as string;
      const local = await officerIn((await alertRow(id)).lgaId!);
      const elsewhere = await officerIn(await lgaId('Ado-Odo/Ota'));
      const noStation = await createTestUser(ctx, { role: 'officer' });
      const admin = await createTestUser(ctx, { role: 'admin' });

      const listed = async (user: TestUser) => {
        const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/police/sos?size=100', headers: user.headers });
        expect(res.statusCode).toBe(200);
        return (res.json().data.alerts.data as PoliceSosAlert[]).map((a) => a.id);
      };
      expect(await listed(local)).toContain(id);
      expect(await listed(admin)).toContain(id);
      expect(await listed(elsewhere)).not.toContain(id);
      expect(await listed(noStation)).toEqual([]);

      const audioUrl = `/api/v1/police/sos/${id}/audio`;
      for (const user of [elsewhere, noStation]) {
        const audio = await ctx.app.inject({ method: 'GET', url: audioUrl, headers: user.headers });
        expect(audio.statusCode).toBe(404);
        expect(audio.json().message).toBe(SOS_MESSAGES.alertNotFound);
        const ack = await ctx.app.inject({
          method: 'PATCH',
          url: `/api/v1/police/sos/${id}/acknowledge`,
          headers: user.headers,
        });
        expect(ack.statusCode).toBe(404);
        const falseAlert = await ctx.app.inject({
          method: 'PATCH',
          url: `/api/v1/police/sos/${id}/false-alert`,
          headers: user.headers,
        });
        expect(falseAlert.statusCode).toBe(404);
      }
      expect((await alertRow(id)).status).toBe('new');
      expect((await ctx.app.inject({ method: 'GET', url: audioUrl, headers: local.headers })).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: audioUrl, headers: admin.headers })).statusCode).toBe(200);
    });

    it('keeps an acknowledgement saved when the notification to the sender fails', async () => {
      const citizen = await createTestUser(ctx);
      // Email on, so notifying goes through the job queue, which is made to fail below.
      await ctx.database.db.insert(notificationPreferences).values({ userId: citizen.id, emergencyAlertsEmail: true });
      const sent = await send(citizen, { comment: 'help', coordinates: ABEOKUTA });
      const id = sent.json().data.alertId as string;
      const officer = await officerIn((await alertRow(id)).lgaId!);
      const original = ctx.app.jobs.enqueue;
      ctx.app.jobs.enqueue = async () => {
        throw new Error('queue down');
      };
      try {
        const ack = await ctx.app.inject({
          method: 'PATCH',
          url: `/api/v1/police/sos/${id}/acknowledge`,
          headers: officer.headers,
        });
        expect(ack.statusCode).toBe(200);
        expect(ack.json().data.alert).toMatchObject({ id, status: 'acknowledged' });
      } finally {
        ctx.app.jobs.enqueue = original;
      }
      expect((await alertRow(id)).acknowledgedAt).toBeInstanceOf(Date);
    });
  });

  describe('false alerts', () => {
    it('lets police mark an alert false once, and flags the account after repeated false alerts', async () => {
      const citizen = await createTestUser(ctx);
      const officer = await officerIn(await lgaId('Abeokuta South'));
      const ids: string[] = [];
      for (let i = 0; i < FALSE_ALERT_FLAG_THRESHOLD; i++) {
        const res = await send(citizen, { comment: `prank ${i}`, coordinates: ABEOKUTA });
        ids.push(res.json().data.alertId);
      }
      const url = (id: string) => `/api/v1/police/sos/${id}/false-alert`;

      const byCitizen = await ctx.app.inject({ method: 'PATCH', url: url(ids[0]!), headers: citizen.headers });
      expect(byCitizen.statusCode).toBe(403);
      const anonymous = await ctx.app.inject({ method: 'PATCH', url: url(ids[0]!) });
      expect(anonymous.statusCode).toBe(401);
      const unknown = await ctx.app.inject({ method: 'PATCH', url: url(randomUUID()), headers: officer.headers });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(SOS_MESSAGES.alertNotFound);

      const first = await ctx.app.inject({ method: 'PATCH', url: url(ids[0]!), headers: officer.headers });
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toMatchObject({ status: 'false-alert', userFalseAlertCount: 1, userFlagged: false });
      const repeat = await ctx.app.inject({ method: 'PATCH', url: url(ids[0]!), headers: officer.headers });
      expect(repeat.json().data).toMatchObject({ userFalseAlertCount: 1, userFlagged: false });

      for (const id of ids.slice(1)) await ctx.app.inject({ method: 'PATCH', url: url(id), headers: officer.headers });
      const [u] = await ctx.database.db.select().from(users).where(eq(users.id, citizen.id));
      expect(u!.falseAlertCount).toBe(FALSE_ALERT_FLAG_THRESHOLD);
      expect(u!.flaggedAt).toBeInstanceOf(Date);
      const row = await alertRow(ids[0]!);
      expect(row.markedFalseAt).toBeInstanceOf(Date);
    });
  });
});
