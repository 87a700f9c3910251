/** Reference data every deployment needs; idempotent (safe on every start). */
import { seedCommunityTips, STARTER_TIPS } from './community-tips';
import {
  FEEDBACK_TYPES,
  INCIDENT_TYPES,
  RATED_FEEDBACK_TYPES,
  RELATIONSHIPS,
  SENSITIVE_INCIDENT_TYPES,
} from '@safeogun/contract/reference';
import { DEFAULT_SLA_TARGETS } from '@safeogun/contract/sla';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rowsOf } from '../rows';
import { communityTips, feedbackTypes, incidentTypes, relationships, siteSettings } from '../schema';
import { importLgaBoundaries, parseLgaBoundaries } from './lga-boundaries';

/** The site setting that keeps the SHA-256 of the boundary file last imported at start-up. */
export const BOUNDARY_FILE_SETTING = 'lga-boundaries-file';

interface BoundaryFile {
  path: string;
  text: string;
  sha256: string;
}

async function readBoundaryFile(path: string): Promise<BoundaryFile> {
  const text = await readFile(path, 'utf8');
  return { path, text, sha256: createHash('sha256').update(text).digest('hex') };
}

/**
 * One query for what every start checks: the SHA-256 of the boundary file last imported, and whether every seed row
 * is there already (some incident type, each feedback type and relationship by name, each starter tip by key). On
 * an existing database that is all a start runs here, instead of five statements (a query or an insert per table).
 */
async function seedState(db: Db): Promise<{ boundarySha256: string | null; complete: boolean }> {
  const [state] = rowsOf<{ boundarySha256: string | null; complete: boolean }>(
    await db.execute(sql`select
      (select ${siteSettings.value} ->> 'sha256' from ${siteSettings} where ${siteSettings.key} = ${BOUNDARY_FILE_SETTING})
        as "boundarySha256",
      exists (select from ${incidentTypes})
        and (select count(*) from ${feedbackTypes} where ${inArray(feedbackTypes.name, [...FEEDBACK_TYPES])})
          = ${FEEDBACK_TYPES.length}
        and (select count(*) from ${relationships} where ${inArray(relationships.name, [...RELATIONSHIPS])})
          = ${RELATIONSHIPS.length}
        and (select count(*) from ${communityTips} where ${inArray(
          communityTips.seedKey,
          STARTER_TIPS.map((tip) => tip.seedKey),
        )})
          = ${STARTER_TIPS.length}
        as complete`),
  );
  return state!;
}

/** Imports the LGA boundary file and records its SHA-256 as the last file imported at start-up. */
async function importBoundaryFile(db: Db, file: BoundaryFile): Promise<void> {
  await importLgaBoundaries(db, parseLgaBoundaries(file.text, file.path));
  await db
    .insert(siteSettings)
    .values({ key: BOUNDARY_FILE_SETTING, value: { sha256: file.sha256 } })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: { sha256: file.sha256 }, updatedAt: sql`now()` } });
}

/** Inserts the seed rows that are missing; a row already there (by name or key) is left as an administrator made it. */
async function insertMissingSeedRows(db: Db): Promise<void> {
  // Only into an empty table: administrators rename, add and delete types (issue 14), and a renamed type must not
  // come back under its old name at the next start.
  const [anyType] = await db.select({ id: incidentTypes.id }).from(incidentTypes).limit(1);
  if (!anyType)
    await db
      .insert(incidentTypes)
      .values(
        INCIDENT_TYPES.map((name, i) => ({
          name,
          sortOrder: i,
          ...DEFAULT_SLA_TARGETS[name],
          isSensitive: (SENSITIVE_INCIDENT_TYPES as readonly string[]).includes(name),
        })),
      )
      .onConflictDoNothing({ target: incidentTypes.name });
  await db
    .insert(feedbackTypes)
    .values(
      FEEDBACK_TYPES.map((name, i) => ({
        name,
        sortOrder: i,
        isRated: (RATED_FEEDBACK_TYPES as readonly string[]).includes(name),
      })),
    )
    .onConflictDoNothing({ target: feedbackTypes.name });
  await db
    .insert(relationships)
    .values(RELATIONSHIPS.map((name, i) => ({ name, sortOrder: i })))
    .onConflictDoNothing({ target: relationships.name });
  await seedCommunityTips(db);
}

/**
 * The LGA boundary file is imported only when its bytes differ from the last file imported at start-up: parsing and
 * upserting 20 polygons cost most of a start, and re-importing an unchanged file would undo what an administrator
 * loaded since with `npm run import:boundaries`. A new version of the file is imported at the next start.
 */
export async function seedReferenceData(db: Db, lgaBoundariesPath: string): Promise<void> {
  const [file, state] = await Promise.all([readBoundaryFile(lgaBoundariesPath), seedState(db)]);
  if (state.boundarySha256 !== file.sha256) await importBoundaryFile(db, file);
  if (!state.complete) await insertMissingSeedRows(db);
}
