import { afterAll, beforeAll, expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACCEPT_INVITATION_PATH, type InvitationBody } from '@safeogun/contract/police-accounts';
import { createTestApp, createTestUser, type TestContext, type TestUser } from '../../../test/helpers';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { areaCommands, auditLog, lgas, stations } from '../../db/schema';
import type { PoliceAccountsDeps } from './police-accounts.service';

// Live bindings: each test file imports this module afresh (vitest isolates files), calls setupPoliceAccountsApp()
// and so gets its own app (with the demo area commands, stations and police) and mail sink.
export let ctx: TestContext;
export let smtp: SmtpSink;
export let admin: TestUser;
/** The demo station of Abeokuta South (Egba) and of Ijebu Ode (Ijebu), and the Egba and Remo commands. */
export let egbaStation: number;
export let ijebuStation: number;
export let egba: number;
export let remo: number;

export function setupPoliceAccountsApp() {
  beforeAll(async () => {
    smtp = await startSmtpSink();
    ctx = await createTestApp({ demo: true, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://safeogun.example' } });
    admin = await createTestUser(ctx, { role: 'admin', fullName: 'Chief Admin' });
    const stationIn = async (lga: string) =>
      (
        await ctx.database.db
          .select({ id: stations.id })
          .from(stations)
          .innerJoin(lgas, eq(lgas.id, stations.lgaId))
          .where(and(eq(lgas.name, lga), eq(stations.isDemo, true)))
      )[0]!.id;
    egbaStation = await stationIn('Abeokuta South');
    ijebuStation = await stationIn('Ijebu Ode');
    const command = async (name: string) =>
      (await ctx.database.db.select().from(areaCommands).where(eq(areaCommands.name, name)))[0]!.id;
    egba = await command('Egba Area Command (demo)');
    remo = await command('Remo Area Command (demo)');
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });
}

let ipSeq = 1;
/** Each public call speaks from its own address, so the per-address rate limits do not leak between tests. */
export const nextIp = () => `10.1.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

export function api(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  user: TestUser | null,
  payload?: object,
  ip = nextIp(),
) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: user?.headers ?? {},
    remoteAddress: ip,
    ...(payload ? { payload } : {}),
  });
}

let emailSeq = 0;
export const uniqueEmail = (what = 'invitee') => `${what}.${Date.now().toString(36)}${emailSeq++}@police.example`;
let phoneSeq = 300000;
export const nextPhone = () => `0803${String(phoneSeq++).padStart(7, '0')}`;

export const PASSWORD = 'Ogun#Police1';

/** Invites as `by` (the admin by default), runs the mail job and returns the invitation and the mailed link. */
export async function inviteAndMail(body: InvitationBody, by: TestUser = admin) {
  const res = await api('POST', '/admin/invitations', by, body);
  expect(res.statusCode, res.body).toBe(201);
  await ctx.app.jobs.runDue();
  const link = await smtp.lastLink(body.email, ACCEPT_INVITATION_PATH);
  return { invitation: res.json().data.invitation, link, token: new URL(link).searchParams.get('token')! };
}

export function accept(
  token: string,
  fields: Partial<{ fullName: string; phoneNumber: string; password: string }> = {},
) {
  return api('POST', '/auth/invitations/accept', null, {
    token,
    fullName: 'Folake Adeyemi',
    phoneNumber: nextPhone(),
    password: PASSWORD,
    ...fields,
  });
}

export function login(email: string, password = PASSWORD) {
  return api('POST', '/auth/login/email', null, { email, password, remember: false });
}

/** The audit rows about one record, oldest first. */
export async function auditOf(targetId: string) {
  return ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.id);
}

export const HOUR = 3_600_000;
/** The app's own services with the clock moved by `ms`: how a test sees a link after its 72 hours. */
export const depsAt = (ms: number): PoliceAccountsDeps => ({
  db: ctx.app.db,
  sessionCache: ctx.app.sessionCache,
  jobs: ctx.app.jobs,
  mailer: ctx.app.mailer,
  now: () => new Date(Date.now() + ms),
  publicUrl: 'https://safeogun.example',
});
/** The administrator as a service call's actor. */
export const actor = () => ({ id: admin.id, role: 'admin', ip: '10.9.9.9' });

/** How a service call ended: `ok`, or the status code and sentence it was refused with. */
export async function statusOf(promise: Promise<unknown>) {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    const e = error as { statusCode?: number; message: string };
    return `${e.statusCode} ${e.message}`;
  }
}
