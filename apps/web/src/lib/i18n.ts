/**
 * The app's words in English, Yoruba and Nigerian Pidgin (issue 16; docs/decisions/021-web-languages.md): Lingui's
 * runtime with catalogues compiled at build time by its Vite plugin. Each screen has its own catalogue
 * (`locales/<catalogue>/{en,yo,pcm}.po`); English is bundled with the screen (it replaces the literal text the screen
 * had, and is what a missing translation shows), Yoruba and Pidgin load on demand, so a page downloads only its
 * own messages in the chosen language.
 */
import { use } from 'react';
import { setupI18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { groupDigits } from '@safeogun/contract/constants';
import { DEFAULT_LANGUAGE, type Language } from '@safeogun/contract/languages';
// Its type only: the module itself loads on demand (loadContractMessages).
import type { localizeMessage as contractLocalizeMessage } from '@safeogun/contract/message-languages';
import {
  browserLanguage,
  getLanguage,
  keepLanguageCookie,
  setCurrentLanguage,
  storedLanguage,
  storeLanguage,
} from './language';

export const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: {} } });

/**
 * The values of a plural message: `count` chooses the form, `countText` is the number as written in it ("1,234").
 * Our messages write `{countText}` where ICU would write `#`: Lingui formats a `#` with `Intl.NumberFormat`, whose
 * first use on a page costs a cheap phone 150 to 350 ms of the render that needs it (decision 027); a test keeps
 * `#` out of every catalogue.
 */
export function pluralCount(count: number): { count: number; countText: string } {
  return { count, countText: groupDigits(count) };
}

type Translated = Exclude<Language, 'en'>;
type Loaders = Record<Translated, () => Promise<{ messages: Messages }>>;

interface Catalogue {
  /** Null for English (bundled); else the load of `language`, shared by everyone waiting for it and kept once done. */
  load(language: Language): Promise<void> | null;
}

/** A load React can read at once when done: `use()` returns without suspending on a promise marked fulfilled. */
type TrackedLoad = Promise<void> & { status?: 'fulfilled'; value?: undefined };

/** The catalogues of the screens seen so far: a language change loads theirs before it takes effect. */
const catalogues = new Set<Catalogue>();

/**
 * The locales for plurals and dates: the language, then English as written in Nigeria for a browser without the
 * language's CLDR data (Chromium and Node 20 have `yo`, one plural form, and `pcm`, two; an older browser falls to
 * en-NG, whose `other` form every Yoruba message has and whose `one`/`other` Pidgin shares).
 */
function localesOf(language: Language): string[] {
  return language === DEFAULT_LANGUAGE ? ['en'] : [language, 'en-NG'];
}

function activate(language: Language): void {
  setCurrentLanguage(language);
  i18n.activate(language, localesOf(language));
  // No document where pages are rendered ahead of time (entry-server.tsx): the HTML names its language there.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * A screen's catalogue: its English messages (bundled) and loaders of its translations. Returns the hook the
 * screen calls: it suspends while the current language's messages load (the route's Suspense shows), then gives
 * Lingui's `_` (translate an id) and `i18n` (plurals, dates).
 */
export function defineCatalogue(english: Messages, translations: Loaders) {
  i18n.load(DEFAULT_LANGUAGE, english);
  const loads = new Map<Translated, TrackedLoad>();
  const catalogue: Catalogue = {
    load(language) {
      if (language === 'en') return null;
      let load = loads.get(language);
      if (!load) {
        const started: TrackedLoad = translations[language]().then(
          ({ messages }) => {
            i18n.load(language, messages);
            started.status = 'fulfilled';
            started.value = undefined;
          },
          (error: unknown) => {
            // A failed download (offline) is tried again the next time, not remembered as failed.
            loads.delete(language);
            throw error;
          },
        );
        load = started;
        loads.set(language, load);
      }
      return load;
    },
  };
  catalogues.add(catalogue);
  // Fetched as soon as the code that uses it arrives, not when it first renders: a dialog opened later in Yoruba
  // finds its words there instead of suspending the page around it. A failure is retried by the hook.
  catalogue.load(getLanguage())?.catch(() => undefined);
  return function useCatalogue() {
    const lingui = useLingui();
    // `use()` on every render in a translated language, the load done or not: React replays a screen whose load
    // ends while it waits, and a replay that skipped `use()` then mounted the screen's next hook as an update
    // (React error 467, the page's error view). Done, the load is marked fulfilled and `use()` does not suspend.
    const load = catalogue.load(lingui.i18n.locale as Language);
    if (load) use(load);
    return lingui;
  };
}

type LocalizeMessage = typeof contractLocalizeMessage;
/**
 * The contract's messages in Yoruba and Pidgin, loaded with the first switch away from English: the catalogues of
 * every validation and API message are no part of an English visitor's download. English needs no lookup.
 */
let localizeMessage: LocalizeMessage = (message) => message;
let contractMessages: Promise<void> | null = null;
function loadContractMessages(language: Language): Promise<void> | null {
  if (language === DEFAULT_LANGUAGE) return null;
  contractMessages ??= import('@safeogun/contract/message-languages').then(
    (module) => {
      localizeMessage = module.localizeMessage;
    },
    (error: unknown) => {
      contractMessages = null;
      throw error;
    },
  );
  return contractMessages;
}

/** Loads every catalogue seen so far in `language`, then shows the app in it (no flash of half-translated text). */
export async function showLanguage(language: Language): Promise<void> {
  await Promise.all([loadContractMessages(language), ...[...catalogues].map((catalogue) => catalogue.load(language))]);
  activate(language);
}

/**
 * Where the app starts: the signed-in account's language, else the visitor's stored choice, else the browser's
 * languages. The caller renders once it resolves (English resolves at once).
 */
export function startLanguage(accountLanguage: Language | undefined): Promise<void> {
  const stored = storedLanguage();
  // A choice stored before the cookie was kept with it (language.ts): the server's pages follow it from now on.
  if (stored) keepLanguageCookie(stored);
  const language = accountLanguage ?? stored ?? browserLanguage(navigator.languages ?? []);
  return showLanguage(language).catch(() => activate(DEFAULT_LANGUAGE));
}

/** Switches the app to `language` and remembers it on this device (the account is account-language.ts's job). */
export async function chooseLanguageHere(language: Language): Promise<void> {
  await showLanguage(language);
  storeLanguage(language);
}

/** One of the contract's messages (a validation or API message) in the language the app is shown in. */
export function localized(message: string): string {
  return localizeMessage(message, getLanguage());
}

/** The language the app is shown in; re-renders the caller when it changes. */
export function useLanguage(): Language {
  return useLingui().i18n.locale as Language;
}

/**
 * `localized` for a component: re-renders it when the language changes, so a form's validation message (the
 * contract's English, from its zod schema) follows the switch.
 */
export function useLocalized(): (message: string) => string {
  useLanguage();
  return localized;
}
