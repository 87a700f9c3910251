/**
 * `npm run import:boundaries` (issue 14): loads or updates LGAs from a GADM- or geoBoundaries-style GeoJSON file,
 * the way another state is added, and says what it did: LGAs added, LGAs changed (which fields), unchanged, and
 * skipped (an LGA of that name already belongs to another state). One transaction: all or nothing.
 */
import { sql } from 'drizzle-orm';
import { lgaKey } from '@safeogun/contract/reference';
import type { Db } from '../client';
import { lgas } from '../schema';
import { bboxOf } from '../../lib/geo';
import type { LgaBoundary } from './lga-boundaries';

export interface BoundaryImportReport {
  added: string[];
  changed: { name: string; fields: string[] }[];
  unchanged: string[];
  skipped: { name: string; reason: string }[];
}

const COMPARED = ['name', 'gid', 'state', 'areaKm2', 'labelLat', 'labelLng', 'boundary'] as const;

export async function importBoundaries(db: Db, boundaries: LgaBoundary[]): Promise<BoundaryImportReport> {
  const report: BoundaryImportReport = { added: [], changed: [], unchanged: [], skipped: [] };
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const existing = new Map((await tx.select().from(lgas)).map((row) => [row.key, row]));
    let nextOrder = Math.max(-1, ...[...existing.values()].map((row) => row.sortOrder)) + 1;
    const seen = new Set<string>();
    for (const b of boundaries) {
      const key = lgaKey(b.name);
      if (seen.has(key)) {
        report.skipped.push({ name: b.name, reason: 'appears twice in the file (the first one was used)' });
        continue;
      }
      seen.add(key);
      const box = bboxOf(b.geometry);
      const values = {
        name: b.name,
        gid: b.gid,
        state: b.state,
        areaKm2: b.areaKm2,
        labelLat: b.labelLat,
        labelLng: b.labelLng,
        boundary: b.geometry,
        minLat: box.minLat,
        minLng: box.minLng,
        maxLat: box.maxLat,
        maxLng: box.maxLng,
      };
      const before = existing.get(key);
      if (!before) {
        await tx.insert(lgas).values({ ...values, key, sortOrder: nextOrder++ });
        report.added.push(b.name);
        continue;
      }
      if (before.state.toLowerCase() !== b.state.toLowerCase()) {
        report.skipped.push({ name: b.name, reason: `an LGA of this name already belongs to ${before.state} State` });
        continue;
      }
      const fields = COMPARED.filter((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(values[f] ?? null));
      if (fields.length === 0) {
        report.unchanged.push(b.name);
        continue;
      }
      // The LGA keeps its id, its Area Command and its place in the lists: reports and stations still point at it.
      await tx
        .update(lgas)
        .set({ ...values, updatedAt: sql`now()` })
        .where(sql`${lgas.key} = ${key}`);
      report.changed.push({ name: b.name, fields });
    }
  });
  return report;
}

/** The report as the command prints it. */
export function describeImport(report: BoundaryImportReport): string {
  const lines = [
    `Added ${report.added.length} LGA${report.added.length === 1 ? '' : 's'}${report.added.length ? `: ${report.added.join(', ')}` : ''}.`,
    `Changed ${report.changed.length}${report.changed.length ? `: ${report.changed.map((c) => `${c.name} (${c.fields.join(', ')})`).join('; ')}` : ''}.`,
    `Unchanged ${report.unchanged.length}.`,
  ];
  if (report.skipped.length)
    lines.push(`Skipped ${report.skipped.length}: ${report.skipped.map((s) => `${s.name} (${s.reason})`).join('; ')}.`);
  return lines.join('\n');
}
