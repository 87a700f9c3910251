/**
 * Plural messages write their number as {countText} (pluralCount): Lingui formats a `#` with Intl.NumberFormat, and
 * a page's first Intl.NumberFormat sets up the browser's number formatting inside the render (decision 027). With
 * the patch to @lingui/core (patches/), a plural without `#` builds none.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { pluralCount } from './i18n';

const messages = {
  'test.reports': compileMessage('{count, plural, one {{countText} report} other {{countText} reports}}'),
  'test.yoReports': compileMessage('{count, plural, other {ìròyìn {countText}}}'),
  'test.octothorpe': compileMessage('{count, plural, one {# report} other {# reports}}'),
};

afterEach(() => vi.restoreAllMocks());

/** Counts the Intl.NumberFormat objects built from here on (each still a real one). */
function countNumberFormats() {
  const RealNumberFormat = Intl.NumberFormat;
  return vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
    ...args: ConstructorParameters<typeof Intl.NumberFormat>
  ) {
    return new RealNumberFormat(...args);
  });
}

describe('a plural message', () => {
  it('says its number grouped as the language writes it, without Intl.NumberFormat', () => {
    const numberFormat = countNumberFormats();
    const en = setupI18n({ locale: 'en', locales: ['en'], messages: { en: messages } });
    expect(en._('test.reports', pluralCount(1))).toBe('1 report');
    expect(en._('test.reports', pluralCount(1234))).toBe('1,234 reports');
    const yo = setupI18n({ locale: 'yo', locales: ['yo', 'en-NG'], messages: { yo: messages } });
    expect(yo._('test.yoReports', pluralCount(25_000))).toBe('ìròyìn 25,000');
    expect(numberFormat).not.toHaveBeenCalled();
  });

  it('with a #, as ICU writes it, builds an Intl.NumberFormat (why the catalogues have none)', () => {
    const numberFormat = countNumberFormats();
    const pcm = setupI18n({ locale: 'pcm', locales: ['pcm', 'en-NG'], messages: { pcm: messages } });
    expect(pcm._('test.octothorpe', { count: 1234 })).toBe('1,234 reports');
    expect(numberFormat).toHaveBeenCalled();
  });
});
