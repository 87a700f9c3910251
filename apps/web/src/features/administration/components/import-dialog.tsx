import { useState } from 'react';
import {
  STATION_CSV_COLUMNS,
  STATION_IMPORT_LIMITS,
  type StationImportResult,
} from '@safeogun/contract/administration';
import { GENERIC_MESSAGES } from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useImportStations } from '../api/use-stations';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What the dry run found: counts, every rejected line with its reason, and the rows to add or update. */
function DryRunReport({ result }: { result: StationImportResult }) {
  return (
    <div className="space-y-3 text-sm" data-testid="import-report">
      <p className="font-semibold text-slate-900" role="status">
        {plural(result.added, 'station')} to add, {plural(result.updated, 'station')} to update,{' '}
        {plural(result.rejected.length, 'row')} rejected. Nothing has been saved yet.
      </p>
      {result.rejected.length ? (
        <div className="rounded-lg border border-red-200 bg-red-50 p-3">
          <h3 className="font-semibold text-red-900">Rejected rows (not imported)</h3>
          <ul className="mt-1 space-y-1 text-red-900" data-testid="import-rejected">
            {result.rejected.map((row) => (
              <li key={row.line}>
                <span className="font-semibold">Line {row.line}:</span> {row.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.rows.length ? (
        <details className="rounded-lg border border-slate-200 p-3">
          <summary className="cursor-pointer font-semibold text-slate-900">
            Rows to add and update ({result.rows.length})
          </summary>
          <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto text-slate-700">
            {result.rows.map((row) => (
              <li key={row.line}>
                Line {row.line}: {row.action === 'add' ? 'add' : 'update'} {row.formation} ({row.lga})
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** Import stations from a CSV or GeoJSON file: a dry run first, then the accepted rows in one go. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<StationImportResult | null>(null);
  const run = useImportStations();
  const close = () => {
    setFile(null);
    setReport(null);
    onClose();
  };
  const send = async (dryRun: boolean) => {
    if (!file) return;
    try {
      const result = await run.mutateAsync({ file, dryRun });
      if (dryRun) setReport(result);
      else {
        toast.success(
          `Imported: ${plural(result.added, 'station')} added, ${plural(result.updated, 'station')} updated${result.rejected.length ? `, ${plural(result.rejected.length, 'row')} left out` : ''}.`,
        );
        close();
      }
    } catch (error) {
      toast.error(errorMessage(error, GENERIC_MESSAGES.somethingWrong));
    }
  };
  const accepted = report ? report.added + report.updated : 0;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Import stations"
      description="Check the file first: nothing is saved until you import the rows it accepts."
      size="lg"
      sheet
    >
      <div className="space-y-4">
        <Field
          label="CSV or GeoJSON file"
          id="station-import-file"
          hint={
            <>
              CSV with a first line naming the columns <code>{STATION_CSV_COLUMNS.join(', ')}</code>; or a GeoJSON
              FeatureCollection of Points with those properties. At most {STATION_IMPORT_LIMITS.bytes / 1024 / 1024} MB
              and {STATION_IMPORT_LIMITS.rows.toLocaleString()} rows. A station whose formation name exists already is
              updated.
            </>
          }
        >
          <input
            id="station-import-file"
            aria-describedby="station-import-file-hint"
            type="file"
            accept=".csv,.geojson,.json,text/csv,application/geo+json,application/json"
            className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setReport(null);
            }}
          />
        </Field>
        {report ? <DryRunReport result={report} /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          {report && accepted > 0 ? (
            <Button disabled={run.isPending} onClick={() => void send(false)}>
              {run.isPending ? 'Importing...' : `Import ${plural(accepted, 'station')}`}
            </Button>
          ) : (
            <Button disabled={!file || run.isPending} onClick={() => void send(true)}>
              {run.isPending ? 'Checking...' : 'Check file'}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
