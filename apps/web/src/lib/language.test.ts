// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@safeogun/contract/languages';
import { LANGUAGE_STORAGE_KEY, storedLanguage, storeLanguage } from './language';

const clearCookie = () => (document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`);

afterEach(() => {
  localStorage.clear();
  clearCookie();
});

describe("a visitor's chosen language", () => {
  it('is kept in a cookie as well, which the server reads to send a page already in it', () => {
    storeLanguage('yo');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('yo');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=yo`);
    storeLanguage('pcm');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=pcm`);
    expect(document.cookie).not.toContain(`${LANGUAGE_COOKIE}=yo`);
  });

  it('is read from the cookie when local storage has none, so the app starts in the language its page came in', () => {
    document.cookie = `${LANGUAGE_COOKIE}=pcm; Path=/`;
    expect(storedLanguage()).toBe('pcm');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'yo');
    expect(storedLanguage()).toBe('yo');
  });

  it('is none when the cookie names no language of ours', () => {
    document.cookie = `${LANGUAGE_COOKIE}=fr; Path=/`;
    expect(storedLanguage()).toBeNull();
  });
});
