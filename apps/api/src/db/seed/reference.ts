/** Reference data every deployment needs; idempotent (safe on every start). */
import { seedCommunityTips } from './community-tips';
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
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { feedbackTypes, incidentTypes, relationships, siteSettings } from '../schema';
import { importLgaBoundaries, parseLgaBoundaries } from './lga-boundaries';

/** The site setting that keeps the SHA-256 of the boundary file last imported at start-up. */
export const BOUNDARY_FILE_SETTING = 'lga-boundaries-file';

/**
 * Imports the LGA boundary file only when its bytes differ from the last file imported at start-up: parsing and
 * upserting 20 polygons cost most of a start, and re-importing an unchanged file would undo what an administrator
 * loaded since with `npm run import:boundaries`. A new version of the file is imported at the next start.
 */
async function importChangedBoundaryFile(db: Db, path: string): Promise<void> {
  const text = await readFile(path, 'utf8');
  const sha256 = createHash('sha256').update(text).digest('hex');
  const [last] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, BOUNDARY_FILE_SETTING));
  if ((last?.value as { sha256?: string } | undefined)?.sha256 === sha256) return;
  await importLgaBoundaries(db, parseLgaBoundaries(text, path));
  await db
    .insert(siteSettings)
    .values({ key: BOUNDARY_FILE_SETTING, value: { sha256 } })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: { sha256 }, updatedAt: sql`now()` } });
}

export async function seedReferenceData(db: Db, lgaBoundariesPath: string): Promise<void> {
  await importChangedBoundaryFile(db, lgaBoundariesPath);
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
