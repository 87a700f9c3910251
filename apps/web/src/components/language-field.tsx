import { Field } from './ui/field';
import { Select } from './ui/select';
import { LanguageOptions, useLanguageChoice } from './language-select';

/** The language switcher as a labelled form field (settings). */
export function LanguageField({ className }: { className?: string }) {
  const { language, change, label } = useLanguageChoice();
  return (
    <Field label={label} className={className}>
      <Select value={language} onChange={(event) => change(event.target.value)}>
        <LanguageOptions />
      </Select>
    </Field>
  );
}
