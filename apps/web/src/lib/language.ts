/**
 * The language the app is shown in (issue 16), as plain state with no i18n library in it, so the API client can
 * name it in `Accept-Language` without importing the catalogues. `i18n.ts` changes it; the rest only read it.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage, type Language } from '@safeogun/contract/languages';

/** A signed-out visitor's choice (a signed-in user's lives on the account). */
export const LANGUAGE_STORAGE_KEY = 'safeogun:language';

let current: Language = DEFAULT_LANGUAGE;

export function getLanguage(): Language {
  return current;
}

export function setCurrentLanguage(language: Language): void {
  current = language;
}

/** The choice stored on this device: in local storage, else in its cookie (storage refused or cleared alone). */
export function storedLanguage(): Language | null {
  let value: string | null = null;
  try {
    value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the cookie may still hold this visit's choice.
  }
  value ??= cookieLanguage();
  return isLanguage(value) ? value : null;
}

function cookieLanguage(): string | null {
  const prefix = `${LANGUAGE_COOKIE}=`;
  return (
    document.cookie
      .split('; ')
      .find((pair) => pair.startsWith(prefix))
      ?.slice(prefix.length) ?? null
  );
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode, full): the choice lasts for this visit only.
  }
  keepLanguageCookie(language);
}

/**
 * The choice in a cookie as well, so the server sends a public page already rendered in it (apps/api
 * plugins/web-app.ts) and the page hydrates instead of painting English and being drawn again. A year, like the
 * stored choice; not sent to other sites.
 */
export function keepLanguageCookie(language: Language): void {
  if (cookieLanguage() === language) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/**
 * The browser's first language of ours: `yo`, `yo-NG` -> Yoruba; `pcm`, `pcm-NG` -> Pidgin; anything else (en-NG,
 * en-GB, fr) -> English. The first entry that names one of ours wins, as the person ordered them.
 */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
