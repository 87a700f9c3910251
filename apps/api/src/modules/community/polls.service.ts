/**
 * Community polls (issue 21): police publish a question with 2 to 6 options for some LGAs (or the whole state);
 * signed-in citizens vote once; the results are shown to a voter after voting, to everyone once the poll has closed,
 * and to police always, by LGA and as CSV. Who voted and what was voted are kept apart (community.repository.ts), so
 * no one can read a person's vote.
 */
import { stringify } from 'csv-stringify/sync';
import { COMMUNITY_MESSAGES, type Poll, type PollInput } from '@safeogun/contract/community';
import { isPoliceRole } from '@safeogun/contract/roles';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { AUDIT_ACTIONS, auditBy, type AuditedActor } from '../audit/audit.service';
import { addressableLgas, audienceOf, lgaIdsToAddress, lgaNamesOf, withinReach } from './community-reach';
import {
  castVote,
  findPollRow,
  insertPollRow,
  lgaNamesById,
  pollCountRows,
  pollIdsVotedBy,
  pollRows,
  residentLgaOf,
  type PollRow,
} from './community.repository';

export interface PollsDeps {
  db: Db;
  now: () => Date;
}

type Viewer = Pick<AuthUser, 'id' | 'role'> | null | undefined;
type CountRow = Awaited<ReturnType<typeof pollCountRows>>[number];

function countsOf(row: PollRow, counts: CountRow[]) {
  const mine = counts.filter((c) => c.pollId === row.id);
  const per = row.options.map((o) => ({
    optionId: o.id,
    votes: mine.filter((c) => c.optionId === o.id).reduce((n, c) => n + c.votes, 0),
  }));
  return { total: per.reduce((n, c) => n + c.votes, 0), counts: per };
}

async function toPolls(deps: PollsDeps, rows: PollRow[], viewer: Viewer): Promise<Poll[]> {
  const ids = rows.map((r) => r.id);
  const [counts, voted, names] = await Promise.all([
    pollCountRows(deps.db, ids),
    viewer ? pollIdsVotedBy(deps.db, viewer.id, ids) : Promise.resolve(new Set<number>()),
    lgaNamesOf(deps.db),
  ]);
  const now = deps.now();
  return rows.map((row) => {
    const closed = row.closesAt <= now;
    const showResults = closed || voted.has(row.id) || (viewer != null && isPoliceRole(viewer.role));
    return {
      id: row.id,
      question: row.question,
      options: row.options,
      lgas: names(row.lgaIds),
      closesAt: row.closesAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      closed,
      voted: voted.has(row.id),
      results: showResults ? countsOf(row, counts) : null,
    };
  });
}

/** The polls for `lga` (a name), else the signed-in resident's LGA, else all. */
export async function listPolls(deps: PollsDeps, lga: string | undefined, viewer: Viewer) {
  const { audience } = await audienceOf(deps.db, lga, viewer?.id);
  return toPolls(deps, await pollRows(deps.db, { audience }), viewer);
}

export async function readPoll(deps: PollsDeps, id: number, viewer: Viewer): Promise<Poll> {
  const row = await findPollRow(deps.db, id);
  if (!row) throw notFound(COMMUNITY_MESSAGES.pollNotFound);
  return (await toPolls(deps, [row], viewer))[0]!;
}

export async function vote(deps: PollsDeps, user: AuthUser, id: number, optionId: number): Promise<Poll> {
  if (user.role !== 'citizen') throw forbidden(COMMUNITY_MESSAGES.citizensOnly);
  const row = await findPollRow(deps.db, id);
  if (!row) throw notFound(COMMUNITY_MESSAGES.pollNotFound);
  if (row.closesAt <= deps.now()) throw conflict(COMMUNITY_MESSAGES.pollClosed);
  if (!row.options.some((o) => o.id === optionId))
    throw badRequest(COMMUNITY_MESSAGES.unknownOption, [
      { field: 'optionId', message: COMMUNITY_MESSAGES.unknownOption },
    ]);
  const lga = await residentLgaOf(deps.db, user.id);
  const counted = await deps.db.transaction((t) =>
    castVote(t as unknown as Db, { pollId: id, userId: user.id, optionId, lgaId: lga?.id ?? null }),
  );
  if (!counted) throw conflict(COMMUNITY_MESSAGES.alreadyVoted);
  return readPoll(deps, id, user);
}

export async function publishPoll(deps: PollsDeps, actor: AuditedActor & AuthUser, input: PollInput) {
  const closesAt = new Date(input.closesAt);
  if (closesAt <= deps.now())
    throw badRequest(COMMUNITY_MESSAGES.closesInPast, [
      { field: 'closesAt', message: COMMUNITY_MESSAGES.closesInPast },
    ]);
  const lgaIds = await lgaIdsToAddress(deps.db, actor, input.lgas);
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await insertPollRow(tx, {
      question: input.question,
      options: input.options.map((text, i) => ({ id: i + 1, text })),
      lgaIds,
      closesAt,
      createdBy: actor.id,
    });
    await auditBy(
      tx,
      actor,
      AUDIT_ACTIONS.pollPublished,
      { type: 'community-poll', id: row.id },
      { question: row.question, lgas: (await lgaNamesOf(tx))(lgaIds), closesAt: input.closesAt },
      deps.now(),
    );
    return (await toPolls({ ...deps, db: tx }, [row], actor))[0]!;
  });
}

/** The polls a police account addressed or may address, newest first. */
export async function pollsInReach(deps: PollsDeps, user: AuthUser) {
  const reach = await addressableLgas(deps.db, user);
  return toPolls(deps, await pollRows(deps.db, reach === 'all' ? { audience: 'all' } : { lgaIds: reach }), user);
}

async function pollInReach(deps: PollsDeps, user: AuthUser, id: number) {
  const row = await findPollRow(deps.db, id);
  if (!row || !withinReach(await addressableLgas(deps.db, user), row.lgaIds))
    throw notFound(COMMUNITY_MESSAGES.pollNotFound);
  return row;
}

/** The results per LGA of the voters' profiles ("Unknown" without one): counts only, never a person. */
export async function pollResultsByLga(deps: PollsDeps, user: AuthUser, id: number) {
  const row = await pollInReach(deps, user, id);
  const [counts, names, poll] = await Promise.all([
    pollCountRows(deps.db, [id]),
    lgaNamesById(deps.db),
    toPolls(deps, [row], user),
  ]);
  const lgaIds = [...new Set(counts.map((c) => c.lgaId))];
  const byLga = lgaIds
    .map((lgaId) => ({
      lga: names.get(lgaId) ?? 'Unknown',
      counts: countsOf(
        row,
        counts.filter((c) => c.lgaId === lgaId),
      ).counts,
    }))
    .sort((a, b) => a.lga.localeCompare(b.lga));
  return { poll: poll[0]!, byLga };
}

/** The results per LGA as CSV: one row per LGA, one column per option, and the total. */
export async function pollResultsCsv(deps: PollsDeps, user: AuthUser, id: number): Promise<string> {
  const { poll, byLga } = await pollResultsByLga(deps, user, id);
  const header = ['LGA', ...poll.options.map((o) => o.text), 'Total'];
  const rows = [...byLga, { lga: 'All LGAs', counts: poll.results!.counts }].map((r) => [
    r.lga,
    ...r.counts.map((c) => c.votes),
    r.counts.reduce((n, c) => n + c.votes, 0),
  ]);
  return stringify([header, ...rows], { escape_formulas: true });
}
