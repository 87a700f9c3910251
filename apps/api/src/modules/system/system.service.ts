/** The System page (issue 23): the install's key figures, and sending a failed text again (audited). */
import type { SystemView } from '@safeogun/contract/system';
import { SYSTEM_MESSAGES } from '@safeogun/contract/system';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { AUDIT_ACTIONS, auditBy, type AuditedActor } from '../audit/audit.service';
import { readFigures } from './figures';
import { failedTexts, retryFailedText } from './system.repository';
import type { LastBackup } from '../backup/backup.plugin';

export interface SystemDeps {
  db: Db;
  now(): Date;
  version: string;
  engine: 'pglite' | 'postgres';
  backups: { directory: string | null; everySeconds: number | null; last(): Promise<LastBackup | null> };
}

/** Failed texts shown at once: the page is for noticing and retrying, the audit log keeps the rest. */
const FAILED_TEXTS_SHOWN = 50;

export async function systemView(deps: SystemDeps): Promise<SystemView> {
  const now = deps.now();
  const [figures, texts, last] = await Promise.all([
    readFigures(deps.db, now),
    failedTexts(deps.db, FAILED_TEXTS_SHOWN),
    deps.backups.last(),
  ]);
  return {
    version: deps.version,
    engine: deps.engine,
    uptimeSeconds: Math.round(process.uptime()),
    queues: figures.queues,
    sos: figures.sos,
    overdueByAreaCommand: figures.overdue,
    failedTexts: texts.map((t) => ({
      id: t.id,
      queue: t.queue,
      attempts: t.attempts,
      lastError: t.lastError,
      failedAt: (t.failedAt ?? t.createdAt).toISOString(),
    })),
    backup: { directory: deps.backups.directory, everySeconds: deps.backups.everySeconds, last },
  };
}

export async function retryText(deps: SystemDeps, actor: AuditedActor, id: number) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const retried = await retryFailedText(tx, id, now);
    if (!retried) throw notFound(SYSTEM_MESSAGES.noSuchText);
    await auditBy(tx, actor, AUDIT_ACTIONS.textRetried, { type: 'job', id: id }, { queue: retried.queue }, now);
    return { id, queue: retried.queue };
  });
}
