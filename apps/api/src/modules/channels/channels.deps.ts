/** What the channels services are given (docs/ARCHITECTURE.md: one deps object, the first argument). */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../plugins/jobs';
import type { BoardBusEvent } from '../sos/board.bus';

export interface ChannelsDeps {
  db: Db;
  jobs: JobQueue;
  now: () => Date;
  log: FastifyBaseLogger;
  publishToBoards(event: BoardBusEvent): Promise<void>;
}
