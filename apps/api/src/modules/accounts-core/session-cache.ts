/**
 * Live sign-in sessions remembered by each process (issue 17): every signed-in request asked the database whether
 * its session was still live, which cost a round trip per request. A remembered answer is dropped as soon as the
 * database says the holder's sessions or account changed: triggers on `refresh_tokens` (revoked, expired, deleted)
 * and `users` (role, disabled, deleted) NOTIFY `session_changes` with the user's id (migration 0025), and every
 * process LISTENs. Logout, password change, token theft, an administrator disabling an account or changing a role:
 * whichever process made the change, every process forgets within the time a notification takes to arrive.
 *
 * The cache is used only while this process is listening: when the listening connection is lost, notifications
 * sent meanwhile are lost too, so every answer comes from the database until it listens again, and everything
 * remembered before is dropped then. An answer read while a change arrived is not remembered (the epoch check), so
 * a revocation racing a read cannot be overwritten by the older answer.
 */
import type { Database } from '../../db/client';
import { listenWithReconnect } from '../../db/pg-listener';

export const SESSION_CHANGES_CHANNEL = 'session_changes';
/** An upper bound on how long an answer is trusted even with every notification heard. */
const MAX_AGE_MS = 30_000;
/** Enough for every signed-in user of a busy day; the oldest entries go first beyond it. */
const MAX_ENTRIES = 50_000;

export interface LiveSessionRecord {
  role: string;
  /** When the session itself ends. */
  expiresAt: Date;
}

interface Entry {
  role: string;
  until: number;
}

interface CacheLog {
  warn(details: object, message: string): void;
  error(details: unknown, message: string): void;
}

export class SessionCache {
  /** userId -> sessionId -> entry; a Map keeps insertion order, so the first user is the oldest. */
  private readonly entries = new Map<string, Map<string, Entry>>();
  private size = 0;
  /** Bumped by every change heard: an answer read across a change is not kept. */
  private epoch = 0;
  private listening: () => boolean = () => false;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  /** The role while the session is live, else null; asks `load` (the database) when nothing trusted is kept. */
  async role(userId: string, sessionId: string, load: () => Promise<LiveSessionRecord | null>) {
    const kept = this.entries.get(userId)?.get(sessionId);
    if (kept && kept.until > this.now() && this.listening()) return kept.role;
    const epoch = this.epoch;
    const live = await load();
    if (live && epoch === this.epoch && this.listening()) this.keep(userId, sessionId, live);
    return live?.role ?? null;
  }

  /** Forgets what is kept for one user (a change the database announced). */
  forgetUser(userId: string) {
    this.epoch++;
    const sessions = this.entries.get(userId);
    if (!sessions) return;
    this.size -= sessions.size;
    this.entries.delete(userId);
  }

  forgetAll() {
    this.epoch++;
    this.entries.clear();
    this.size = 0;
  }

  /** Starts hearing the triggers' notifications; without them nothing is kept. */
  async listen(database: Database, log: CacheLog) {
    const onNotification = (payload: string) => this.forgetUser(payload);
    if (database.listenPool) {
      const listener = listenWithReconnect(database.listenPool, {
        channel: SESSION_CHANGES_CHANNEL,
        log,
        onNotification,
        onLost: () => this.forgetAll(),
        onReconnect: () => this.forgetAll(),
      });
      this.listening = () => listener.listening();
      this.unlisten = () => listener.close();
      await listener.ready();
    } else if (database.pglite) {
      // One in-process database: its connection cannot drop.
      try {
        const stop = await database.pglite.listen(SESSION_CHANGES_CHANNEL, onNotification);
        this.listening = () => true;
        this.unlisten = () => stop();
      } catch (error) {
        log.warn({ err: error }, 'sessions: could not listen for changes; every request asks the database');
      }
    }
  }

  async close() {
    this.listening = () => false;
    this.forgetAll();
    const stop = this.unlisten;
    this.unlisten = null;
    if (stop) await stop().catch(() => undefined);
  }

  private keep(userId: string, sessionId: string, live: LiveSessionRecord) {
    let sessions = this.entries.get(userId);
    if (!sessions) {
      if (this.size >= MAX_ENTRIES) this.evictOldestUser();
      sessions = new Map();
      this.entries.set(userId, sessions);
    }
    if (!sessions.has(sessionId)) this.size++;
    sessions.set(sessionId, { role: live.role, until: Math.min(live.expiresAt.getTime(), this.now() + MAX_AGE_MS) });
  }

  private evictOldestUser() {
    const oldest = this.entries.keys().next();
    if (!oldest.done) {
      this.size -= this.entries.get(oldest.value)!.size;
      this.entries.delete(oldest.value);
    }
  }
}
