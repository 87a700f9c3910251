/**
 * The language on the account (issue 16): a signed-in person's choice is saved with PATCH /user/language, and on
 * sign-in the account's language wins over this device's. Signed out, the choice stays on the device
 * (i18n.ts `chooseLanguageHere`).
 */
import type { DataOf } from '@safeogun/contract/envelope';
import type { userResponseSchema } from '@safeogun/contract/auth';
import type { Language } from '@safeogun/contract/languages';
import { authApi } from './api-client';
import { chooseLanguageHere, showLanguage } from './i18n';
import { getLanguage, storeLanguage } from './language';
import { getSession, onSessionUserChange, updateSessionUser } from './session';

/** Shows the app in `language` at once; signed in, also saves it on the account (rejects when that fails). */
export async function chooseLanguage(language: Language): Promise<void> {
  await chooseLanguageHere(language);
  if (!getSession()) return;
  const { user } = await authApi.patch<DataOf<typeof userResponseSchema>>('/user/language', { language });
  updateSessionUser({ language: user.language });
}

/** From now on, whoever signs in sees the app in their account's language (and this device remembers it). */
export function followAccountLanguage(): () => void {
  return onSessionUserChange(() => {
    const language = getSession()?.user.language;
    if (!language || language === getLanguage()) return;
    void showLanguage(language).then(() => storeLanguage(language));
  });
}
