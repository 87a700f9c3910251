import { z } from 'zod';
import { AUDIT_ACTION_LABELS, auditListQuerySchema } from '@safeogun/contract/audit';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { FilterButtons, FiltersForm } from '../../../components/console/filters-form';
import { useQueryForm } from '../../../lib/query-form';
import type { AuditFilters } from '../lib/audit-filters';

type Form = Omit<AuditFilters, 'page'>;

/** The contract's rules for GET /admin/audit, on what the form would send (blank fields are left out). */
const schema = z.preprocess(
  (form: Form) => ({
    actor: form.actor.trim() || undefined,
    action: form.action.trim() || undefined,
    from: form.from || undefined,
    to: form.to || undefined,
  }),
  auditListQuerySchema,
);

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** Filters applied with the button (the log is read with care, not scanned live). */
export function AuditFiltersForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (next: Omit<AuditFilters, 'page'>) => void;
}) {
  const empty = { actor: '', action: '', from: '', to: '' };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useQueryForm<Form>(schema, { actor: filters.actor, action: filters.action, from: filters.from, to: filters.to });
  return (
    <FiltersForm
      label="Filter the audit log"
      onSubmit={(event) => void handleSubmit(onApply)(event)}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr_auto]"
    >
      <Field label="Who (name, email or account id)" error={errors.actor?.message} className="space-y-1">
        <Input {...register('actor')} autoComplete="off" spellCheck={false} />
      </Field>
      <Field label="Action" error={errors.action?.message} className="space-y-1">
        <Select
          {...register('action')}
          placeholder="Any action"
          options={
            filters.action && !(filters.action in AUDIT_ACTION_LABELS)
              ? [...ACTION_OPTIONS, { value: filters.action, label: filters.action }]
              : ACTION_OPTIONS
          }
        />
      </Field>
      <Field label="From" error={errors.from?.message} className="space-y-1">
        <Input type="date" {...register('from')} />
      </Field>
      <Field label="To" className="space-y-1">
        <Input type="date" {...register('to')} />
      </Field>
      <div className="flex items-end gap-2">
        <FilterButtons
          onClear={() => {
            reset(empty);
            onApply(empty);
          }}
        />
      </div>
    </FiltersForm>
  );
}
