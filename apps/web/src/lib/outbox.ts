/**
 * The outbox (issue 16, decision 025): submissions that could not go (offline, or the request failed on the
 * network) kept in IndexedDB with their idempotency key and files, until they are sent or the person cancels them.
 * This module is the store only; `outbox-sender.ts` sends, `outbox-rules.ts` decides what happens after an answer.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export type OutboxKind = 'report' | 'sos' | 'feedback' | 'review';

/** Whose an item is: the signed-in user's id, or 'anonymous' for a signed-out person's anonymous report. */
export const ANONYMOUS_OWNER = 'anonymous';

export interface OutboxFile {
  /** The multipart field (images, video, audio). */
  field: string;
  name: string;
  blob: Blob;
}

/** The request as it will be sent: a JSON body, or multipart with a `data` JSON part and files. */
export interface OutboxRequest {
  path: string;
  /** Sent with the owner's bearer token (only while the owner is the one signed in). */
  auth: boolean;
  json?: unknown;
  data?: unknown;
  files?: OutboxFile[];
}

/**
 * waiting: will be sent on its own; refused: the server said no (4xx), kept until edited or discarded; held: an SOS
 * too old to send on its own (the person may have moved), kept until sent now or discarded; sent: an anonymous
 * report that went, kept with its tracking ID until the reporter has seen it.
 */
export type OutboxStatus = 'waiting' | 'refused' | 'held' | 'sent';

export interface OutboxItem {
  id: string;
  kind: OutboxKind;
  owner: string;
  idempotencyKey: string;
  request: OutboxRequest;
  /** A few words the person recognises the item by (the start of the description, the comment). */
  summary: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  /** The server's sentence for a refusal, or the last failure's. */
  lastError: string | null;
  status: OutboxStatus;
  /** A sent anonymous report's tracking ID. */
  trackingId: string | null;
}

export type NewOutboxItem = Pick<OutboxItem, 'kind' | 'owner' | 'idempotencyKey' | 'request' | 'summary'>;

interface OutboxDb extends DBSchema {
  items: { key: string; value: OutboxItem; indexes: { owner: string } };
}

const DB_NAME = 'safeogun-outbox';
const CHANNEL = 'safeogun-outbox';

let database: Promise<IDBPDatabase<OutboxDb>> | null = null;

function db() {
  database ??= openDB<OutboxDb>(DB_NAME, 1, {
    upgrade(upgrade) {
      upgrade.createObjectStore('items', { keyPath: 'id' }).createIndex('owner', 'owner');
    },
  });
  return database;
}

/** Whether this browser can keep an outbox at all (private modes of some browsers cannot). */
export function outboxAvailable(): boolean {
  return typeof indexedDB !== 'undefined';
}

const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

/** Tells this tab's listeners and the other tabs that the outbox changed. */
function changed() {
  for (const listener of listeners) listener();
  channel?.postMessage('changed');
}

/** Calls `listener` whenever the outbox changes, in this tab or another. */
export function onOutboxChange(listener: () => void): () => void {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => listeners.forEach((l) => l());
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function newId(): string {
  return crypto.randomUUID();
}

/** Keeps a new item; `firstTry`: the failed try the form already made (its sentence and when to try next). */
export async function addToOutbox(
  item: NewOutboxItem,
  now = Date.now(),
  firstTry: { lastError: string; nextAttemptAt: number } | null = null,
): Promise<OutboxItem> {
  const stored: OutboxItem = {
    ...item,
    id: newId(),
    createdAt: now,
    attempts: firstTry ? 1 : 0,
    nextAttemptAt: firstTry?.nextAttemptAt ?? now,
    lastError: firstTry?.lastError ?? null,
    status: 'waiting',
    trackingId: null,
  };
  await (await db()).put('items', stored);
  changed();
  return stored;
}

/** The items of these owners, oldest first. */
export async function outboxItems(owners: readonly string[]): Promise<OutboxItem[]> {
  const store = await db();
  const found = await Promise.all(owners.map((owner) => store.getAllFromIndex('items', 'owner', owner)));
  return found.flat().sort((a, b) => a.createdAt - b.createdAt);
}

export async function outboxItem(id: string): Promise<OutboxItem | undefined> {
  return (await db()).get('items', id);
}

export async function saveOutboxItem(item: OutboxItem): Promise<void> {
  await (await db()).put('items', item);
  changed();
}

export async function removeOutboxItem(id: string): Promise<void> {
  await (await db()).delete('items', id);
  changed();
}

/** Every item, whoever's (only for expiry: nothing else reads across owners). */
export async function allOutboxItems(): Promise<OutboxItem[]> {
  return (await db()).getAll('items');
}

/** Closes the database (tests start each case on a fresh one). */
export async function closeOutbox(): Promise<void> {
  if (database) (await database).close();
  database = null;
}
