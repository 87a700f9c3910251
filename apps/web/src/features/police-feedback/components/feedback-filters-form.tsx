import { z } from 'zod';
import { policeFeedbackListQuerySchema } from '@safeogun/contract/police-feedback';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { useQueryForm } from '../../../lib/query-form';
import { FilterButtons, FiltersForm } from '../../../components/console/filters-form';
import {
  DEFAULT_FEEDBACK_FILTERS,
  type FeedbackFilters,
  type KindFilter,
  type RepliedFilter,
} from '../lib/feedback-filters';
import { PeriodFields } from './period-fields';

interface Form {
  kind: KindFilter;
  rating: string;
  replied: RepliedFilter;
  mine: boolean;
  from: string;
  to: string;
}

/** The contract's rules for GET /police/feedback/entries, on what the form would send (blanks left out). */
const schema = z.preprocess(
  (form: Form) => ({
    kind: form.kind,
    rating: form.rating || undefined,
    replied: form.replied || undefined,
    from: form.from || undefined,
    to: form.to || undefined,
  }),
  policeFeedbackListQuerySchema,
);

const KIND_OPTIONS = [
  { value: 'all', label: 'Reviews and feedback' },
  { value: 'review', label: 'Case reviews' },
  { value: 'feedback', label: 'Feedback to stations' },
];
const RATING_OPTIONS = [5, 4, 3, 2, 1].map((n) => ({ value: n, label: `${n} star${n > 1 ? 's' : ''}` }));
const REPLIED_OPTIONS = [
  { value: 'no', label: 'Not replied yet' },
  { value: 'yes', label: 'Replied' },
];

const toForm = (f: FeedbackFilters): Form => ({
  kind: f.kind,
  rating: f.rating ? String(f.rating) : '',
  replied: f.replied,
  mine: f.mine,
  from: f.from,
  to: f.to,
});

/** Type, rating, replied or not, "cases I handled" and the period, applied with the button. */
export function FeedbackFiltersForm({
  filters,
  onApply,
}: {
  filters: FeedbackFilters;
  onApply: (next: Partial<FeedbackFilters>) => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useQueryForm<Form>(schema, toForm(filters));
  const apply = (form: Form) =>
    onApply({
      kind: form.kind,
      rating: form.rating ? Number(form.rating) : null,
      replied: form.replied,
      mine: form.mine,
      from: form.from,
      to: form.to,
    });
  return (
    <FiltersForm
      label="Filter reviews and feedback"
      onSubmit={(event) => void handleSubmit(apply)(event)}
      className="grid grid-cols-2 gap-3 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1fr]"
    >
      <Field label="Type" className="col-span-2 space-y-1 lg:col-span-1">
        <Select {...register('kind')} options={KIND_OPTIONS} />
      </Field>
      <Field label="Rating" error={errors.rating?.message} className="space-y-1">
        <Select {...register('rating')} placeholder="Any rating" options={RATING_OPTIONS} />
      </Field>
      <Field label="Reply" className="space-y-1">
        <Select {...register('replied')} placeholder="Replied or not" options={REPLIED_OPTIONS} />
      </Field>
      <PeriodFields register={register} errors={errors} />
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-2 lg:col-span-5">
        <Checkbox {...register('mine')}>Only reviews of cases I handled</Checkbox>
        <div className="flex gap-2">
          <FilterButtons
            onClear={() => {
              reset(toForm(DEFAULT_FEEDBACK_FILTERS));
              onApply({ ...DEFAULT_FEEDBACK_FILTERS });
            }}
          />
        </div>
      </div>
    </FiltersForm>
  );
}
