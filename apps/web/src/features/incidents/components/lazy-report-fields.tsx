/**
 * The report form's shared fields (report-fields.tsx) in a chunk of their own: the incident type and station pickers
 * are React Aria's combobox, some 52 KB gzip, the largest part of the report pages' first load (issue 17).
 *
 * On a page rendered at build (decision 027) the incident type picker is in the HTML, and React hydrates it when its
 * code arrives, after the rest of the page: each picker sits in its own Suspense boundary, under a component that
 * takes only the form's `control` (the same object on every render) and reads the incident types itself, so nothing
 * updates the boundary before it hydrates (an update would make React render it again on the client). Rendered on
 * the client (a signed-in person, another language, a page opened by a link in the app) the pickers show a
 * look-alike, disabled, while their code loads.
 */
import { lazy, memo, Suspense } from 'react';
import type { Control } from 'react-hook-form';
import { RequiredMark } from '../../../components/ui/field';
import { useReportFormMessages } from '../locales/report-form/messages';
import type { ReportFieldValues } from './report-fields';

const loadFields = () => import('./report-fields');
const IncidentTypeInput = lazy(() =>
  loadFields().then((module) => ({ default: module.IncidentTypeInput<ReportFieldValues> })),
);
const AddressInput = lazy(() => loadFields().then((module) => ({ default: module.AddressInput<ReportFieldValues> })));
const StationInput = lazy(() => loadFields().then((module) => ({ default: module.StationInput<ReportFieldValues> })));
const HideIdentityInput = lazy(() =>
  loadFields().then((module) => ({ default: module.HideIdentityInput<ReportFieldValues> })),
);

/** The form's control, read as one over the shared fields (see report-fields.tsx's useReportField). */
type FieldsControl = Control<ReportFieldValues>;

/** The incident type picker as it looks before its code is there: its label, and an empty box saying it loads. */
function TypePlaceholder() {
  const { _ } = useReportFormMessages();
  return (
    <div className="space-y-1">
      <label htmlFor="report-type" className="block text-sm font-medium text-slate-800">
        {_('reportForm.type.label')}
        <RequiredMark />
      </label>
      <input
        id="report-type"
        disabled
        placeholder={_('reportForm.type.loading')}
        className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 pr-16 text-sm placeholder:text-slate-500 disabled:bg-slate-100 disabled:text-slate-500"
      />
    </div>
  );
}

export const LazyIncidentTypeInput = memo(function LazyIncidentTypeInput({ control }: { control: FieldsControl }) {
  return (
    <Suspense fallback={<TypePlaceholder />}>
      <IncidentTypeInput control={control} />
    </Suspense>
  );
});

/** The signed-in fields (never on a page rendered at build): address, station and hiding one's identity. */
export function LazyAddressInput({ control }: { control: FieldsControl }) {
  return (
    <Suspense fallback={null}>
      <AddressInput control={control} />
    </Suspense>
  );
}

export function LazyStationInput({
  control,
  point,
}: {
  control: FieldsControl;
  point: ReportFieldValues['address']['point'];
}) {
  return (
    <Suspense fallback={null}>
      <StationInput control={control} point={point} />
    </Suspense>
  );
}

export function LazyHideIdentityInput({ control }: { control: FieldsControl }) {
  return (
    <Suspense fallback={null}>
      <HideIdentityInput control={control} />
    </Suspense>
  );
}
