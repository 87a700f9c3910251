/**
 * SMS by Africa's Talking (issue 15, decision 017): inbound keywords (REPORT, STATUS, HELP, STOP) with a short
 * conversation per phone for a REPORT missing a part, every reply sent through the job queue (never on the request
 * path), status changes of USSD and SMS reports texted back once per change unless the number sent STOP, and the
 * delivery reports of what was sent, shown in the report's case history.
 */
import {
  SMS_DELIVERED_STATES,
  SMS_FAILED_STATES,
  CHANNEL_FREE_TEXT_MAX,
  CHANNEL_TEXT_MAX,
  SMS_CONVERSATION_MINUTES,
  type SmsDelivery,
  type SmsInbound,
} from '@safeogun/contract/channels';
import {
  SMS_KEYWORDS,
  channelText,
  isChannelLanguage,
  type ChannelLanguage,
  type SmsKeyword,
} from '@safeogun/contract/channel-text';
import { MIN_DESCRIPTION_LENGTH } from '@safeogun/contract/constants';
import { fitGsm7, gsm7Length, toGsm7 } from '@safeogun/contract/gsm7';
import { normaliseStatus } from '@safeogun/contract/incidents';
import { lgaKey } from '@safeogun/contract/reference';
import type { Db } from '../../db/client';
import type { IncidentStatusChanged } from '../../plugins/events';
import { loadLgaAreas, type LgaArea } from '../geo/geocoding';
import { trackIncident } from '../incidents/tracking.service';
import type { ChannelsDeps } from './channels.deps';
import { fileChannelReport, normalisePhone } from './filing.service';
import * as repo from './channels.repository';

export const CHANNEL_SMS_QUEUE = 'channel-sms';
export const CHANNEL_SMS_MAX_ATTEMPTS = 8;
export interface ChannelSmsJob {
  outboundId: string;
}

/** A REPORT waiting for its missing parts. */
interface Conversation {
  typeId?: number;
  lgaId?: number;
  description?: string;
}

interface Named {
  id: number;
  name: string;
}

/** Queues a text in the caller's transaction: it goes out once that commits, retried by the job queue. */
async function queueText(
  deps: Pick<ChannelsDeps, 'jobs'>,
  tx: Db,
  text: { phone: string; message: string; purpose: 'reply' | 'status'; incidentId?: string; at: Date },
) {
  const outboundId = await repo.insertOutbound(tx, {
    phone: text.phone,
    message: fitGsm7(text.message, LONG_TEXT_MAX),
    purpose: text.purpose,
    incidentId: text.incidentId ?? null,
    createdAt: text.at,
  });
  await deps.jobs.enqueue<ChannelSmsJob>(
    CHANNEL_SMS_QUEUE,
    { outboundId },
    { maxAttempts: CHANNEL_SMS_MAX_ATTEMPTS },
    tx,
  );
}

/** `build(text)` with `text` cut so the whole fits one 160-character segment. */
function fitted(build: (part: string) => string, part: string | null): string {
  const bare = build('');
  if (!part) return bare;
  const room = CHANNEL_TEXT_MAX - gsm7Length(toGsm7(bare)) - 1;
  return room > 8 ? build(fitGsm7(part, room)) : bare;
}

/** Spelling -> keyword and its language; English first, so a word two languages share answers in English. */
const KEYWORDS = new Map<string, { keyword: SmsKeyword; language: ChannelLanguage }>();
for (const [language, table] of Object.entries(SMS_KEYWORDS) as [ChannelLanguage, Record<SmsKeyword, string[]>][]) {
  for (const [keyword, spellings] of Object.entries(table) as [SmsKeyword, string[]][]) {
    for (const spelling of spellings) if (!KEYWORDS.has(spelling)) KEYWORDS.set(spelling, { keyword, language });
  }
}

/** The keyword a text begins with (one word, or two written apart: "How far"), and how many words it took. */
function keywordOf(words: string[]): { keyword: SmsKeyword; language: ChannelLanguage; used: number } | null {
  const [first = '', second = ''] = words.map((w) => w.toUpperCase());
  const one = KEYWORDS.get(first);
  if (one) return { ...one, used: 1 };
  const two = second ? KEYWORDS.get(first + second) : undefined;
  return two ? { ...two, used: 2 } : null;
}

/** The most a text may take: three segments of a concatenated SMS (153 GSM-7 characters each). */
const LONG_TEXT_MAX = 3 * 153;

/**
 * The question for the type, numbering every active type ("1 Theft, 2 Assault or Abuse, ..."): one segment with the
 * seeded types; administrators may add and rename types, and then the names are shortened until it fits three.
 */
function askType(ask: (types: string) => string, types: Named[]): string {
  const list = (max: number) => types.map((t, i) => `${i + 1} ${fitGsm7(t.name, max)}`).join(', ');
  for (const max of [60, 30, 20, 12]) {
    const message = ask(list(max));
    if (gsm7Length(message) <= LONG_TEXT_MAX) return message;
  }
  return ask(list(8));
}

