/**
 * Reviews and feedback in the console (issue 12, decision 013). Reach: reviews follow their case (an officer, the
 * reports of their station and its LGA; an area commander, their command; HQ and administrators, the state);
 * feedback follows the station it names (an officer, their station; an area commander, the stations of their
 * command's LGAs); feedback to a named officer only State HQ reads. "Mine": reviews of cases the caller handled (wrote
 * an entry of its history or a message to its reporter). A reviewer is named only when neither the review nor the
 * report hides them; feedback never names its sender. Periods are calendar days in Nigerian time (WAT, UTC+1).
 */
import {
  type FeedbackSummary,
  type FeedbackSummaryQuery,
  type PoliceFeedbackEntry,
  type PoliceFeedbackListQuery,
  type RatingStats,
  type SummaryStats,
} from '@safeogun/contract/police-feedback';
import type { Db } from '../../db/client';
import { pagination } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import { jurisdictionOf, stationsOf } from '../jurisdiction/jurisdiction';
import * as repo from './police-feedback.repository';
import { namedRef } from '../../lib/joined-ref';

export interface PoliceFeedbackDeps {
  db: Db;
  now: () => Date;
}

/** Nigeria keeps UTC+1 all year. */
const WAT_OFFSET_MS = 60 * 60_000;
/** The summary's period when the query names none: the 30 days up to today. */
export const DEFAULT_SUMMARY_DAYS = 30;

/** The calendar day (YYYY-MM-DD) in Nigeria at `at`. */
export const nigerianDay = (at: Date) => new Date(at.getTime() + WAT_OFFSET_MS).toISOString().slice(0, 10);
/** The first instant of a Nigerian calendar day. */
export const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - WAT_OFFSET_MS);
/** The first instant after a Nigerian calendar day. */
const dayEnd = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);
const addDays = (day: string, days: number) => nigerianDay(new Date(dayStart(day).getTime() + days * 86_400_000));

async function reachOf(db: Db, user: Pick<AuthUser, 'id' | 'role'>): Promise<repo.EntryReach> {
  const jurisdiction = await jurisdictionOf(db, user);
  return { jurisdiction, stations: await stationsOf(db, jurisdiction) };
}

const actor = (name: string | null, role: string | null) => (role ? { fullName: name, role } : null);

/** GET /police/feedback/entries: one page, newest first. */
export async function listPoliceFeedback(deps: PoliceFeedbackDeps, user: AuthUser, query: PoliceFeedbackListQuery) {
  const reach = await reachOf(deps.db, user);
  const filters: repo.EntryFilters = {
    kinds: query.kind === 'all' ? ['feedback', 'review'] : [query.kind],
    rating: query.rating,
    replied: query.replied === undefined ? undefined : query.replied === 'yes',
    start: query.from ? dayStart(query.from) : undefined,
    end: query.to ? dayEnd(query.to) : undefined,
    stationId: query.stationId,
    areaCommandId: query.areaCommandId,
    handledBy: query.mine === 'true' ? user.id : undefined,
  };
  const { keys, total } = await repo.entryPage(deps.db, reach, filters, query.size, (query.page - 1) * query.size);
  const idsOf = (kind: string) => keys.filter((k) => k.kind === kind).map((k) => k.id);
  const [feedback, reviews] = await Promise.all([
    repo.feedbackEntries(deps.db, idsOf('feedback')),
    repo.reviewEntries(deps.db, idsOf('review')),
  ]);
  const handled = await repo.handledAmong(
    deps.db,
    user.id,
    reviews.map((r) => r.incidentId),
  );
  const byId = new Map<string, PoliceFeedbackEntry>();
  for (const f of feedback)
    byId.set(f.id, {
      kind: 'feedback',
      id: f.id,
      createdAt: f.createdAt.toISOString(),
      rating: f.rating > 0 ? f.rating : null,
      comment: f.comment,
      feedbackType: f.feedbackType,
      officerName: f.recipient === 'Officer' ? f.officerName : null,
      station: f.stationId !== null && f.stationFormation ? { id: f.stationId, formation: f.stationFormation } : null,
      areaCommand: namedRef(f.areaCommandId, f.areaCommandName),
      incident: null,
      reviewerName: null,
      identityHidden: true,
      handledByMe: false,
      reply: f.reply,
      repliedAt: f.repliedAt?.toISOString() ?? null,
      repliedBy: actor(f.repliedByName, f.repliedByRole),
    });
  for (const r of reviews) {
    const hidden = r.reviewHidden || r.reportHidden || r.reportAnonymous;
    byId.set(r.id, {
      kind: 'review',
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      rating: r.rating,
      comment: r.comment,
      feedbackType: null,
      officerName: null,
      station: r.stationId !== null && r.stationFormation ? { id: r.stationId, formation: r.stationFormation } : null,
      areaCommand: namedRef(r.areaCommandId, r.areaCommandName),
      incident: { id: r.incidentId, ticketId: r.ticketId, incidentType: r.incidentType },
      reviewerName: hidden ? null : r.name,
      identityHidden: hidden,
      handledByMe: handled.has(r.incidentId),
      reply: r.reply,
      repliedAt: r.repliedAt?.toISOString() ?? null,
      repliedBy: actor(r.repliedByName, r.repliedByRole),
    });
  }
  return {
    data: keys.map((k) => byId.get(k.id)).filter((e): e is PoliceFeedbackEntry => e !== undefined),
    pagination: pagination(total, query.page, query.size),
    from: query.from ?? null,
    to: query.to ?? null,
  };
}

