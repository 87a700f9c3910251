/**
 * The public transparency figures (issue 14, decision 016): computed from the live reports, ratings and feedback,
 * cells under TRANSPARENCY_MIN_COUNT withheld, and reused per period and area for TRANSPARENCY_CACHE_SECONDS
 * (an older answer is served while a fresh one is computed, so only the first visitor of an area waits).
 */
import {
  TRANSPARENCY_CACHE_SECONDS,
  TRANSPARENCY_MESSAGES,
  TRANSPARENCY_MIN_COUNT,
  type Transparency,
  type TransparencyFigures,
  type TransparencyPeriod,
} from '@safeogun/contract/transparency';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import * as repo from './transparency.repository';

export interface TransparencyDeps {
  db: Db;
  now: () => Date;
  log?: { error(obj: unknown, msg: string): void };
}

export interface TransparencyRequest {
  period: TransparencyPeriod;
  areaCommandId?: number;
  lgaId?: number;
}

/** The start of the period ending at `to`: 30 or 90 days, or 12 calendar months, before it. */
export function periodStart(period: TransparencyPeriod, to: Date): Date {
  if (period === '12m') {
    const from = new Date(to);
    from.setUTCFullYear(from.getUTCFullYear() - 1);
    return from;
  }
  return new Date(to.getTime() - (period === '30d' ? 30 : 90) * 86_400_000);
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
/** A count is shown when it is 0 or at least the minimum. */
const shownCount = (n: number) => (n > 0 && n < TRANSPARENCY_MIN_COUNT ? null : n);
/** A figure computed over `base` entries is shown only when they are at least the minimum. */
const over = <T>(base: number, value: () => T): T | null => (base >= TRANSPARENCY_MIN_COUNT ? value() : null);

const EMPTY: repo.ReportAggregate = {
  level: 'all',
  stationId: null,
  lgaId: null,
  received: 0,
  onTime: 0,
  acknowledgeDue: 0,
  acknowledged: 0,
  medianAcknowledgeSeconds: null,
  finished: 0,
  medianResolveSeconds: null,
};

/** One place's figures, with every cell under the minimum withheld. */
export function figuresOf(
  reports: repo.ReportAggregate | undefined,
  rating: repo.RatingAggregate | undefined,
): TransparencyFigures {
  const r = reports ?? EMPTY;
  const ratings = rating?.ratings ?? 0;
  return {
    received: shownCount(r.received),
    shareAcknowledgedOnTime: over(r.acknowledgeDue, () => round(r.onTime / r.acknowledgeDue, 3)),
    medianMinutesToAcknowledge: over(r.acknowledged, () => round(r.medianAcknowledgeSeconds! / 60, 1)),
    medianMinutesToResolve: over(r.finished, () => round(r.medianResolveSeconds! / 60, 1)),
    shareResolved: over(r.received, () => round(r.finished / r.received, 3)),
    averageRating: over(ratings, () => round(rating!.average!, 2)),
    ratings: shownCount(ratings),
  };
}

async function resolveArea(db: Db, request: TransparencyRequest): Promise<Transparency['area']> {
  const command = request.areaCommandId === undefined ? null : await repo.findAreaCommand(db, request.areaCommandId);
  if (request.areaCommandId !== undefined && !command) throw notFound(TRANSPARENCY_MESSAGES.unknownAreaCommand);
  if (request.lgaId !== undefined) {
    const lga = await repo.findLga(db, request.lgaId);
    if (!lga) throw notFound(TRANSPARENCY_MESSAGES.unknownLga);
    if (command && lga.areaCommandId !== command.id)
      throw badRequest(TRANSPARENCY_MESSAGES.lgaOutsideCommand, [
        { field: 'lgaId', message: TRANSPARENCY_MESSAGES.lgaOutsideCommand },
      ]);
    return { kind: 'lga', id: lga.id, name: lga.name };
  }
  if (command) return { kind: 'areaCommand', id: command.id, name: command.name };
  return { kind: 'state', id: null, name: 'Ogun State' };
}

/** Computes the figures now (no cache). */
export async function computeTransparency(deps: TransparencyDeps, request: TransparencyRequest): Promise<Transparency> {
  const area = await resolveArea(deps.db, request);
  const to = deps.now();
  const from = periodStart(request.period, to);
  const place = { areaCommandId: request.areaCommandId, lgaId: request.lgaId };
  const scope: repo.Scope = { from, to, ...place };
  const [reports, counts, ratings, feedback, types, feedbackTypes, lgaRows, choices] = await Promise.all([
    repo.reportAggregates(deps.db, scope, to),
    repo.reportCounts(deps.db, scope),
    repo.ratingAggregates(deps.db, scope),
    repo.feedbackCounts(deps.db, scope),
    repo.listIncidentTypes(deps.db),
    repo.listFeedbackTypes(deps.db),
    repo.listLgas(deps.db, place),
    repo.listChoices(deps.db),
  ]);
  const at = <T extends { level: repo.Level; stationId: number | null; lgaId: number | null }>(
    rows: T[],
    level: repo.Level,
    id?: number,
  ) => rows.find((r) => r.level === level && (level === 'all' || (level === 'station' ? r.stationId : r.lgaId) === id));
  const reportedStations = reports
    .filter((r) => r.level === 'station' && r.stationId !== null)
    .map((r) => r.stationId!);
  const stationRows = await repo.listStations(deps.db, place, reportedStations);
  const typeCounts = new Map(counts.byType.map((t) => [t.incidentTypeId, t.count]));
  return {
    period: { value: request.period, from: from.toISOString(), to: to.toISOString() },
    area,
    totals: {
      ...figuresOf(at(reports, 'all'), at(ratings, 'all')),
      byType: types.map((t) => ({ incidentTypeId: t.id, name: t.name, count: shownCount(typeCounts.get(t.id) ?? 0) })),
      byChannel: counts.byChannel
        .sort((a, b) => b.count - a.count)
        .map((c) => ({ channel: c.channel, name: c.channel, count: shownCount(c.count) })),
      feedbackByType: feedbackTypes.map((t) => ({
        feedbackTypeId: t.id,
        name: t.name,
        count: shownCount(feedback.get(t.id) ?? 0),
      })),
    },
    lgas: lgaRows.map((l) => ({
      lgaId: l.id,
      name: l.name,
      areaCommandId: l.areaCommandId,
      ...figuresOf(at(reports, 'lga', l.id), at(ratings, 'lga', l.id)),
    })),
    stations: stationRows.map((s) => ({
      stationId: s.id,
      formation: s.formation,
      lgaId: s.lgaId,
      ...figuresOf(at(reports, 'station', s.id), at(ratings, 'station', s.id)),
    })),
    choices,
    generatedAt: to.toISOString(),
  };
}

/** The figures per period and area, each computed at most once per TRANSPARENCY_CACHE_SECONDS per server. */
export function createTransparencyService(deps: TransparencyDeps) {
  const cache = new Map<string, { value: Transparency; at: number }>();
  const pending = new Map<string, Promise<Transparency>>();
  const maxAgeMs = TRANSPARENCY_CACHE_SECONDS * 1000;

  function refresh(key: string, request: TransparencyRequest) {
    let running = pending.get(key);
    if (!running) {
      running = computeTransparency(deps, request)
        .then((value) => {
          cache.set(key, { value, at: deps.now().getTime() });
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, running);
    }
    return running;
  }

  return {
    async transparency(request: TransparencyRequest): Promise<Transparency> {
      const key = `${request.period}|${request.areaCommandId ?? ''}|${request.lgaId ?? ''}`;
      const cached = cache.get(key);
      if (!cached) return refresh(key, request);
      if (deps.now().getTime() - cached.at >= maxAgeMs) {
        // Served stale while one fresh computation runs; a failure keeps the older answer and is logged.
        refresh(key, request).catch((error: unknown) => deps.log?.error({ err: error }, 'transparency refresh failed'));
      }
      return cached.value;
    },
  };
}
