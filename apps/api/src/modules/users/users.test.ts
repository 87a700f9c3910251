import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestUser, type TestContext } from '../../../test/helpers';
import {
  authAttempts,
  emergencyContacts,
  incidentTypes,
  incidents,
  jobs,
  refreshTokens,
  stations,
  users,
} from '../../db/schema';
import { hashPassword } from '../accounts-core/passwords';
import { notify } from '../notifications/notifications.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ demo: true });
});
afterAll(() => ctx?.close());

const PASSWORD = 'Secret#123';
type Method = 'GET' | 'PATCH' | 'PUT' | 'DELETE' | 'POST';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('profile', () => {
  it('GET /user/me returns the user without secrets', async () => {
    const user = await createTestUser(ctx, { passwordHash: await hashPassword(PASSWORD) });
    const res = await call('GET', '/user/me', user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      id: user.id,
      email: user.email,
      searchRadiusKm: 10,
      // No station chosen: no area for security alerts (decision 035).
      station: null,
      lga: null,
    });
    expect(res.body).not.toMatch(/argon2|passwordHash|googleSub/);
  });

  it('PATCH /user/update/basic edits the phone, station and location; a taken phone is 409', async () => {
    const a = await createTestUser(ctx);
    const b = await createTestUser(ctx, { phoneNumber: '+2348099990001' });
    const [station] = await ctx.database.db.select().from(stations).limit(1);
    const res = await call('PATCH', '/user/update/basic', a.token, {
      phoneNumber: '0809 999 0002',
      stationId: station!.id,
      stationFormation: station!.formation,
      latitude: 7.15,
      longitude: 3.35,
      searchRadiusKm: 25,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Profile updated successfully!');
    expect(res.json().data.user).toMatchObject({
      phoneNumber: '+2348099990002',
      stationId: station!.id,
      station: { id: station!.id, formation: station!.formation },
      latitude: 7.15,
      searchRadiusKm: 25,
    });
    const taken = await call('PATCH', '/user/update/basic', a.token, { phoneNumber: '+234 809 999 0001' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Phone number already exists');
    expect(b.id).toBeTruthy();
    const format = await call('PATCH', '/user/update/basic', a.token, { phoneNumber: 'call me' });
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toBe('Please enter a valid phone number format');
    const empty = await call('PATCH', '/user/update/basic', a.token, { phoneNumber: '' });
    expect(empty.json().message).toBe('Please enter a valid phone number');
    const radius = await call('PATCH', '/user/update/basic', a.token, {
      phoneNumber: '+2348099990002',
      searchRadiusKm: 101,
    });
    expect(radius.statusCode).toBe(400);
  });

  it('PATCH /user/update/basic answers 400 with the field, never 500, to bad numbers', async () => {
    const a = await createTestUser(ctx);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ stationId: 3_000_000_000 }, 'stationId', 'stationId must be a whole number from 1 to 2147483647.'],
      [{ stationId: 'Ibara' }, 'stationId', 'stationId must be a whole number from 1 to 2147483647.'],
      [{ searchRadiusKm: 0 }, 'searchRadiusKm', 'searchRadiusKm must be at least 1.'],
      [{ searchRadiusKm: 2.5 }, 'searchRadiusKm', 'searchRadiusKm must be a whole number.'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await call('PATCH', '/user/update/basic', a.token, { phoneNumber: '+2348099990003', ...extra });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ success: false, message, errors: [{ field, message }] });
    }
  });
});

