import { afterAll, beforeAll } from 'vitest';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestUser, type TestContext, type TestUser } from '../../../test/helpers';
import { incidentTypes, incidents, lgas } from '../../db/schema';
import { multipart, type Part } from './test-files';

// Live bindings: each test file imports this module afresh (vitest isolates files), calls setupIncidentsApp() and so
// gets its own app, users and lookups.
export let ctx: TestContext;
export let alice: TestUser;
export let bob: TestUser;
export let police: TestUser;
export let admin: TestUser;
export let theftId: number;
export let assaultId: number;

/** A point inside Abeokuta South (the LGA's label point). */
export let abeokuta: { lat: number; lng: number; lgaId: number };

/** Starts a demo app with a citizen pair, an officer and an administrator before the file's tests; closes it after. */
export function setupIncidentsApp() {
  beforeAll(async () => {
    ctx = await createTestApp({ demo: true });
    alice = await createTestUser(ctx, { fullName: 'Alice Adebayo' });
    bob = await createTestUser(ctx, { fullName: 'Bob Bello' });
    police = await createTestUser(ctx, { fullName: 'Officer Ola', role: 'officer' });
    admin = await createTestUser(ctx, { fullName: 'Admin Ade', role: 'admin' });
    const types = await ctx.database.db.select().from(incidentTypes);
    theftId = types.find((t) => t.name === 'Theft')!.id;
    assaultId = types.find((t) => t.name === 'Assault or Abuse')!.id;
    const [lga] = await ctx.database.db.select().from(lgas).where(eq(lgas.name, 'Abeokuta South'));
    abeokuta = { lat: lga!.labelLat!, lng: lga!.labelLng!, lgaId: lga!.id };
  });
  afterAll(() => ctx.close());
}

const uploadsDir = () => path.join(ctx.config.dataDir, 'uploads');
export function storedFiles(): string[] {
  const root = path.join(uploadsDir(), 'incidents');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
}

export function report(
  data: Record<string, unknown>,
  files: { images?: Buffer[]; video?: Buffer; names?: string[] } = {},
  headers: Record<string, string> = {},
) {
  const parts: Part[] = [{ name: 'data', value: JSON.stringify(data) }];
  (files.images ?? []).forEach((bytes, i) =>
    parts.push({ name: 'images', filename: files.names?.[i] ?? `photo${i}.jpg`, bytes, contentType: 'image/jpeg' }),
  );
  if (files.video) parts.push({ name: 'video', filename: 'clip.mp4', bytes: files.video, contentType: 'video/mp4' });
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/incident/new',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

export function patch(id: string, data: Record<string, unknown>, user: TestUser, images: Buffer[] = []) {
  const parts: Part[] = [{ name: 'data', value: JSON.stringify(data) }];
  images.forEach((bytes, i) => parts.push({ name: 'images', filename: `p${i}.png`, bytes }));
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/incident/${id}`,
    payload: body.payload,
    headers: { ...body.headers, ...user.headers },
  });
}

export const signedIn = (extra: Record<string, unknown> = {}) => ({
  incidentTypeId: theftId,
  isDraft: false,
  address: '12 Oke-Ilewo Road, Abeokuta',
  description: 'My phone was snatched at the bus stop.',
  isIdentityHidden: false,
  isLocationHidden: false,
  isAnonymous: false,
  channel: 'web',
  stationId: null,
  latitude: abeokuta.lat,
  longitude: abeokuta.lng,
  ...extra,
});

export async function rowByTicket(ticketId: string) {
  const [row] = await ctx.database.db.select().from(incidents).where(eq(incidents.ticketId, ticketId));
  return row!;
}

export async function bytesOf(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return res;
}
