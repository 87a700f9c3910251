/**
 * Demo police for the embedded default (and PostgreSQL with SEED_DEMO=1), after the demo stations: the four demo
 * Area Commands grouping the 20 LGAs, and one account of each police role so the console can be tried at once.
 * Their emails and the shared demo password are listed in the README as demo only. Runs once per database.
 */
import { eq, inArray, and, isNull } from 'drizzle-orm';
import { DEMO_AREA_COMMANDS } from '@safeogun/contract/roles';
import { lgaKey } from '@safeogun/contract/reference';
import type { Db } from '../client';
import { appMeta, areaCommands, incidents, lgas, stations, users } from '../schema';
import { hashPassword } from '../../modules/accounts-core/passwords';

const DEMO_POLICE_SEED_KEY = 'demo_police_seed_v1';

/** Demo only: printed in the README, never used outside a demo database. */
export const DEMO_POLICE_PASSWORD = 'SafeOgun-Demo-2026';

export const DEMO_POLICE_ACCOUNTS = [
  {
    email: 'officer.abeokuta-south@demo.safeogun.ng',
    fullName: 'Officer Adebayo (demo)',
    role: 'officer',
    lga: 'Abeokuta South',
  },
  {
    email: 'officer.ijebu-ode@demo.safeogun.ng',
    fullName: 'Officer Okonkwo (demo)',
    role: 'officer',
    lga: 'Ijebu Ode',
  },
  {
    email: 'commander.egba@demo.safeogun.ng',
    fullName: 'ACP Salami (demo)',
    role: 'area_commander',
    command: 'Egba Area Command (demo)',
  },
  { email: 'hq@demo.safeogun.ng', fullName: 'Inspector Balogun, State HQ (demo)', role: 'hq' },
  { email: 'admin@demo.safeogun.ng', fullName: 'Administrator (demo)', role: 'admin' },
] as const;

export async function seedDemoPolice(db: Db): Promise<boolean> {
  const done = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_POLICE_SEED_KEY));
  if (done.length > 0) return false;
  const passwordHash = await hashPassword(DEMO_POLICE_PASSWORD);
  const lgaRows = await db.select({ id: lgas.id, name: lgas.name }).from(lgas);
  const lgaIdByKey = new Map(lgaRows.map((l) => [lgaKey(l.name), l.id]));

  await db.transaction(async (tx) => {
    const commandIds = new Map<string, number>();
    for (const command of DEMO_AREA_COMMANDS) {
      const [row] = await tx
        .insert(areaCommands)
        .values({ name: command.name })
        .onConflictDoUpdate({ target: areaCommands.name, set: { name: command.name } })
        .returning({ id: areaCommands.id });
      commandIds.set(command.name, row!.id);
      const lgaIds = command.lgas.map((name) => lgaIdByKey.get(lgaKey(name))).filter((id) => id !== undefined);
      if (!lgaIds.length) continue;
      // Only LGAs no administrator has placed yet: a real command is never overwritten by a demo one.
      await tx
        .update(lgas)
        .set({ areaCommandId: row!.id })
        .where(and(inArray(lgas.id, lgaIds), isNull(lgas.areaCommandId)));
    }
    // Reports filed before their LGA had a command now carry it.
    for (const lga of await tx.select({ id: lgas.id, areaCommandId: lgas.areaCommandId }).from(lgas)) {
      if (lga.areaCommandId === null) continue;
      await tx
        .update(incidents)
        .set({ areaCommandId: lga.areaCommandId })
        .where(and(eq(incidents.lgaId, lga.id), isNull(incidents.areaCommandId)));
    }

    for (const account of DEMO_POLICE_ACCOUNTS) {
      let stationId: number | null = null;
      if ('lga' in account) {
        const [station] = await tx
          .select({ id: stations.id })
          .from(stations)
          .where(and(eq(stations.lgaId, lgaIdByKey.get(lgaKey(account.lga)) ?? -1), eq(stations.isDemo, true)))
          .limit(1);
        stationId = station?.id ?? null;
      }
      await tx
        .insert(users)
        .values({
          email: account.email,
          userName: account.email.split('@')[0],
          fullName: account.fullName,
          role: account.role,
          passwordHash,
          emailVerifiedAt: new Date(),
          stationId,
          postingStationId: stationId,
          postingAreaCommandId: 'command' in account ? (commandIds.get(account.command) ?? null) : null,
        })
        .onConflictDoNothing();
    }
    await tx.insert(appMeta).values({ key: DEMO_POLICE_SEED_KEY, value: { seededAt: new Date().toISOString() } });
  });
  return true;
}
