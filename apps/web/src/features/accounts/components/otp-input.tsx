import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@safeogun/contract/constants';
import { useAccountMessages } from '../locales/account/messages';

/**
 * Six single-digit boxes: typing a digit moves to the next box, Backspace on an empty box moves back,
 * pasting a code fills every box.
 */
export function OtpInput({
  value,
  onChange,
  disabled,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}) {
  const { _ } = useAccountMessages();
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, i))]?.focus();

  function setDigit(i: number, raw: string) {
    const digits = raw.replace(/\D/g, '');
    if (!digits) {
      const next = [...value];
      next[i] = '';
      onChange(next);
      return;
    }
    const next = [...value];
    let at = i;
    for (const d of digits) {
      if (at >= OTP_LENGTH) break;
      next[at++] = d;
    }
    onChange(next);
    focus(at);
  }

  function onKeyDown(i: number, event: KeyboardEvent<HTMLInputElement>) {
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typing over a box (even the same digit) writes it and moves on.
      event.preventDefault();
      setDigit(i, event.key);
      return;
    }
    if (event.key === 'Backspace' && !value[i]) {
      event.preventDefault();
      if (i > 0) {
        const next = [...value];
        next[i - 1] = '';
        onChange(next);
        focus(i - 1);
      }
    } else if (event.key === 'ArrowLeft') focus(i - 1);
    else if (event.key === 'ArrowRight') focus(i + 1);
  }

  function onPaste(i: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    setDigit(i, event.clipboardData.getData('text'));
  }

  return (
    // Six equal columns that share the card's width: at 360 px each box is about 40 px wide.
    <div className="grid grid-cols-6 gap-1.5 sm:gap-2" role="group" aria-label={_('account.otp.group')}>
      {Array.from({ length: OTP_LENGTH }, (_box, i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el;
          }}
          value={value[i] ?? ''}
          onChange={(e) => setDigit(i, e.target.value.slice(-1) || e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          disabled={disabled}
          aria-label={_('account.otp.digit', { position: i + 1 })}
          className="h-14 w-full min-w-0 rounded-lg border border-slate-300 text-center text-2xl font-semibold text-brand-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      ))}
    </div>
  );
}

export const emptyOtp = () => Array.from({ length: OTP_LENGTH }, () => '');
