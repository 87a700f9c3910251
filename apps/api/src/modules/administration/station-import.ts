/**
 * Reading a station import (issue 14): a CSV file (columns formation, address, phone, lga, latitude, longitude;
 * read by csv-parse) or a GeoJSON FeatureCollection of Points (the same names as properties), into rows with their
 * line numbers; then each row judged: added, updated (a station of that name exists), or rejected with a reason
 * (unknown LGA, bad coordinates, duplicate name, a field out of bounds). Nothing here touches the database.
 */
import { parse } from 'csv-parse/sync';
import {
  ADMIN_MESSAGES,
  PHONE_PATTERN,
  STATION_CSV_REQUIRED,
  STATION_IMPORT_LIMITS,
  STATION_LIMITS,
  type ImportRow,
} from '@safeogun/contract/administration';
import { lgaKey } from '@safeogun/contract/reference';
import { badRequest } from '../../lib/errors';
import type { LgaShape, StationValues } from './stations.repository';
import { lgaAt } from './positions';

export interface RawRow {
  line: number;
  formation: string;
  address: string;
  phone: string;
  lga: string;
  latitude: string;
  longitude: string;
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

function parseCsv(content: string): RawRow[] {
  let records: { record: Record<string, string | undefined>; info: { lines: number } }[];
  try {
    records = parse(content, {
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 10_000,
    });
  } catch (error) {
    throw badRequest(ADMIN_MESSAGES.importNotCsv((error as Error).message.replace(/\.$/, '')));
  }
  const first = records[0]?.record;
  if (first) {
    const missing = STATION_CSV_REQUIRED.filter((c) => !(c in first));
    if (missing.length) throw badRequest(ADMIN_MESSAGES.importMissingColumns(missing));
  }
  // `info.lines` is the line a record ends on: a quoted field may span lines, and the report names where it ends.
  return records.map(({ record, info }) => ({
    line: info.lines,
    formation: text(record.formation),
    address: text(record.address),
    phone: text(record.phone),
    lga: text(record.lga),
    latitude: text(record.latitude),
    longitude: text(record.longitude),
  }));
}

interface PointFeature {
  type?: unknown;
  properties?: Record<string, unknown> | null;
  geometry?: { type?: unknown; coordinates?: unknown } | null;
}

function parseGeoJson(content: string): RawRow[] {
  let json: { type?: unknown; features?: unknown };
  try {
    json = JSON.parse(content) as typeof json;
  } catch {
    throw badRequest(ADMIN_MESSAGES.importNotGeoJson);
  }
  if (json?.type !== 'FeatureCollection' || !Array.isArray(json.features))
    throw badRequest(ADMIN_MESSAGES.importNotGeoJson);
  return (json.features as PointFeature[]).map((feature, i) => {
    const p = feature?.properties ?? {};
    const coordinates =
      feature?.geometry?.type === 'Point' && Array.isArray(feature.geometry.coordinates)
        ? (feature.geometry.coordinates as unknown[])
        : [];
    return {
      line: i + 1,
      formation: text(p.formation ?? p.name),
      address: text(p.address),
      phone: text(p.phone),
      lga: text(p.lga),
      // GeoJSON positions are [longitude, latitude].
      latitude: text(coordinates[1]),
      longitude: text(coordinates[0]),
    };
  });
}

/** The file's rows: GeoJSON when it is named so or starts with "{", CSV otherwise. */
export function readImportFile(bytes: Buffer, filename: string): RawRow[] {
  if (bytes.length > STATION_IMPORT_LIMITS.bytes) throw badRequest(ADMIN_MESSAGES.importTooLarge);
  const content = bytes.toString('utf8');
  const geo =
    /\.(geo)?json$/i.test(filename) ||
    content
      .replace(/^\uFEFF/, '')
      .trimStart()
      .startsWith('{');
  const rows = geo ? parseGeoJson(content.replace(/^\uFEFF/, '')) : parseCsv(content);
  if (rows.length === 0) throw badRequest(ADMIN_MESSAGES.importEmpty);
  if (rows.length > STATION_IMPORT_LIMITS.rows) throw badRequest(ADMIN_MESSAGES.importTooManyRows);
  return rows;
}

export interface ImportPlan {
  accepted: (ImportRow & { stationId: number | null; values: StationValues })[];
  rejected: { line: number; reason: string }[];
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Judges every row against the LGAs on record and the stations that exist (by folded formation name). */
export function planImport(
  rows: RawRow[],
  shapes: LgaShape[],
  existing: Map<string, { id: number; formation: string }>,
): ImportPlan {
  const byKey = new Map(shapes.map((s) => [s.key, s]));
  const seen = new Map<string, number>();
  const plan: ImportPlan = { accepted: [], rejected: [] };
  for (const row of rows) {
    const reject = (reason: string) => plan.rejected.push({ line: row.line, reason });
    if (!row.formation) {
      reject(ADMIN_MESSAGES.rowNoFormation);
      continue;
    }
    const folded = row.formation.toLowerCase();
    const earlier = seen.get(folded);
    if (earlier !== undefined) {
      reject(ADMIN_MESSAGES.rowDuplicate(earlier));
      continue;
    }
    seen.set(folded, row.line);
    if (row.formation.length > STATION_LIMITS.formation) {
      reject(ADMIN_MESSAGES.rowFormationLength);
      continue;
    }
    if (row.address.length > STATION_LIMITS.address) {
      reject(ADMIN_MESSAGES.rowAddressLength);
      continue;
    }
    if (row.phone && !PHONE_PATTERN.test(row.phone)) {
      reject(ADMIN_MESSAGES.rowPhone);
      continue;
    }
    const lga = row.lga ? byKey.get(lgaKey(row.lga)) : undefined;
    if (!lga) {
      reject(ADMIN_MESSAGES.rowUnknownLga(row.lga));
      continue;
    }
    const latitude = NUMBER.test(row.latitude) ? Number(row.latitude) : NaN;
    const longitude = NUMBER.test(row.longitude) ? Number(row.longitude) : NaN;
    if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) {
      reject(ADMIN_MESSAGES.rowBadCoordinates);
      continue;
    }
    const actual = lgaAt(shapes, latitude, longitude);
    if (lga.boundary && actual?.id !== lga.id) {
      reject(ADMIN_MESSAGES.rowOutsideLga(lga.name, actual?.name ?? null));
      continue;
    }
    const match = existing.get(folded);
    plan.accepted.push({
      line: row.line,
      action: match ? 'update' : 'add',
      formation: row.formation,
      lga: lga.name,
      stationId: match?.id ?? null,
      values: {
        formation: row.formation,
        address: row.address || null,
        phone: row.phone || null,
        lgaId: lga.id,
        latitude,
        longitude,
        // A station named in a command's list of its stations is in service, even one deactivated before.
        isActive: true,
      },
    });
  }
  return plan;
}