describe('language', () => {
  it('starts in English; PATCH /user/language keeps Yoruba or Pidgin on the account and refuses others with 400', async () => {
    const a = await createTestUser(ctx);
    expect((await call('GET', '/user/me', a.token)).json().data.user.language).toBe('en');

    const saved = await call('PATCH', '/user/language', a.token, { language: 'yo' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.user.language).toBe('yo');
    expect((await call('GET', '/user/me', a.token)).json().data.user.language).toBe('yo');
    expect((await call('PATCH', '/user/language', a.token, { language: 'pcm' })).json().data.user.language).toBe('pcm');

    const refused = await call('PATCH', '/user/language', a.token, { language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'language', message: 'Choose English, Yoruba or Pidgin.' }]);
    expect((await call('GET', '/user/me', a.token)).json().data.user.language).toBe('pcm');
  });

  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/user/language', payload: { language: 'yo' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('answers 400 Current password is incorrect. (never 401) and lists unmet rules', async () => {
    const user = await createTestUser(ctx, { passwordHash: await hashPassword(PASSWORD) });
    const wrong = await call('PATCH', '/user/update/password', user.token, {
      oldPassword: 'Nope#1234',
      newPassword: 'Better#456',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect.');
    const weak = await call('PATCH', '/user/update/password', user.token, {
      oldPassword: PASSWORD,
      newPassword: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Password must meet all requirements');
    expect(weak.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Must be at least 8 characters',
      'Must contain one uppercase letter',
      'Must contain one special character',
    ]);
    const empty = await call('PATCH', '/user/update/password', user.token, { oldPassword: '', newPassword: '' });
    expect(empty.json().message).toBe('All fields are required.');
  });

  it('changes the password, stores argon2id, and ends every session', async () => {
    const user = await createTestUser(ctx, { passwordHash: await hashPassword(PASSWORD) });
    const res = await call('PATCH', '/user/update/password', user.token, {
      oldPassword: PASSWORD,
      newPassword: 'Better#456',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password updated successfully! You will be logged out in 3 seconds.');
    expect((await call('GET', '/user/me', user.token)).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/email',
      payload: { email: user.email, password: 'Better#456' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('notification preferences', () => {
  it('starts from the section 3 defaults and stores changes on the server', async () => {
    const user = await createTestUser(ctx);
    const first = await call('GET', '/user/notification-preferences', user.token);
    expect(first.json().data.preferences).toEqual({
      reportStatus: { push: true, email: true },
      emergencyAlerts: { push: true, email: false },
      moreActivity: { push: false, email: false },
      areaAlerts: { push: true, sms: false },
    });
    const next = {
      reportStatus: { push: false, email: true },
      emergencyAlerts: { push: true, email: true },
      moreActivity: { push: true, email: false },
      areaAlerts: { push: false, sms: true },
    };
    const put = await call('PUT', '/user/notification-preferences', user.token, next);
    expect(put.statusCode).toBe(200);
    expect((await call('GET', '/user/notification-preferences', user.token)).json().data.preferences).toEqual(next);
    const bad = await call('PUT', '/user/notification-preferences', user.token, { reportStatus: { push: 'yes' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('export and deletion', () => {
  it('exports the data, then erases the person and keeps the reports detached', async () => {
    const user = await createTestUser(ctx, { passwordHash: await hashPassword(PASSWORD) });
    const [type] = await ctx.database.db.select().from(incidentTypes).limit(1);
    const [report] = await ctx.database.db
      .insert(incidents)
      .values({
        ticketId: `OGP-TEST${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
        userId: user.id,
        incidentTypeId: type!.id,
        description: 'My phone was stolen at the market',
        address: '3 Kuto Road, Abeokuta',
        submittedAt: new Date(),
      })
      .returning();
    await ctx.database.db
      .insert(emergencyContacts)
      .values({ userId: user.id, fullName: 'Bisi Ade', phoneNumber: '+2348030000000', relationship: 'Sister' });

    const exported = await call('GET', '/user/export', user.token);
    expect(exported.statusCode).toBe(200);
    const data = exported.json().data;
    expect(data.user.email).toBe(user.email);
    expect(data.reports).toHaveLength(1);
    expect(data.emergencyContacts[0].fullName).toBe('Bisi Ade');
    expect(data.notificationPreferences.reportStatus.push).toBe(true);
    expect(exported.body).not.toMatch(/argon2/);

    const del = await call('DELETE', '/user/delete', user.token);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Your account has been deleted successfully');

    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      email: null,
      fullName: null,
      phoneNumber: null,
      address: null,
      userName: null,
      passwordHash: null,
      gender: null,
    });
    expect(row!.deletedAt).not.toBeNull();
    expect(await ctx.database.db.select().from(emergencyContacts).where(eq(emergencyContacts.userId, user.id))).toEqual(
      [],
    );
    expect(await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id))).toEqual([]);
    const [kept] = await ctx.database.db.select().from(incidents).where(eq(incidents.id, report!.id));
    expect(kept).toMatchObject({ userId: null, description: 'My phone was stolen at the market' });

    expect((await call('GET', '/user/me', user.token)).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/email',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(400);
  });

  it('leaves no queued job or sign-in counter holding the email, phone or name', async () => {
    const fullName = `Yetunde Erase${Math.random().toString(36).slice(2, 8)}`;
    const contactPhone = `+23480${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const user = await createTestUser(ctx, { fullName, passwordHash: await hashPassword(PASSWORD) });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    const phone = row!.phoneNumber!;
    await ctx.database.db
      .insert(emergencyContacts)
      .values({ userId: user.id, fullName: 'Bisi Ade', phoneNumber: contactPhone, relationship: 'Sister' });
    const publicCall = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });

    // An SOS whose texts to the contacts have gone out (finished jobs).
    const sos = await call('POST', '/sos/new', user.token, {
      comment: 'Robbery in progress',
      coordinates: { latitude: 7.1475, longitude: 3.3619, accuracy: 12 },
    });
    expect(sos.statusCode, sos.body).toBe(201);
    await ctx.app.jobs.runDue();
    // Failed sign-ins keyed by the email and by the account; then work still pending: a reset code, an email.
    expect((await publicCall('/auth/login/email', { email: user.email, password: 'Wrong#123' })).statusCode).toBe(400);
    const wrong = await call('PATCH', '/user/update/password', user.token, {
      oldPassword: 'Nope#1234',
      newPassword: 'Better#456',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await publicCall('/auth/password/forgot', { email: user.email })).statusCode).toBe(200);
    await notify(ctx.app, { userId: user.id, category: 'reportStatus', title: 'Report update', body: 'Seen.' });

    const leftovers = async () =>
      JSON.stringify([await ctx.database.db.select().from(jobs), await ctx.database.db.select().from(authAttempts)]);
    const before = await leftovers();
    for (const personal of [user.email, fullName, contactPhone, user.id]) expect(before).toContain(personal);

    expect((await call('DELETE', '/user/delete', user.token)).statusCode).toBe(200);
    const after = await leftovers();
    for (const personal of [user.email, phone, fullName, contactPhone, user.id]) expect(after).not.toContain(personal);
  });

  it('refuses self-deletion of police and administrator accounts (403)', async () => {
    const admin = await createTestUser(ctx, { role: 'admin' });
    const res = await call('DELETE', '/user/delete', admin.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have permission to delete this account.');
  });
});

describe('GET /stations/nearby', () => {
  it('lists stations in the radius, nearest first, distance to one decimal', async () => {
    const [station] = await ctx.database.db.select().from(stations).limit(1);
    const lat = station!.latitude! + 0.01;
    const lng = station!.longitude!;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/stations/nearby?latitude=${lat}&longitude=${lng}&radius=5`,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.stations;
    expect(list[0]).toMatchObject({ id: station!.id, formation: station!.formation, distance: 1.1 });
    for (const s of list) {
      expect(s.distance).toBeLessThanOrEqual(5);
      expect(Math.round(s.distance * 10) / 10).toBe(s.distance);
    }
    expect(res.json().data.nearbyStations).toEqual(list);
    const distances = list.map((s: { distance: number }) => s.distance);
    expect([...distances].sort((x, y) => x - y)).toEqual(distances);
  });

  it('defaults to 10 km and keeps the radius within 1 to 100 km', async () => {
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/v1/stations/nearby?latitude=7.15&longitude=3.35' });
    expect(ok.statusCode).toBe(200);
    for (const radius of ['0', '101', 'abc']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/stations/nearby?latitude=7.15&longitude=3.35&radius=${radius}`,
      });
      expect(res.statusCode, radius).toBe(400);
    }
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/stations/nearby?radius=10' });
    expect(missing.statusCode).toBe(400);
  });
});
