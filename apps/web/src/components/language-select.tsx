import { useId } from 'react';
import clsx from 'clsx';
import { ChevronDown, Languages } from 'lucide-react';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '@safeogun/contract/languages';
import { chooseLanguage } from '../lib/account-language';
import { errorMessage } from '../lib/api-client';
import { useLanguage } from '../lib/i18n';
import { toast } from '../lib/toast';
import { useSharedMessages } from './locales/shared/messages';

/**
 * The language switcher's state (issue 16): the current language, its label, and a change that switches the app
 * and, signed in, saves it on the account; a failure (offline, refused) is said in a toast.
 */
export function useLanguageChoice() {
  const { _ } = useSharedMessages();
  const language = useLanguage();
  const change = (value: string) => {
    if (!isLanguage(value)) return;
    chooseLanguage(value).catch((error: unknown) => toast.error(errorMessage(error, _('shared.language.loadFailed'))));
  };
  return { language, change, label: _('shared.language.label') };
}

/** Each language named in itself, marked with its language for screen readers. */
export function LanguageOptions() {
  return LANGUAGES.map((option) => (
    <option key={option} value={option} lang={option}>
      {LANGUAGE_NAMES[option]}
    </option>
  ));
}

/**
 * The switcher of the navigation bar and the drawer, on the dark bar with a hidden label. A short fixed list, so
 * the platform's select (components/ui/select.tsx's reasoning: every keyboard, screen reader and phone drives it,
 * and it adds nothing to the first load; docs/decisions/021-web-languages.md). Settings has `LanguageField`.
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { language, change, label } = useLanguageChoice();
  const id = useId();
  return (
    <div className={clsx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Languages
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-accent-400"
        aria-hidden="true"
      />
      <select
        id={id}
        value={language}
        onChange={(event) => change(event.target.value)}
        className="min-h-11 w-full appearance-none rounded-lg border border-brand-600 bg-brand-800 py-2 pl-9 pr-8 text-sm font-semibold text-white hover:bg-brand-700"
      >
        <LanguageOptions />
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-white"
        aria-hidden="true"
      />
    </div>
  );
}
