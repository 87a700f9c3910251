/** 'Hide my identity from police officers': the server then gives officers no name, email, phone or account. */
export function HideIdentityField({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        className="h-4 w-4"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      Hide my identity from police officers
    </label>
  );
}
