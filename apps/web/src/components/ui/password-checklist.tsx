import { Check, X } from 'lucide-react';
import { passwordChecks } from '@safeogun/contract/auth';
import { VALIDATION_MESSAGES } from '@safeogun/contract/messages';
import { useLocalized } from '../../lib/i18n';
import { useUiMessages } from '../locales/ui/messages';

/** Live checklist of the one password policy (DECISIONS.md), plus the match when a confirmation is given. */
export function PasswordChecklist({ password, confirm }: { password: string; confirm?: string }) {
  const { _ } = useUiMessages();
  const localized = useLocalized();
  const c = passwordChecks(password);
  const rules: Array<[boolean, string]> = [
    [c.minLength, VALIDATION_MESSAGES.passwordMinLength],
    [c.uppercase, VALIDATION_MESSAGES.passwordUppercase],
    [c.special, VALIDATION_MESSAGES.passwordSpecial],
  ];
  if (confirm !== undefined) rules.push([confirm.length > 0 && confirm === password, _('ui.password.match')]);
  return (
    <ul className="space-y-1 text-sm" aria-label={_('ui.password.requirements')}>
      {rules.map(([met, text]) => (
        <li
          key={text}
          className={met ? 'flex items-center gap-2 text-brand-700' : 'flex items-center gap-2 text-slate-500'}
        >
          {met ? <Check className="h-4 w-4" aria-hidden /> : <X className="h-4 w-4" aria-hidden />}
          <span>{localized(text)}</span>
          <span className="sr-only">{met ? _('ui.password.met') : _('ui.password.notMet')}</span>
        </li>
      ))}
    </ul>
  );
}
