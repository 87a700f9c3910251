/** The audit log's SQL: entries are only ever added, one at a time, each chained to the one before. */
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { AUDIT_GENESIS_HASH, chainHash, type ChainedContent } from './audit-chain';

/**
 * The one lock every append takes, in the two-key form so it never meets the one-key `hashtext` locks used
 * elsewhere: "audit" in ASCII, then the chain's number.
 */
const CHAIN_LOCK = sql`select pg_advisory_xact_lock(${0x61756474}, 1)`;

export type NewAuditEntry = Omit<ChainedContent, 'id' | 'createdAt'>;

/**
 * Adds `entry` at the head of the chain. Inside the caller's transaction (a savepoint) or its own: the lock is held
 * until the outer transaction ends, so a second writer reads the head only after this row is committed (or rolled
 * back with the change it recorded), and ids follow chain order.
 */
export async function appendAuditEntry(db: Db, entry: NewAuditEntry, now: Date): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(CHAIN_LOCK);
    const [head] = await tx.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    // The id is part of the hashed content, so it is taken before the row is written.
    const next = await tx.execute(sql`select nextval(pg_get_serial_sequence('audit_log', 'id')) as id`);
    const [{ id }] = (next as unknown as { rows: [{ id: string | number }] }).rows;
    const row: ChainedContent = { ...entry, id: Number(id), createdAt: now };
    const prevHash = head?.hash ?? AUDIT_GENESIS_HASH;
    await tx.insert(auditLog).values({ ...row, prevHash, hash: chainHash(prevHash, row) });
  });
}

export interface AuditFilters {
  actorUserId?: string;
  /** A part of the acting account's name or email (case does not matter). */
  actorText?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
}

/** Accounts whose name or email contains `text`, with LIKE's wildcards taken literally. */
function actorsMatching(text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(select ${users.id} from ${users} where ${or(ilike(users.fullName, pattern), ilike(users.email, pattern))})`;
}

function whereOf(f: AuditFilters): SQL | undefined {
  return and(
    f.actorUserId ? eq(auditLog.actorUserId, f.actorUserId) : undefined,
    f.actorText ? inArray(auditLog.actorUserId, actorsMatching(f.actorText)) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.targetType ? eq(auditLog.targetType, f.targetType) : undefined,
    f.targetId ? eq(auditLog.targetId, f.targetId) : undefined,
    f.from ? gte(auditLog.createdAt, f.from) : undefined,
    f.to ? lte(auditLog.createdAt, f.to) : undefined,
  );
}

/** Newest first (id order is chain order and time order). */
export async function listAuditEntries(db: Db, filters: AuditFilters, limit: number, offset: number) {
  const where = whereOf(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: users.fullName })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The next `limit` rows after `afterId`, in chain order: verification reads the chain a batch at a time. */
export function auditBatchAfter(db: Db, afterId: number, limit: number) {
  return db.select().from(auditLog).where(gt(auditLog.id, afterId)).orderBy(asc(auditLog.id)).limit(limit);
}
