/**
 * Crime map rules: exact counts per LGA from the daily rollup, privacy-filtered detail rows for signed-in
 * callers, and a short in-process cache of finished response bodies that a write to incidents marks stale
 * (NOTIFY from the rollup trigger) and that goes stale after a few seconds anyway (the rolling window moves;
 * a missed notification heals). Stale bodies are served while one background query refreshes them.
 */
import { createHash } from 'node:crypto';
import { MAP_DATE_RANGE_MS } from '@safeogun/contract/crime-map';
import type { CrimeArea, CrimeRow } from '@safeogun/contract/crime-map';
import type { MapDateRange } from '@safeogun/contract/reference';
import type { Database, Db } from '../../db/client';
import { listenWithReconnect } from '../../db/pg-listener';
import { badRequest } from '../../lib/errors';
import type { AreaGeometry } from '../../lib/geo';
import { ok } from '../../lib/envelope';
import { CRIME_MAP_FILTER_MESSAGES } from '@safeogun/contract/crime-map';
import {
  listLgaBoundaries,
  countByArea,
  listAreas,
  listTypes,
  recentRowsByArea,
  type AreaRef,
  type DetailRowRaw,
  type TypeRef,
} from './crime-map.repository';
import { pagination } from '../../lib/pagination';

export const CRIME_MAP_CACHE_TTL_MS = 3000;
/** LGAs and types are dropped when the database announces a change; this bound is the safety net (decision 026). */
const REFERENCE_TTL_MS = 60_000;
const MAX_CACHE_ENTRIES = 2000;
export const CRIME_MAP_CHANNEL = 'crime_map_changed';

export interface MapFilter {
  lgaId?: number;
  incidentTypeId?: number;
  dateRange: MapDateRange;
  page: number;
  size: number;
}

interface Entry<T> {
  /** When the current value was loaded. */
  at: number;
  /** Cache generation it was loaded in; an invalidation makes it stale at once. */
  generation: number;
  value: Promise<T>;
  /** Set once `value` resolved: what a stale read may answer while a refresh runs. */
  settled?: { value: T };
  refreshing?: Promise<void>;
}

/**
 * Single-flight cache with stale-while-revalidate: an entry is fresh for `ttlMs` and until the next invalidation;
 * after that the old answer is still served (for at most `maxStaleMs`) while one background query refreshes it,
 * so no request waits for a query except the very first for its key.
 */