/** Running totals of one summary row. */
class Tally {
  private reviews: repo.GroupTotals = { count: 0, rated: 0, ratingSum: 0, unanswered: 0 };
  private feedback: repo.GroupTotals = { count: 0, rated: 0, ratingSum: 0, unanswered: 0 };

  add(kind: 'reviews' | 'feedback', group: repo.GroupTotals) {
    const into = this[kind];
    into.count += group.count;
    into.rated += group.rated;
    into.ratingSum += group.ratingSum;
    into.unanswered += group.unanswered;
    return this;
  }

  get stats(): SummaryStats {
    const of = (t: Omit<repo.GroupTotals, 'unanswered'>): RatingStats => ({
      count: t.count,
      rated: t.rated,
      average: t.rated ? Math.round((t.ratingSum / t.rated) * 100) / 100 : null,
    });
    const r = this.reviews;
    const f = this.feedback;
    return {
      reviews: of(r),
      feedback: of(f),
      all: of({ count: r.count + f.count, rated: r.rated + f.rated, ratingSum: r.ratingSum + f.ratingSum }),
      unanswered: r.unanswered + f.unanswered,
    };
  }
}

/** A map of tallies by key, each made on first use. */
function tallies<K>() {
  const map = new Map<K, Tally>();
  return {
    map,
    of(key: K) {
      let tally = map.get(key);
      if (!tally) map.set(key, (tally = new Tally()));
      return tally;
    },
  };
}

/** The period a summary reads: the query's days, by default the DEFAULT_SUMMARY_DAYS up to today. */
export function summaryPeriod(query: FeedbackSummaryQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_SUMMARY_DAYS - 1) : nigerianDay(now));
  return { from: query.from ?? addDays(to, -(DEFAULT_SUMMARY_DAYS - 1)), to };
}

/**
 * GET /police/feedback/summary: counts and average ratings over the period, in all of the caller's reach, per Area
 * Command and per station, from two grouped queries.
 */
export async function feedbackSummary(
  deps: PoliceFeedbackDeps,
  user: AuthUser,
  query: FeedbackSummaryQuery,
): Promise<FeedbackSummary> {
  const { from, to } = summaryPeriod(query, deps.now());
  const reach = await reachOf(deps.db, user);
  const [feedbackGroups, reviewGroups] = await Promise.all([
    repo.feedbackTotalsByStation(deps.db, reach, dayStart(from), dayEnd(to)),
    repo.reviewTotalsByPlace(deps.db, reach, dayStart(from), dayEnd(to)),
  ]);
  const stationIds = [...new Set([...feedbackGroups, ...reviewGroups].map((g) => g.stationId))];
  const names = await repo.placeNames(
    deps.db,
    stationIds.filter((id): id is number => id !== null),
    [...new Set(reviewGroups.map((g) => g.areaCommandId).filter((id): id is number => id !== null))],
  );
  const stationsById = new Map(names.stations.map((s) => [s.id, s]));
  const commandNames = new Map(names.areaCommands.map((c) => [c.id, c.name]));
  for (const s of names.stations) if (s.areaCommandId !== null) commandNames.set(s.areaCommandId, s.areaCommandName!);

  const total = new Tally();
  const byStation = tallies<number | null>();
  const byCommand = tallies<number | null>();
  for (const g of feedbackGroups) {
    total.add('feedback', g);
    // Feedback to a named officer names no station: it counts in the state's total only.
    if (g.stationId === null) continue;
    byStation.of(g.stationId).add('feedback', g);
    byCommand.of(stationsById.get(g.stationId)?.areaCommandId ?? null).add('feedback', g);
  }
  for (const g of reviewGroups) {
    total.add('reviews', g);
    byStation.of(g.stationId).add('reviews', g);
    byCommand.of(g.areaCommandId).add('reviews', g);
  }

  const commandRef = (id: number | null) => namedRef(id, id === null ? null : (commandNames.get(id) ?? null));
  const byName = (a: string | null | undefined, b: string | null | undefined) =>
    (a ?? '\uffff').localeCompare(b ?? '\uffff');
  return {
    from,
    to,
    total: total.stats,
    areaCommands: [...byCommand.map]
      .map(([id, tally]) => ({ areaCommand: commandRef(id), ...tally.stats }))
      .sort((a, b) => byName(a.areaCommand?.name, b.areaCommand?.name)),
    stations: [...byStation.map]
      .map(([id, tally]) => {
        const place = id === null ? undefined : stationsById.get(id);
        return {
          station: place ? { id: place.id, formation: place.formation } : null,
          lga: place ? namedRef(place.lgaId, place.lgaName) : null,
          areaCommand: place ? namedRef(place.areaCommandId, place.areaCommandName) : null,
          ...tally.stats,
        };
      })
      .sort(
        (a, b) =>
          byName(a.areaCommand?.name, b.areaCommand?.name) || byName(a.station?.formation, b.station?.formation),
      ),
  };
}
