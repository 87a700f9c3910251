import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError, RequiredLegend } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useAddressableLgas } from '../api/use-community-authoring';

/**
 * The LGAs an alert or a poll is for. State HQ and administrators may choose the whole state (no LGA) or any LGAs;
 * an area commander sees only the command's LGAs and must choose at least one. Native checkboxes in a fieldset:
 * Tab and Space drive it, a screen reader reads the legend with each box.
 */
export function LgaPicker({
  value,
  onChange,
  error,
  legend = 'LGAs',
}: {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  legend?: string;
}) {
  const reach = useAddressableLgas();
  if (reach.isLoading) return <Spinner label="Loading the LGAs you may address" />;
  if (!reach.data)
    return <FieldError>The LGAs you may address could not be loaded. Reload the page to try again.</FieldError>;
  const { wholeState, lgas } = reach.data;
  const everywhere = wholeState && value.length === 0;
  const toggle = (lga: string, on: boolean) =>
    onChange(on ? [...value, lga].sort((a, b) => a.localeCompare(b)) : value.filter((v) => v !== lga));
  const errorId = error ? 'lga-picker-error' : undefined;
  return (
    <fieldset className="space-y-2" aria-describedby={errorId ?? 'lga-picker-hint'}>
      <RequiredLegend>{legend}</RequiredLegend>
      <p id="lga-picker-hint" className="text-xs text-slate-600">
        {wholeState
          ? 'Leave every LGA unticked to address the whole of Ogun State.'
          : lgas.length === 0
            ? 'Your account has no Area Command, so there is no LGA you may address. Ask an administrator to post you to a command.'
            : 'The LGAs of your Area Command. Choose at least one.'}
      </p>
      {wholeState ? (
        <p
          className={
            everywhere
              ? 'rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900'
              : 'rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-700'
          }
          aria-live="polite"
        >
          {everywhere
            ? 'For: the whole state (every LGA).'
            : `For: ${value.length} LGA${value.length === 1 ? '' : 's'} (${value.join(', ')}).`}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-3">
        {lgas.map((lga) => (
          <Checkbox
            key={lga}
            className="min-h-11"
            checked={value.includes(lga)}
            onChange={(e) => toggle(lga, e.target.checked)}
          >
            {lga}
          </Checkbox>
        ))}
      </div>
      {wholeState && value.length > 0 ? (
        <button
          type="button"
          className="min-h-11 text-sm font-semibold text-brand-700 underline"
          onClick={() => onChange([])}
        >
          Clear: address the whole state
        </button>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