class SwrCache<T> {
  private entries = new Map<string, Entry<T>>();
  private generation = 0;
  constructor(
    private ttlMs: number,
    private maxStaleMs = 30_000,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit) {
      const fresh = hit.generation === this.generation && now - hit.at < this.ttlMs;
      if (fresh) return hit.value;
      if (hit.settled && now - hit.at < this.maxStaleMs) {
        hit.refreshing ??= this.refresh(key, hit, load);
        return Promise.resolve(hit.settled.value);
      }
      if (!hit.settled && hit.generation === this.generation) return hit.value;
    }
    return this.start(key, load, now);
  }

  private start(key: string, load: () => Promise<T>, now: number): Promise<T> {
    if (this.entries.size >= MAX_CACHE_ENTRIES) this.entries.clear();
    const value = load();
    const entry: Entry<T> = { at: now, generation: this.generation, value };
    this.entries.set(key, entry);
    value.then(
      (v) => {
        entry.settled = { value: v };
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  private async refresh(key: string, stale: Entry<T>, load: () => Promise<T>) {
    const generation = this.generation;
    const at = Date.now();
    try {
      const v = await load();
      if (this.entries.get(key) === stale)
        this.entries.set(key, { at, generation, value: Promise.resolve(v), settled: { value: v } });
    } catch {
      // Keep serving the stale answer; the next read after maxStaleMs loads in the foreground.
    } finally {
      stale.refreshing = undefined;
    }
  }

  clear() {
    this.generation++;
  }

  /** Forgets everything (tests). */
  reset() {
    this.generation++;
    this.entries.clear();
  }
}

export interface CachedBody {
  body: string;
  /** A weak entity tag over the counts (and rows) of the answer. */
  etag: string;
}

export interface MapResult<T> {
  dateRange: MapDateRange;
  from: string;
  to: string;
  crimeMaps: Record<string, T>;
}

export class CrimeMapService {
  private reference = new SwrCache<{ areas: AreaRef[]; types: TypeRef[] }>(REFERENCE_TTL_MS);
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private db: Db,
    private clock: () => number = Date.now,
  ) {}

  private bodies = new SwrCache<CachedBody>(CRIME_MAP_CACHE_TTL_MS);

  /** Drops the cached LGAs and incident types, and every answer made with them (an administrator changed one). */
  forgetReference() {
    // Not stale-while-revalidate: a description withheld from now on must not be served once more.
    this.reference.reset();
    this.bodies.reset();
  }

  /** Drops every cached answer (a report was filed, changed, hidden or deleted). */
  invalidate() {
    this.bodies.clear();
  }

  /**
   * The whole response body as JSON text with its entity tag, cached per view and filter: a cache hit costs no
   * query, no serialization and no hashing (the answer does not depend on who the signed-in caller is).
   */
  responseBody(detailed: boolean, filter: MapFilter): Promise<CachedBody> {
    const key = `${detailed ? 'd' : 'p'}|${filter.dateRange}|${filter.lgaId ?? ''}|${filter.incidentTypeId ?? ''}|${filter.page}|${filter.size}`;
    return this.bodies.get(key, async () => {
      const map = detailed ? await this.detailedMap(filter) : await this.publicMap(filter);
      const body = JSON.stringify(ok({ detailed, ...map }));
      // Weak: the answer's window (from, to) moves with the clock, but the same counts are the same answer.
      const digest = createHash('sha1')
        .update(`${key}|${JSON.stringify(map.crimeMaps)}`)
        .digest('base64url');
      return { body, etag: `W/"${digest}"` };
    });
  }

  /**
   * Subscribes to the rollup trigger's notifications. On PostgreSQL the listening connection is re-opened after a
   * failure, and the cache is dropped once then (changes made meanwhile were not heard); the TTL bounds staleness
   * while it is down.
   */
  async listen(
    database: Database,
    log: { warn(details: object, message: string): void; error(details: unknown, message: string): void },
  ) {
    const onChange = () => this.invalidate();
    if (database.listenPool) {
      const listener = listenWithReconnect(database.listenPool, {
        channel: CRIME_MAP_CHANNEL,
        log,
        onNotification: onChange,
        onReconnect: onChange,
      });
      this.unlisten = () => listener.close();
      await listener.ready();
    } else if (database.pglite) {
      // One in-process database: its connection cannot drop.
      try {
        const stop = await database.pglite.listen(CRIME_MAP_CHANNEL, onChange);
        this.unlisten = () => stop();
      } catch (error) {
        log.warn({ err: error }, 'crime map: could not listen for changes; relying on the cache expiry');
      }
    }
  }

  async close() {
    const stop = this.unlisten;
    this.unlisten = null;
    if (stop) await stop().catch(() => undefined);
  }

  private referenceData() {
    return this.reference.get('ref', async () => {
      const [areas, types] = await Promise.all([listAreas(this.db), listTypes(this.db)]);
      return { areas, types };
    });
  }

  /** 400 with the field named when a filter names no known LGA or type. */
  private async check(filter: MapFilter) {
    const ref = await this.referenceData();
    const errors = [];
    if (filter.lgaId !== undefined && !ref.areas.some((a) => a.id === filter.lgaId))
      errors.push({ field: 'lgaId', message: CRIME_MAP_FILTER_MESSAGES.lgaId });
    if (filter.incidentTypeId !== undefined && !ref.types.some((t) => t.id === filter.incidentTypeId))
      errors.push({ field: 'incidentTypeId', message: CRIME_MAP_FILTER_MESSAGES.incidentTypeId });
    if (errors.length) throw badRequest(errors[0]!.message, errors);
    return ref;
  }

  private async countsFor(filter: MapFilter) {
    const to = new Date(this.clock());
    const from = new Date(to.getTime() - MAP_DATE_RANGE_MS[filter.dateRange]);
    const byArea = await countByArea(this.db, {
      from,
      lgaId: filter.lgaId,
      incidentTypeId: filter.incidentTypeId,
    });
    return { from, to, byArea };
  }

  /** Public view: a report count for every LGA (0 where none, and outside a location filter). */
  async publicMap(filter: MapFilter): Promise<MapResult<number>> {
    const ref = await this.check(filter);
    const { from, to, byArea } = await this.countsFor(filter);
    const crimeMaps: Record<string, number> = {};
    for (const area of ref.areas) crimeMaps[area.name] = byArea.get(area.id) ?? 0;
    return { dateRange: filter.dateRange, from: from.toISOString(), to: to.toISOString(), crimeMaps };
  }

  /** Signed-in view: per LGA the exact count and one page of its newest reports, privacy rules applied. */
  async detailedMap(filter: MapFilter): Promise<MapResult<CrimeArea>> {
    const ref = await this.check(filter);
    const { from, to, byArea } = await this.countsFor(filter);
    const areaIds = ref.areas
      .filter((a) => filter.lgaId === undefined || a.id === filter.lgaId)
      .filter((a) => (byArea.get(a.id) ?? 0) > (filter.page - 1) * filter.size)
      .map((a) => a.id);
    const raw = await recentRowsByArea(this.db, {
      from,
      incidentTypeId: filter.incidentTypeId,
      areaIds,
      limit: filter.size,
      offset: (filter.page - 1) * filter.size,
    });
    const rows = new Map<number, DetailRowRaw[]>();
    for (const r of raw) {
      const id = Number(r.lga_id);
      const list = rows.get(id) ?? [];
      list.push(r);
      rows.set(id, list);
    }
    const typeById = new Map(ref.types.map((t) => [t.id, t]));
    const crimeMaps: Record<string, CrimeArea> = {};
    for (const area of ref.areas) {
      const count = byArea.get(area.id) ?? 0;
      const crimes: CrimeRow[] = (rows.get(area.id) ?? []).map((r) => {
        const type = typeById.get(Number(r.incident_type_id));
        return {
          crimetype: type?.name ?? 'Unknown',
          location: area.name,
          dateReported: iso(r.submitted_at),
          lastUpdated: iso(r.updated_at),
          status: r.status,
          description: type?.isSensitive ? '' : (r.description ?? ''),
        };
      });
      crimeMaps[area.name] = {
        count,
        crimes,
        pagination: pagination(count, filter.page, filter.size),
      };
    }
    return { dateRange: filter.dateRange, from: from.toISOString(), to: to.toISOString(), crimeMaps };
  }
}

function iso(value: string | Date): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The LGA boundaries as GeoJSON features (the LGAs without a stored boundary are left out). */
export async function lgaBoundaryFeatures(deps: { db: Db }) {
  const rows = await listLgaBoundaries(deps.db);
  return rows
    .filter((r) => r.boundary)
    .map((r) => ({
      type: 'Feature' as const,
      properties: { id: r.id, name: r.name, key: r.key },
      // The import stores only Polygons and MultiPolygons (db/seed/lga-boundaries.ts).
      geometry: r.boundary as AreaGeometry,
    }));
}
