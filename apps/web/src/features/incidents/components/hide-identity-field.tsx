import { Checkbox } from '../../../components/ui/checkbox';
import { useReportFormMessages } from '../locales/report-form/messages';

/** 'Hide my identity from police officers': the server then gives officers no name, email, phone or account. */
export function HideIdentityField({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { _ } = useReportFormMessages();
  return (
    <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)}>
      {_('reportForm.hideIdentity')}
    </Checkbox>
  );
}
