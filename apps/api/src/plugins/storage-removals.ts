/**
 * A removal the store refuses or cannot take (S3 down while a failed request cleans up after itself) is retried by
 * a job, so an object written for a request that then failed does not stay in the store (decision 033).
 */
import type { FastifyInstance } from 'fastify';
import type { Storage } from './storage-store';

export const STORAGE_REMOVE_QUEUE = 'storage-remove';

/** With the job's back-off (5 s doubled, at most an hour), about a day of retries: an outage outlasts few. */
const REMOVE_ATTEMPTS = 30;

export function removalsRetried<S extends Storage>(app: FastifyInstance, store: S): S {
  app.jobs.work<{ key: string }>(STORAGE_REMOVE_QUEUE, (job) => store.remove(job.payload.key));
  return {
    ...store,
    async remove(key: string) {
      try {
        await store.remove(key);
      } catch (error) {
        app.log.warn({ err: error, key }, 'storage removal failed; a job retries it');
        await app.jobs.enqueue(STORAGE_REMOVE_QUEUE, { key }, { maxAttempts: REMOVE_ATTEMPTS });
      }
    },
  };
}
