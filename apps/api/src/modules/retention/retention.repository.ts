/**
 * The retention sweep's SQL (decision 029). Every kind is read by a partial or plain index on its period's column and
 * changed in batches: each batch is one short statement (or one short transaction) that claims its rows with
 * `FOR UPDATE SKIP LOCKED`, so the sweep never waits on, nor holds up, a row a user is writing.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { RetentionKind } from '@safeogun/contract/retention';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The cut-off of every kind read by the database: a row older than its cut-off is due. */
export interface Cutoffs {
  now: Date;
  sentMessages: Date;
  failedJobs: Date;
  idempotencyKeys: Date;
  sessions: Date;
  oneTimeCodes: Date;
  signInAttempts: Date;
  notifications: Date;
  draftNotices: Date;
  drafts: Date;
  /** Drafts whose author was told before this may go. */
  draftNoticeGiven: Date;
  falseAlarmAudio: Date;
  auditEntries: Date;
}

/** A kind deleted by a plain statement: its table, its key and the rows that are due. */
interface DeletedKind {
  table: SQL;
  /** The key's columns, as selected. */
  key: SQL;
  due(c: Cutoffs): SQL;
}

export type PlainKind =
  'sentMessages' | 'failedJobs' | 'idempotencyKeys' | 'sessions' | 'oneTimeCodes' | 'signInAttempts' | 'notifications';

const PLAIN: Record<PlainKind, DeletedKind> = {
  sentMessages: {
    table: sql`jobs`,
    key: sql`id`,
    due: (c) => sql`done_at is not null and done_at < ${at(c.sentMessages)}`,
  },
  failedJobs: {
    table: sql`jobs`,
    key: sql`id`,
    due: (c) => sql`failed_at is not null and failed_at < ${at(c.failedJobs)}`,
  },
  idempotencyKeys: {
    table: sql`idempotency_keys`,
    key: sql`scope, key`,
    due: (c) => sql`created_at < ${at(c.idempotencyKeys)}`,
  },
  sessions: {
    table: sql`refresh_tokens`,
    key: sql`id`,
    due: (c) => sql`(expires_at < ${at(c.sessions)} or revoked_at < ${at(c.sessions)})`,
  },
  oneTimeCodes: { table: sql`otp_codes`, key: sql`id`, due: (c) => sql`expires_at < ${at(c.oneTimeCodes)}` },
  signInAttempts: { table: sql`auth_attempts`, key: sql`id`, due: (c) => sql`created_at < ${at(c.signInAttempts)}` },
  notifications: { table: sql`notifications`, key: sql`id`, due: (c) => sql`created_at < ${at(c.notifications)}` },
};
export const PLAIN_KINDS = Object.keys(PLAIN) as PlainKind[];

/** Deletes up to `limit` due rows of a plain kind; answers how many went. */
export async function deletePlainBatch(db: Db, kind: PlainKind, c: Cutoffs, limit: number): Promise<number> {
  const { table, key, due } = PLAIN[kind];
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`with gone as (
      delete from ${table} where (${key}) in (
        select ${key} from ${table} where ${due(c)} limit ${limit} for update skip locked
      ) returning 1
    ) select count(*)::int as n from gone`),
  );
  return rows[0]?.n ?? 0;
}

const dueDrafts = (c: Cutoffs) =>
  sql`is_draft = true and updated_at < ${at(c.drafts)}
    and (user_id is null or (draft_notice_at is not null and draft_notice_at <= ${at(c.draftNoticeGiven)}))`;
const dueDraftNotices = (c: Cutoffs) =>
  sql`is_draft = true and user_id is not null and draft_notice_at is null and updated_at < ${at(c.draftNotices)}`;
const dueAudio = (c: Cutoffs) =>
  sql`status = 'false-alert' and audio_key is not null and marked_false_at < ${at(c.falseAlarmAudio)}`;
/** Closed, not held, not yet cleared, and past its incident type's period. */
const dueCases = (c: Cutoffs) => sql`i.status = 'closed' and i.retention_cleared_at is null
  and i.legal_hold_at is null and i.resolved_at is not null
  and i.resolved_at < ${at(c.now)} - make_interval(days => t.retention_days)`;

