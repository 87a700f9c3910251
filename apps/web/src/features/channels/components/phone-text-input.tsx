import type { Ref } from 'react';
import { Input } from '../../../components/ui/input';

/**
 * Where the simulated phone's user types (a text message, a USSD answer): the phone's screen says what to type, so
 * only screen readers are told its name; never filled in by the browser.
 */
export function PhoneTextInput({
  label,
  value,
  onChange,
  maxLength,
  ref,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <Input
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      maxLength={maxLength}
      autoComplete="off"
      ref={ref}
    />
  );
}
