import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useReportFormMessages } from '../locales/report-form/messages';

export interface OnBehalfOfValue {
  enabled: boolean;
  fullName: string;
  relationship: string;
  phoneNumber: string;
}

export const NOT_ON_BEHALF: OnBehalfOfValue = { enabled: false, fullName: '', relationship: '', phoneNumber: '' };

/** The report's `onBehalfOf` (issue 21): the person, when the box is ticked; else none. */
export function onBehalfOfPayload(value: OnBehalfOfValue) {
  if (!value.enabled) return {};
  return {
    onBehalfOf: {
      fullName: value.fullName.trim(),
      relationship: value.relationship.trim(),
      phoneNumber: value.phoneNumber.trim() || null,
    },
  };
}

/** "I am reporting for someone else": the person's name, relationship and, optionally, phone (issue 21). */
export function OnBehalfOfFields({
  value,
  onChange,
}: {
  value: OnBehalfOfValue;
  onChange: (next: OnBehalfOfValue) => void;
}) {
  const { _ } = useReportFormMessages();
  const set = (field: keyof OnBehalfOfValue) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{_('reportForm.onBehalf.label')}</legend>
      <Checkbox checked={value.enabled} onChange={(event) => onChange({ ...value, enabled: event.target.checked })}>
        {_('reportForm.onBehalf.label')}
      </Checkbox>
      {value.enabled ? (
        <div className="space-y-3 rounded-lg border border-slate-200 p-3">
          <p className="text-sm text-slate-600">{_('reportForm.onBehalf.hint')}</p>
          <Field label={_('reportForm.onBehalf.fullName')} id="on-behalf-name" required>
            <Input value={value.fullName} onChange={set('fullName')} maxLength={200} autoComplete="off" required />
          </Field>
          <Field label={_('reportForm.onBehalf.relationship')} id="on-behalf-relationship" required>
            <Input value={value.relationship} onChange={set('relationship')} maxLength={60} required />
          </Field>
          <Field label={_('reportForm.onBehalf.phone')} id="on-behalf-phone">
            <Input value={value.phoneNumber} onChange={set('phoneNumber')} maxLength={30} type="tel" inputMode="tel" />
          </Field>
        </div>
      ) : null}
    </fieldset>
  );
}
