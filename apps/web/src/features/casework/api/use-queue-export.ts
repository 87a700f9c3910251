import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { queueQuery, type QueueFilters } from '../lib/queue-filters';

/**
 * GET /police/incidents/export: the queue's reports for the filters on screen (every page) as a CSV file, saved by
 * the browser. The server refuses more than it carries with a sentence that says how to narrow the filters.
 */
export function useQueueExport() {
  return useMutation({
    mutationFn: async (filters: QueueFilters) => {
      const { page: _page, size: _size, ...query } = queueQuery(filters);
      const file = await authApi.file('/police/incidents/export', { query, cache: 'no-store' });
      saveFile(file.blob, file.filename ?? 'safeogun-reports.csv');
    },
  });
}
