/**
 * The figures shared by GET /metrics and the System page, read together once per scrape or page view.
 */
import { statfs } from 'node:fs/promises';
import type { Db } from '../../db/client';
import { overdueByAreaCommand, queueFigures, sosFigures } from './system.repository';

export async function readFigures(db: Db, now: Date) {
  const [queues, sos, overdue] = await Promise.all([
    queueFigures(db, now),
    sosFigures(db, now),
    overdueByAreaCommand(db, now),
  ]);
  return { queues, sos, overdue };
}

export type Figures = Awaited<ReturnType<typeof readFigures>>;

/** Free and total bytes of the file system holding `dir` (the embedded database's disk), null when unreadable. */
export async function diskSpace(dir: string): Promise<{ freeBytes: number; totalBytes: number } | null> {
  try {
    const fs = await statfs(dir);
    return { freeBytes: fs.bavail * fs.bsize, totalBytes: fs.blocks * fs.bsize };
  } catch {
    return null;
  }
}
