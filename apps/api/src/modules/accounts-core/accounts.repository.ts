/** The account record shared by sign-in (auth) and settings (users): lookups by id, email and Google id, writes. */
import { isPoliceRole, POLICE_ROLES } from '@safeogun/contract/roles';
import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { User } from '@safeogun/contract/auth';
import { DEFAULT_LANGUAGE, isLanguage } from '@safeogun/contract/languages';
import type { Db } from '../../db/client';
import { lgas, stations, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/**
 * The station a profile shows: a citizen's chosen one; for a police officer their posting, which only an
 * administrator changes (decision 006), so an officer sees where they are posted and cannot move it themselves.
 */
export const profileStationId = (row: Pick<UserRow, 'role' | 'stationId' | 'postingStationId'>) =>
  isPoliceRole(row.role) ? row.postingStationId : row.stationId;

export function toUserDto(
  row: UserRow,
  station: { id: number; formation: string } | null,
  lga: string | null = null,
): User {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    userName: row.userName,
    phoneNumber: row.phoneNumber,
    address: row.address,
    state: row.state,
    gender: row.gender,
    role: row.role,
    provider: row.provider === 'google' ? 'Google' : 'Email',
    stationId: profileStationId(row),
    station,
    lga: station ? lga : null,
    latitude: row.latitude,
    longitude: row.longitude,
    searchRadiusKm: row.searchRadiusKm,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The account matching `condition`, unless it was deleted. */
async function findLiveUser(db: Db, condition: SQL): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(condition, isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export const findUserById = (db: Db, id: string) => findLiveUser(db, eq(users.id, id));
export const findUserByEmail = (db: Db, email: string) => findLiveUser(db, eq(users.email, email));
export const findUserByGoogleSub = (db: Db, sub: string) => findLiveUser(db, eq(users.googleSub, sub));

export async function loadUserDto(db: Db, id: string): Promise<User | null> {
  const [row] = await db
    .select({ user: users, station: { id: stations.id, formation: stations.formation }, lga: lgas.name })
    .from(users)
    .leftJoin(
      stations,
      eq(
        stations.id,
        sql`case when ${inArray(users.role, [...POLICE_ROLES])} then ${users.postingStationId} else ${users.stationId} end`,
      ),
    )
    .leftJoin(lgas, eq(lgas.id, stations.lgaId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return null;
  return toUserDto(row.user, row.station?.id != null ? row.station : null, row.lga ?? null);
}

export async function phoneTakenByOther(db: Db, phone: string, userId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(userId ? and(eq(users.phoneNumber, phone), ne(users.id, userId)) : eq(users.phoneNumber, phone))
    .limit(1);
  return Boolean(row);
}

export type NewUser = typeof users.$inferInsert;

/** Inserts the account and returns its id; unique-constraint errors reach the caller (which names them). */
export async function insertUser(db: Db, values: NewUser): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateUser(db: Db, userId: string, set: Partial<NewUser>): Promise<void> {
  await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * The station an officer is posted to, the one source of police reach (decision 006: never the profile's
 * station); null without a posting.
 */
export async function findPostingStation(db: Db, userId: string) {
  const [row] = await db
    .select({ id: stations.id, formation: stations.formation, lgaId: stations.lgaId })
    .from(users)
    .innerJoin(stations, eq(stations.id, users.postingStationId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** A station by id, as a posting names it (users' and police accounts' posting changes). */
export async function findStation(db: Db, id: number) {
  const [row] = await db
    .select({ id: stations.id, formation: stations.formation })
    .from(stations)
    .where(eq(stations.id, id));
  return row ?? null;
}
