/**
 * A police world for the casework tests and the authorization matrix: the demo database (area commands, demo
 * stations), a citizen, and one account of each police standing towards Abeokuta South (Egba Area Command): its
 * station's officer, an officer of Ijebu Ode (another command), the Egba and Ijebu area commanders, HQ and an
 * administrator. Reports are written straight to the database unless a test is about filing.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { createTestApp, createTestUser, type TestContext, type TestUser } from '../../../test/helpers';
import type { Clock } from '../../plugins/clock';
import { areaCommands, auditLog, incidentTypes, incidents, lgas, refreshTokens, stations } from '../../db/schema';
import { newTicketId } from '../../lib/ticket-id';
import { sendMultipart } from '../incidents/test-files';

export interface Place {
  lgaId: number;
  stationId: number;
  areaCommandId: number;
  lat: number;
  lng: number;
}

export interface PoliceWorld {
  ctx: TestContext;
  citizen: TestUser;
  officerRight: TestUser;
  officerOther: TestUser;
  commanderRight: TestUser;
  commanderOther: TestUser;
  hq: TestUser;
  admin: TestUser;
  /** Abeokuta South, its demo station and the Egba Area Command. */
  abeokutaSouth: Place;
  /** Odeda: another LGA of the Egba Area Command. */
  odeda: Place;
  /** Ijebu Ode: the Ijebu Area Command. */
  ijebuOde: Place;
  typeIds: Record<string, number>;
}

async function placeOf(ctx: TestContext, lgaName: string): Promise<Place> {
  const [lga] = await ctx.database.db.select().from(lgas).where(eq(lgas.name, lgaName));
  const [station] = await ctx.database.db
    .select()
    .from(stations)
    .where(and(eq(stations.lgaId, lga!.id), eq(stations.isDemo, true)));
  return {
    lgaId: lga!.id,
    stationId: station!.id,
    areaCommandId: lga!.areaCommandId!,
    lat: lga!.labelLat!,
    lng: lga!.labelLng!,
  };
}

/** `clock`: the app's clock (a test clock moves time; the system clock by default). */
export async function createPoliceWorld(options: { clock?: Clock } = {}): Promise<PoliceWorld> {
  const ctx = await createTestApp({ demo: true, clock: options.clock });
  const db = ctx.database.db;
  const [abeokutaSouth, odeda, ijebuOde] = await Promise.all([
    placeOf(ctx, 'Abeokuta South'),
    placeOf(ctx, 'Odeda'),
    placeOf(ctx, 'Ijebu Ode'),
  ]);
  const commands = await db.select().from(areaCommands);
  const egba = commands.find((c) => c.id === abeokutaSouth.areaCommandId)!;
  const ijebu = commands.find((c) => c.id === ijebuOde.areaCommandId)!;
  const types = await db.select().from(incidentTypes);
  return {
    ctx,
    abeokutaSouth,
    odeda,
    ijebuOde,
    typeIds: Object.fromEntries(types.map((t) => [t.name, t.id])),
    citizen: await createTestUser(ctx, { fullName: 'Funke Reporter', phoneNumber: '+2348030000001' }),
    officerRight: await officerAt(ctx, 'Officer Right', abeokutaSouth.stationId),
    officerOther: await officerAt(ctx, 'Officer Other', ijebuOde.stationId),
    commanderRight: await commanderOf(ctx, 'Commander Egba', egba.id),
    commanderOther: await commanderOf(ctx, 'Commander Ijebu', ijebu.id),
    hq: await createTestUser(ctx, { fullName: 'HQ Control', role: 'hq' }),
    admin: await createTestUser(ctx, { fullName: 'Admin Ade', role: 'admin' }),
  };
}

const officerAt = (ctx: TestContext, fullName: string, stationId: number) =>
  createTestUser(ctx, { fullName, role: 'officer', stationId });

const commanderOf = (ctx: TestContext, fullName: string, postingAreaCommandId: number) =>
  createTestUser(ctx, { fullName, role: 'area_commander', postingAreaCommandId });

/** A submitted report in `place`, written straight to the database (filing is tested elsewhere). */
export async function insertReport(
  world: PoliceWorld,
  place: Place,
  fields: Partial<typeof incidents.$inferInsert> = {},
) {
  const [row] = await world.ctx.database.db
    .insert(incidents)
    .values({
      ticketId: newTicketId(),
      userId: world.citizen.id,
      incidentTypeId: world.typeIds.Theft!,
      description: 'Generator stolen from the shop at night.',
      address: '12 Oke-Ilewo Road, Abeokuta',
      submittedAt: new Date(),
      latitude: place.lat,
      longitude: place.lng,
      lgaId: place.lgaId,
      stationId: place.stationId,
      areaCommandId: place.areaCommandId,
      ...fields,
    })
    .returning();
  return row!;
}

/**
 * Files a report through the API as the citizen's form does (multipart, photos as PNG), as `user` (null:
 * anonymous): a theft in Abeokuta South unless `data` says otherwise.
 */
export function fileReport(
  world: PoliceWorld,
  user: TestUser | null,
  data: Record<string, unknown>,
  photos: Buffer[] = [],
) {
  return sendMultipart(
    world.ctx.app,
    'POST',
    '/incident/new',
    {
      incidentTypeId: world.typeIds.Theft,
      isDraft: false,
      address: '12 Oke-Ilewo Road, Abeokuta',
      description: 'My phone was snatched at the bus stop.',
      latitude: world.abeokutaSouth.lat,
      longitude: world.abeokutaSouth.lng,
      ...data,
    },
    { files: photos, contentType: 'image/png', headers: user?.headers ?? {} },
  );
}

/** Calls the API as `user` (null: anonymous). */
export function call(
  world: PoliceWorld,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return world.ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: user?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export const auditRowsFor = (world: PoliceWorld, incidentId: string) =>
  world.ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'incident'), eq(auditLog.targetId, incidentId)));

/**
 * Lets the job queue run what is due, the world's accounts kept signed in: a test that moves the app's clock by
 * months passes the daily retention sweep, which deletes sessions that ended more than its period ago (decision 029).
 */
export async function runDueSignedIn(world: PoliceWorld, clock: Clock): Promise<void> {
  const accounts = [
    world.citizen,
    world.officerRight,
    world.officerOther,
    world.commanderRight,
    world.commanderOther,
    world.hq,
    world.admin,
  ].map((u) => u.id);
  await world.ctx.database.db
    .update(refreshTokens)
    .set({ expiresAt: new Date(clock.now().getTime() + 24 * 3600 * 1000) })
    .where(and(inArray(refreshTokens.userId, accounts), isNull(refreshTokens.revokedAt)));
  await world.ctx.app.jobs.runDue();
}
