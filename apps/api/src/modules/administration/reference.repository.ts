/** Area Commands and their LGAs, incident types, and the site's settings, as administrators change them. */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { OPEN_STATUSES } from '@safeogun/contract/casework';
import type { Db } from '../../db/client';
import { areaCommands, incidentTypes, incidents, lgas, siteSettings } from '../../db/schema';

export { findAreaCommand as commandById, findLga } from '../accounts-core/places.repository';

// ---------------------------------------------------------------- area commands

export async function commandByName(db: Db, name: string) {
  const [row] = await db
    .select({ id: areaCommands.id, name: areaCommands.name })
    .from(areaCommands)
    .where(sql`lower(${areaCommands.name}) = ${name.toLowerCase()}`);
  return row ?? null;
}

export async function insertCommand(db: Db, name: string) {
  const [row] = await db
    .insert(areaCommands)
    .values({ name })
    .returning({ id: areaCommands.id, name: areaCommands.name });
  return row!;
}

export async function renameCommand(db: Db, id: number, name: string) {
  const [row] = await db
    .update(areaCommands)
    .set({ name })
    .where(eq(areaCommands.id, id))
    .returning({ id: areaCommands.id, name: areaCommands.name });
  return row!;
}

const openInLga = (lgaId: number, commandId: number) =>
  and(
    eq(incidents.lgaId, lgaId),
    eq(incidents.isDraft, false),
    inArray(incidents.status, [...OPEN_STATUSES]),
    sql`${incidents.areaCommandId} is distinct from ${commandId}`,
  );

/** Open reports of the LGA not yet routed to `commandId`: what a move would re-route. */
export async function countOpenToMove(db: Db, lgaId: number, commandId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(incidents)
    .where(openInLga(lgaId, commandId));
  return row?.n ?? 0;
}

/** Moves the LGA and re-routes its open reports (closed ones keep the command that handled them). */
export async function moveLga(db: Db, lgaId: number, commandId: number) {
  await db
    .update(lgas)
    .set({ areaCommandId: commandId, updatedAt: sql`now()` })
    .where(eq(lgas.id, lgaId));
  const moved = await db
    .update(incidents)
    .set({ areaCommandId: commandId, updatedAt: sql`now()`, version: sql`${incidents.version} + 1` })
    .where(openInLga(lgaId, commandId))
    .returning({ id: incidents.id });
  return moved.length;
}

// ---------------------------------------------------------------- incident types

const typeColumns = {
  id: incidentTypes.id,
  name: incidentTypes.name,
  isActive: incidentTypes.isActive,
  isSensitive: incidentTypes.isSensitive,
  acknowledgeMinutes: incidentTypes.acknowledgeMinutes,
  resolveMinutes: incidentTypes.resolveMinutes,
  retentionDays: incidentTypes.retentionDays,
  // Spelled out: in a one-table select Drizzle leaves column names unqualified, and "id" would be the report's.
  reports: sql<number>`(select count(*)::int from incidents i where i.incident_type_id = "incident_types"."id")`,
};

export function listTypes(db: Db) {
  return db.select(typeColumns).from(incidentTypes).orderBy(asc(incidentTypes.sortOrder), asc(incidentTypes.id));
}

export async function findType(db: Db, id: number) {
  const [row] = await db.select(typeColumns).from(incidentTypes).where(eq(incidentTypes.id, id));
  return row ?? null;
}

export async function lockType(db: Db, id: number) {
  const [row] = await db
    .select({ id: incidentTypes.id })
    .from(incidentTypes)
    .where(eq(incidentTypes.id, id))
    .for('update');
  return row ?? null;
}

export async function typeByName(db: Db, name: string) {
  const [row] = await db
    .select({ id: incidentTypes.id })
    .from(incidentTypes)
    .where(sql`lower(${incidentTypes.name}) = ${name.toLowerCase()}`);
  return row ?? null;
}

export async function otherActiveTypes(db: Db, id: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(incidentTypes)
    .where(and(eq(incidentTypes.isActive, true), ne(incidentTypes.id, id)));
  return row?.n ?? 0;
}

export async function insertType(db: Db, values: { name: string; isSensitive: boolean }) {
  const [last] = await db
    .select({ n: sql<number>`coalesce(max(${incidentTypes.sortOrder}), -1)::int` })
    .from(incidentTypes);
  const [row] = await db
    .insert(incidentTypes)
    .values({ ...values, sortOrder: (last?.n ?? -1) + 1 })
    .returning({ id: incidentTypes.id });
  return row!.id;
}

export async function updateType(
  db: Db,
  id: number,
  values: Partial<{ name: string; isSensitive: boolean; isActive: boolean; retentionDays: number }>,
) {
  await db.update(incidentTypes).set(values).where(eq(incidentTypes.id, id));
}

export async function deleteType(db: Db, id: number) {
  await db.delete(incidentTypes).where(eq(incidentTypes.id, id));
}

// ---------------------------------------------------------------- settings

export async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  return row?.value ?? null;
}

export async function writeSetting(db: Db, key: string, value: unknown) {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
}