/** A type by its number in the active list or the start of a word of its name ("theft", "kidnap", "misconduct"). */
function typeOf(word: string, types: Named[]): Named | null {
  if (/^\d{1,2}$/.test(word)) return types[Number(word) - 1] ?? null;
  const w = word.toLowerCase();
  if (w.length < 3) return null;
  return (
    types.find((t) =>
      t.name
        .toLowerCase()
        .split(/\s+/)
        .some((part) => part.startsWith(w)),
    ) ?? null
  );
}

/** The LGA named by the first one to three words of `words` (longest first), and how many words it took. */
function lgaOf(words: string[], lgas: LgaArea[]): { lga: LgaArea; used: number } | null {
  for (let used = Math.min(3, words.length); used >= 1; used--) {
    const key = lgaKey(words.slice(0, used).join(' '));
    const exact = lgas.find((l) => lgaKey(l.name) === key);
    if (exact) return { lga: exact, used };
  }
  // One word that begins exactly one LGA's name ("Sagamu", "Imeko").
  const first = lgaKey(words[0] ?? '');
  if (first.length >= 3) {
    const matches = lgas.filter((l) => lgaKey(l.name).startsWith(first));
    if (matches.length === 1) return { lga: matches[0]!, used: 1 };
  }
  return null;
}

/** Reads what a REPORT text (or the answer to a question about it) gives, onto what was known. */
function readReport(known: Conversation, words: string[], types: Named[], lgas: LgaArea[]): Conversation {
  // A type deactivated since the question was asked is asked again.
  const next = { ...known, typeId: types.some((t) => t.id === known.typeId) ? known.typeId : undefined };
  let rest = [...words];
  if (next.typeId === undefined && rest.length > 0) {
    const type = typeOf(rest[0]!, types);
    if (type) {
      next.typeId = type.id;
      rest = rest.slice(1);
    }
  }
  if (next.lgaId === undefined && rest.length > 0) {
    const found = lgaOf(rest, lgas);
    if (found) {
      next.lgaId = found.lga.id;
      rest = rest.slice(found.used);
    }
  }
  const text = rest.join(' ').trim();
  if (next.description === undefined && text.length >= MIN_DESCRIPTION_LENGTH) {
    next.description = text.slice(0, CHANNEL_FREE_TEXT_MAX);
  }
  return next;
}

/** The language of the citizen account with this number, English when there is none. */
async function accountLanguage(db: Db, phone: string): Promise<ChannelLanguage> {
  const citizen = await repo.findCitizenByPhone(db, phone);
  return isChannelLanguage(citizen?.language) ? citizen.language : 'en';
}

/**
 * One inbound text, processed once per gateway id (a repeated callback changes nothing). The reply is queued in
 * the same transaction as what the text did.
 */
export async function receiveSms(deps: ChannelsDeps, inbound: SmsInbound): Promise<'processed' | 'duplicate'> {
  const now = deps.now();
  const phone = normalisePhone(inbound.from);
  const lgas = await loadLgaAreas(deps.db);
  const types = await repo.listIncidentTypes(deps.db);
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (!(await repo.claimInbound(tx, inbound.id, phone))) return 'duplicate';
    await repo.lockPhone(tx, phone);
    const conversation = await repo.lockConversation(tx, phone);
    const pending =
      conversation && conversation.expiresAt > now
        ? (conversation.state as Conversation & { language?: ChannelLanguage })
        : null;
    const words = inbound.text.trim().split(/\s+/).filter(Boolean);
    const found = keywordOf(words);
    const keyword = found?.keyword ?? null;
    // The reply's language: a Yoruba or Pidgin keyword's, else the conversation's, else the account's, else English.
    const language: ChannelLanguage =
      found && found.language !== 'en'
        ? found.language
        : isChannelLanguage(pending?.language)
          ? pending.language
          : await accountLanguage(tx, phone);
    const t$ = channelText(language).sms;
    const reply = (message: string, incidentId?: string) =>
      queueText(deps, tx, { phone, message, purpose: 'reply', incidentId, at: now });
    const after = words.slice(found?.used ?? 0);

    if (keyword === 'help' || (!keyword && !pending)) {
      await reply(t$.help);
      return 'processed';
    }
    if (keyword === 'stop') {
      await repo.optOut(tx, phone);
      await repo.endConversation(tx, phone);
      await reply(t$.stopped);
      return 'processed';
    }
    if (keyword === 'status') {
      const ticket = after.join('');
      const tracked = ticket ? await trackIncident({ db: tx }, ticket).catch(() => null) : null;
      if (!tracked) {
        await reply(t$.unknownTicket);
        return 'processed';
      }
      const status = normaliseStatus(tracked.status);
      const label = status ? channelText(language).statuses[status] : tracked.status;
      const update = tracked.updates.at(-1)?.note ?? null;
      await reply(fitted((u) => t$.status(tracked.trackingId, label, u || null), update));
      return 'processed';
    }

    // REPORT, or the answer to the question a REPORT left open.
    const known = keyword === 'report' ? {} : (pending ?? {});
    const read = readReport(known, after, types, lgas);
    const missing =
      read.typeId === undefined
        ? askType(t$.askType, types)
        : read.lgaId === undefined
          ? t$.askLga
          : read.description === undefined
            ? t$.askDescription(MIN_DESCRIPTION_LENGTH)
            : null;
    if (missing) {
      await repo.saveConversation(
        tx,
        phone,
        { ...read, language },
        new Date(now.getTime() + SMS_CONVERSATION_MINUTES * 60_000),
      );
      await reply(missing);
      return 'processed';
    }
    await repo.endConversation(tx, phone);
    const filed = await fileChannelReport(now, tx, lgas, {
      channel: 'sms',
      phone,
      language,
      typeId: read.typeId!,
      lgaId: read.lgaId!,
      description: read.description!,
      // A text cannot ask "hide my number?": a citizen's account files with the identity hidden, the safer default.
      hide: true,
    });
    await reply(filed ? t$.filed(filed.ticketId) : t$.tooManyReports, filed?.id);
    return 'processed';
  });
}

