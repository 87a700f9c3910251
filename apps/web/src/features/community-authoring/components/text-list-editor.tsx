import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FieldError, RequiredLegend } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { listErrors } from '../lib/forms';

/**
 * A form's list of one-line texts (a tip's steps, a poll's options), numbered: each its own labelled box with its
 * error, moved up or down and removed with buttons named after it, and a button that adds one while fewer than `max`.
 */
export function TextListEditor<T extends FieldValues, TOutput>({
  control,
  name,
  legend,
  itemLabel,
  addLabel,
  min,
  max,
  maxLength,
  hint,
  multiline = false,
}: {
  control: Control<T, unknown, TOutput>;
  name: FieldPathByValue<T, string[] | undefined>;
  legend: string;
  /** One item's name ("Step", "Option"): "Step 2", "Remove step 2". */
  itemLabel: string;
  addLabel: string;
  min: number;
  max: number;
  maxLength: number;
  hint?: string;
  multiline?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const value: string[] = field.value ?? [];
  const onChange = field.onChange as (value: string[]) => void;
  const { error, itemErrors } = listErrors(fieldState.error);
  const set = (index: number, text: string) => onChange(value.map((v, i) => (i === index ? text : v)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  const lower = itemLabel.toLowerCase();
  return (
    <fieldset className="space-y-2">
      <RequiredLegend>{legend}</RequiredLegend>
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
      <ol className="space-y-2">
        {value.map((text, index) => {
          const id = `${lower}-${index + 1}`;
          const itemError = itemErrors?.[index];
          return (
            <li key={index} className="rounded-lg border border-slate-200 bg-white p-2">
              <div className="flex items-start gap-2">
                <span
                  className="mt-2.5 w-6 shrink-0 text-right text-sm font-semibold text-slate-600"
                  aria-hidden="true"
                >
                  {index + 1}.
                </span>
                <div className="min-w-0 flex-1 space-y-1">
                  <label htmlFor={id} className="sr-only">
                    {itemLabel} {index + 1}
                  </label>
                  {multiline ? (
                    <Textarea
                      id={id}
                      value={text}
                      rows={2}
                      maxLength={maxLength}
                      aria-invalid={itemError ? true : undefined}
                      aria-describedby={itemError ? `${id}-error` : undefined}
                      onChange={(e) => set(index, e.target.value)}
                      className="py-2 text-sm"
                    />
                  ) : (
                    <Input
                      id={id}
                      value={text}
                      maxLength={maxLength}
                      aria-invalid={itemError ? true : undefined}
                      aria-describedby={itemError ? `${id}-error` : undefined}
                      onChange={(e) => set(index, e.target.value)}
                    />
                  )}
                  {itemError ? <FieldError id={`${id}-error`}>{itemError}</FieldError> : null}
                </div>
              </div>
              <div className="mt-1 flex justify-end gap-1">
                <Button
                  variant="ghost"
                  className="px-2"
                  disabled={index === 0}
                  aria-label={`Move ${lower} ${index + 1} up`}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp className="h-4 w-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  className="px-2"
                  disabled={index === value.length - 1}
                  aria-label={`Move ${lower} ${index + 1} down`}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown className="h-4 w-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  className="px-2 text-red-700 hover:bg-red-50"
                  disabled={value.length <= min}
                  aria-label={`Remove ${lower} ${index + 1}`}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {error ? <FieldError>{error}</FieldError> : null}
      {value.length < max ? (
        <Button variant="secondary" onClick={() => onChange([...value, ''])}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {addLabel}
        </Button>
      ) : (
        <p className="text-xs text-slate-600">
          At most {max} {lower}s.
        </p>
      )}
    </fieldset>
  );
}
