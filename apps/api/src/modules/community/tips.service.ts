/** Safety tips (issue 21): public reading of published tips; administrators write, edit, publish and unpublish. */
import {
  COMMUNITY_MESSAGES,
  type Tip,
  type TipInput,
  type TipTopic,
  type TipUpdate,
} from '@safeogun/contract/community';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { AUDIT_ACTIONS, type AuditedActor } from '../audit/audit.service';
import { auditContent } from './community-audit';
import { findTipRow, insertTipRow, listTipRows, updateTipRow, type TipRow } from './community.repository';

export interface TipsDeps {
  db: Db;
  now: () => Date;
}

export function toTip({ topic, datePublished, updatedAt, id, title, summary, steps, imageUrl, isDraft }: TipRow): Tip {
  return {
    id,
    title,
    summary,
    steps,
    imageUrl,
    isDraft,
    topic: topic as TipTopic,
    datePublished: datePublished?.toISOString() ?? null,
    updatedAt: updatedAt.toISOString(),
  };
}

export async function listTips(deps: Pick<TipsDeps, 'db'>, query: { topic?: TipTopic; q?: string }) {
  return (await listTipRows(deps.db, { ...query, state: 'published' })).map(toTip);
}

export async function readTip(deps: Pick<TipsDeps, 'db'>, id: number): Promise<Tip> {
  const row = await findTipRow(deps.db, id);
  if (!row || row.isDraft) throw notFound(COMMUNITY_MESSAGES.tipNotFound);
  return toTip(row);
}

export async function listAllTips(deps: Pick<TipsDeps, 'db'>, query: { state?: 'draft' | 'published' }) {
  return (await listTipRows(deps.db, query)).map(toTip);
}

export async function authorTip(deps: Pick<TipsDeps, 'db'>, id: number): Promise<Tip> {
  const row = await findTipRow(deps.db, id);
  if (!row) throw notFound(COMMUNITY_MESSAGES.tipNotFound);
  return toTip(row);
}

export async function createTip(deps: TipsDeps, actor: AuditedActor, input: TipInput): Promise<Tip> {
  const { publish, ...fields } = input;
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await insertTipRow(tx, { ...fields, isDraft: !publish, datePublished: publish ? deps.now() : null });
    await auditContent(deps, tx, actor, AUDIT_ACTIONS.tipCreated, 'community-tip', row, { published: !row.isDraft });
    return toTip(row);
  });
}

export async function updateTip(deps: TipsDeps, actor: AuditedActor, id: number, input: TipUpdate): Promise<Tip> {
  const { publish, ...fields } = input;
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await findTipRow(tx, id);
    if (!before) throw notFound(COMMUNITY_MESSAGES.tipNotFound);
    const publication =
      publish === undefined || publish === !before.isDraft
        ? {}
        : { isDraft: !publish, datePublished: publish ? deps.now() : null };
    const row = (await updateTipRow(tx, id, { ...fields, ...publication }))!;
    await auditContent(deps, tx, actor, AUDIT_ACTIONS.tipUpdated, 'community-tip', row, {
      published: !row.isDraft,
      changed: Object.keys({ ...fields, ...publication }),
    });
    return toTip(row);
  });
}