/** A status change of a report filed by USSD or SMS, texted to its number once, unless that number sent STOP. */
export async function textStatusChange(deps: ChannelsDeps, change: IncidentStatusChanged): Promise<void> {
  const reporter = await repo.reporterOf(deps.db, change.incidentId);
  if (!reporter || (await repo.isOptedOut(deps.db, reporter.phone))) return;
  const text = channelText(reporter.language);
  const message = fitted(
    (note) => text.sms.statusChanged(change.ticketId, text.statuses[change.to], note),
    change.note,
  );
  await deps.db.transaction(async (t) => {
    await queueText(deps, t as unknown as Db, {
      phone: reporter.phone,
      message,
      purpose: 'status',
      incidentId: change.incidentId,
      at: deps.now(),
    });
  });
}

/** Africa's Talking's final states, as the case history says them. */
const DELIVERED = new Set<string>(SMS_DELIVERED_STATES);
const FAILED = new Set<string>(SMS_FAILED_STATES);

/**
 * A delivery report: the final state is recorded on the text once, and for a status text a line in the report's
 * case history (police only) says whether the citizen was reached. An unknown id changes nothing.
 */
export async function recordDeliveryReport(deps: ChannelsDeps, report: SmsDelivery): Promise<void> {
  const final = DELIVERED.has(report.status) ? 'delivered' : FAILED.has(report.status) ? 'failed' : null;
  if (!final) return;
  const now = deps.now();
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const text = await repo.recordDelivery(tx, report.id, {
      status: final,
      failureReason: final === 'failed' ? (report.failureReason ?? report.status) : null,
      deliveredAt: final === 'delivered' ? now : null,
    });
    if (!text?.incidentId) return;
    const what = text.purpose === 'status' ? 'Status text' : 'Text';
    await repo.insertCaseEntry(tx, {
      incidentId: text.incidentId,
      kind: 'sms-delivery',
      note:
        final === 'delivered'
          ? `${what} delivered to the reporter's phone.`
          : `${what} not delivered to the reporter's phone (${report.failureReason ?? report.status}).`,
      details: { delivered: final === 'delivered', state: report.status, sentAt: text.sentAt?.toISOString() ?? null },
      isPublic: false,
      authorUserId: null,
      createdAt: now,
    });
  });
}

/** The job that sends one queued text; a permanent failure (bad number) is recorded as failed. */
export async function sendQueuedText(
  deps: Pick<ChannelsDeps, 'db' | 'now'> & { send(to: string, message: string): Promise<{ ids: string[] }> },
  job: ChannelSmsJob,
): Promise<void> {
  const text = await repo.findOutbound(deps.db, job.outboundId);
  if (!text || text.status !== 'queued') return;
  const sent = await deps.send(text.phone, text.message);
  await repo.markSent(deps.db, text.id, sent.ids[0] || null, deps.now());
}

export const CHANNELS_CLEANUP_QUEUE = 'channels-cleanup';
/** Inbound ids are kept a week: far past the gateway's retries of a callback. */
const INBOUND_KEEP_MS = 7 * 24 * 3600_000;

/** The daily sweep of what the channels no longer need (finished sessions and conversations, old inbound ids). */
export async function cleanUpChannels(deps: Pick<ChannelsDeps, 'db' | 'now'>): Promise<void> {
  const now = deps.now().getTime();
  await repo.deleteSpent(deps.db, new Date(now - 24 * 3600_000), new Date(now - INBOUND_KEEP_MS));
}

/** The simulator's thread: what was sent to one number. */
export async function textsTo(deps: Pick<ChannelsDeps, 'db'>, phone: string) {
  const rows = await repo.outboundTo(deps.db, normalisePhone(phone));
  return rows.map((r) => ({
    id: r.id,
    message: r.message,
    status: r.status,
    providerMessageId: r.providerMessageId,
    createdAt: r.createdAt.toISOString(),
  }));
}