/** How many rows of each database kind are due (the preview, and the counts a run reports). */
export async function countDue(db: Db, c: Cutoffs): Promise<Partial<Record<RetentionKind, number>>> {
  const plain = PLAIN_KINDS.map(
    (kind) =>
      sql`(select count(*)::int from ${PLAIN[kind].table} where ${PLAIN[kind].due(c)}) as ${sql.raw(`"${kind}"`)}`,
  );
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`select ${sql.join(plain, sql`, `)},
      (select count(*)::int from incidents where ${dueDraftNotices(c)}) as "draftNotices",
      (select count(*)::int from incidents where ${dueDrafts(c)}) as "drafts",
      (select count(*)::int from sos_alerts where ${dueAudio(c)}) as "falseAlarmAudio",
      (select count(*)::int from incidents i join incident_types t on t.id = i.incident_type_id where ${dueCases(c)})
        as "closedCases",
      (${auditDue(c)}) as "auditEntries"`),
  );
  return row ?? {};
}

const auditDue = (c: Cutoffs) => sql`select count(*)::int from audit_log where created_at < ${at(c.auditEntries)}`;

/** Audit entries past their term (counted, never deleted: the log is append-only, decision 008). */
export async function countAuditDue(db: Db, c: Cutoffs): Promise<number> {
  return rowsOf<{ count: number }>(await db.execute(auditDue(c)))[0]?.count ?? 0;
}

/** Up to `limit` drafts whose author is due a notice, marked as told in the same statement. */
export async function markDraftNotices(db: Db, c: Cutoffs, limit: number) {
  return rowsOf<{ id: string; user_id: string; ticket_id: string }>(
    await db.execute(sql`update incidents set draft_notice_at = ${at(c.now)}
      where id in (select id from incidents where ${dueDraftNotices(c)} limit ${limit} for update skip locked)
      returning id, user_id, ticket_id`),
  );
}

/** Ids as a SQL list for `in (...)`. */
const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Deletes up to `limit` due drafts (their file rows go by cascade); answers the storage keys of their files. */
export async function deleteDraftBatch(db: Db, c: Cutoffs, limit: number) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const ids = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from incidents where ${dueDrafts(c)} limit ${limit} for update skip locked`),
    ).map((r) => r.id);
    if (ids.length === 0) return { count: 0, keys: [] as string[] };
    const list = uuidList(ids);
    const keys = rowsOf<{ storage_key: string }>(
      await tx.execute(sql`select storage_key from incident_files where incident_id in (${list})`),
    ).map((r) => r.storage_key);
    await tx.execute(sql`delete from incidents where id in (${list})`);
    return { count: ids.length, keys };
  });
}

/** Removes the voice notes of up to `limit` due false alarms from their records; answers the storage keys. */
export async function clearAudioBatch(db: Db, c: Cutoffs, limit: number) {
  const rows = rowsOf<{ key: string }>(
    await db.execute(sql`update sos_alerts a set audio_key = null, audio_content_type = null, audio_size_bytes = null,
        audio_sha256 = null
      from (select id, audio_key from sos_alerts where ${dueAudio(c)} limit ${limit} for update skip locked) due
      where a.id = due.id
      returning due.audio_key as key`),
  );
  return rows.map((r) => r.key);
}

/**
 * Clears up to `limit` due closed cases: their evidence rows, the reporter's account link, address, contact phone and
 * review name go; the position is rounded to about a kilometre (the map and statistics keep working). Answers the
 * storage keys of the evidence files.
 */
export async function clearCaseBatch(db: Db, c: Cutoffs, limit: number) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const ids = rowsOf<{ id: string }>(
      await tx.execute(sql`select i.id from incidents i join incident_types t on t.id = i.incident_type_id
        where ${dueCases(c)} limit ${limit} for update of i skip locked`),
    ).map((r) => r.id);
    if (ids.length === 0) return { count: 0, keys: [] as string[] };
    const list = uuidList(ids);
    const keys = rowsOf<{ storage_key: string }>(
      await tx.execute(sql`delete from incident_files where incident_id in (${list}) returning storage_key`),
    ).map((r) => r.storage_key);
    await tx.execute(sql`update incidents set user_id = null, address = null, on_behalf_of = null,
        latitude = round(latitude::numeric, 2)::double precision, longitude = round(longitude::numeric, 2)::double precision,
        retention_cleared_at = ${at(c.now)}
      where id in (${list})`);
    await tx.execute(sql`delete from channel_reporters where incident_id in (${list})`);
    await tx.execute(sql`delete from sms_outbound where incident_id in (${list})`);
    await tx.execute(sql`update incident_reviews set user_id = null, name = null where incident_id in (${list})`);
    return { count: ids.length, keys };
  });
}

/** The last retention runs, newest first, from their audit entries. */
export async function lastRuns(db: Db, action: string, limit: number) {
  return rowsOf<{ created_at: string | Date; actor_user_id: string | null; details: Record<string, unknown> }>(
    await db.execute(sql`select created_at, actor_user_id, details from audit_log where action = ${action}
      order by id desc limit ${limit}`),
  );
}
