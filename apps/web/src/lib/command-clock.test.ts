import { describe, expect, it } from 'vitest';
import { COMMAND_TIME_ZONE } from '@safeogun/contract/constants';
import { LANGUAGES } from '@safeogun/contract/languages';
import { commandDate, commandMoment } from './command-clock';

const cldr = (language: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(language, { ...options, timeZone: COMMAND_TIME_ZONE });
const DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const MOMENT: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' };

describe("the command's clock", () => {
  it("writes every month's date and every hour as CLDR does (Node's data), in West Africa Time", () => {
    for (const language of LANGUAGES) {
      for (let month = 0; month < 12; month++) {
        // 23:30 UTC is already the next day in Ogun State.
        for (const hour of [0, 9, 11, 12, 13, 22, 23]) {
          const at = Date.UTC(2026, month, 28, hour, month === 0 ? 5 : 30);
          const iso = new Date(at).toISOString();
          expect({ language, iso, date: commandDate(language, iso), moment: commandMoment(language, iso) }).toEqual({
            language,
            iso,
            date: cldr(language, DATE).format(at).normalize('NFC'),
            moment: cldr(language, MOMENT).format(at).normalize('NFC'),
          });
        }
      }
    }
  });

  it('writes nothing for no date or one that is not a date, and English for a language it does not know', () => {
    expect(commandDate('yo', null)).toBe('');
    expect(commandMoment('en', 'not a date')).toBe('');
    expect(commandDate('fr', '2024-01-05T10:00:00Z')).toBe('Jan 5, 2024');
  });
});
