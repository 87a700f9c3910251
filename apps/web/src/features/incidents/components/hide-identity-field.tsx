import { Checkbox } from '../../../components/ui/checkbox';

/** 'Hide my identity from police officers': the server then gives officers no name, email, phone or account. */
export function HideIdentityField({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)}>
      Hide my identity from police officers
    </Checkbox>
  );
}
