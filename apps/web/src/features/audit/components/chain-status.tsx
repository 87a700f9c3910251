import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useAuditVerification } from '../api/use-audit-verify';

/** Whether the hash chain holds: every row matches its content and follows the row before. */
export function ChainStatus() {
  const verify = useAuditVerification();
  const result = verify.data;
  return (
    <section
      aria-labelledby="chain-status"
      aria-busy={verify.isFetching}
      className={
        result && !result.valid
          ? 'rounded-xl border border-red-300 bg-red-50 p-4 text-red-900'
          : 'rounded-xl border border-slate-200 bg-white p-4'
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-start gap-3">
          {result && !result.valid ? (
            <ShieldAlert className="h-6 w-6 shrink-0 text-red-700" aria-hidden="true" />
          ) : (
            <ShieldCheck className="h-6 w-6 shrink-0 text-green-700" aria-hidden="true" />
          )}
          <div>
            <h2 id="chain-status" className="text-sm font-bold uppercase tracking-wide text-slate-700">
              Chain status
            </h2>
            <div role="status" data-testid="chain-status">
              {verify.isLoading ? (
                <Spinner label="Checking the chain" />
              ) : verify.isError ? (
                <p className="text-red-800">{errorMessage(verify.error, 'The chain could not be checked.')}</p>
              ) : result?.valid ? (
                <p className="font-semibold text-green-900">
                  Chain intact: {result.checked} {result.checked === 1 ? 'entry' : 'entries'} checked
                </p>
              ) : result ? (
                <p className="font-semibold">
                  Broken at entry #{result.firstBrokenId}{' '}
                  <span className="font-normal">
                    ({result.checked} {result.checked === 1 ? 'entry' : 'entries'} checked). That entry was changed, or
                    one before it was changed or deleted.
                  </span>
                </p>
              ) : null}
            </div>
          </div>
        </div>
        <Button variant="secondary" onClick={() => void verify.refetch()} disabled={verify.isFetching}>
          {verify.isFetching ? 'Checking...' : 'Check again'}
        </Button>
      </div>
    </section>
  );
}
