import { useEffect, useState } from 'react';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago, the way an officer scans a queue: "just now", "12 min ago", "3 h ago", "2 d ago", then the date. */
export function formatAge(iso: string, now: number): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} d ago`;
  return new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/**
 * How long since, where seconds count (an SOS alert): "12 s", "3 min 05 s" for the first ten minutes, then as
 * `formatAge` without "ago".
 */
export function formatSince(iso: string, now: number): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return `${Math.floor(elapsed / 1000)} s`;
  if (elapsed < 10 * MINUTE) {
    const seconds = Math.floor((elapsed % MINUTE) / 1000);
    return `${Math.floor(elapsed / MINUTE)} min ${String(seconds).padStart(2, '0')} s`;
  }
  return formatAge(iso, now).replace(/ ago$/, '');
}

/** A time today as "14:30", another day as "Jan 5, 14:30". */
export function formatClock(iso: string, now: number): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  if (new Date(now).toDateString() === date.toDateString()) return time;
  return `${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}, ${time}`;
}

/** The full moment, for a tooltip or a screen reader: "Jan 5, 2026, 2:30 PM". */
export function formatFull(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** Often enough that "12 min left" on a response-time target is never a minute out. */
export const SLA_TICK_MS = 15_000;

/** The current time, moving on every `everyMs` (ages in a list stay true while it is open). */
export function useNow(everyMs = MINUTE): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
