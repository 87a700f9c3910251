/**
 * Who may address which LGAs with an alert or a poll (issue 21): State HQ and administrators the whole state or any
 * LGAs; an area commander only LGAs of their command (never the whole state); no one else.
 */
import { COMMUNITY_MESSAGES } from '@safeogun/contract/community';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { jurisdictionOf } from '../jurisdiction/jurisdiction';
import { lgaNamesById, residentLgaOf, type Audience } from './community.repository';

/** The LGAs a police account may address: 'all', or a command's LGA ids. */
export async function addressableLgas(db: Db, user: Pick<AuthUser, 'id' | 'role'>): Promise<'all' | number[]> {
  const reach = await jurisdictionOf(db, user);
  if (reach.kind === 'state') return 'all';
  if (reach.kind === 'area') return reach.lgaIds;
  return [];
}

/** Whether a record addressed to `lgaIds` is within `reach` (a state-wide one only for the state). */
export const withinReach = (reach: 'all' | number[], lgaIds: number[]) =>
  reach === 'all' || (lgaIds.length > 0 && lgaIds.every((id) => reach.includes(id)));

/** The ids of LGA names (every name is one of the state's: the contract checked it), refused beyond the reach. */
export async function lgaIdsToAddress(db: Db, user: Pick<AuthUser, 'id' | 'role'>, names: string[]) {
  const byName = new Map([...(await lgaNamesById(db))].map(([id, name]) => [name, id]));
  const ids = names.map((name) => byName.get(name)).filter((id): id is number => id !== undefined);
  const reach = await addressableLgas(db, user);
  if (reach !== 'all') {
    if (ids.length === 0) throw forbidden(COMMUNITY_MESSAGES.wholeStateRefused);
    if (!withinReach(reach, ids)) throw forbidden(COMMUNITY_MESSAGES.outsideCommand);
  }
  return ids;
}

/** What the console offers a publisher: the whole state and every LGA, or their command's LGAs by name. */
export async function addressableLgaNames(db: Db, user: Pick<AuthUser, 'id' | 'role'>) {
  const [reach, names] = await Promise.all([addressableLgas(db, user), lgaNamesById(db)]);
  const ids = reach === 'all' ? [...names.keys()] : reach;
  return {
    wholeState: reach === 'all',
    lgas: ids.map((id) => names.get(id) ?? String(id)).sort((a, b) => a.localeCompare(b)),
  };
}

/** LGA names of ids, in the state's order of names. */
export async function lgaNamesOf(db: Db) {
  const names = await lgaNamesById(db);
  return (ids: number[]) => ids.map((id) => names.get(id) ?? String(id)).sort((a, b) => a.localeCompare(b));
}

/**
 * Whom a public list of alerts or polls is for, with the LGA it names: the LGA asked for; else the signed-in
 * resident's (the LGA of their profile's station), or the state-wide ones only when they have none (never another
 * LGA's: decision 035); else, for a visitor who chose nothing, all of them.
 */
export async function audienceOf(
  db: Db,
  lga: string | undefined,
  userId: string | undefined,
): Promise<{ audience: Audience; lga: string | null }> {
  if (lga) {
    const id = [...(await lgaNamesById(db))].find(([, name]) => name === lga)?.[0];
    return { audience: id === undefined ? 'state-wide' : { lgaId: id }, lga };
  }
  if (!userId) return { audience: 'all', lga: null };
  const place = await residentLgaOf(db, userId);
  return place ? { audience: { lgaId: place.id }, lga: place.name } : { audience: 'state-wide', lga: null };
}
