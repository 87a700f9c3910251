/**
 * Dates and times on the command's clock (West Africa Time, COMMAND_TIME_ZONE), in the reader's language, written
 * from a table of CLDR 48's words rather than asked of `Intl.DateTimeFormat`: a browser without Yoruba or Pidgin
 * dates (Debian's Chromium is one) wrote "30 Nov 2026" over the server's "30 Oṣù Bélú 2026" as a page hydrated, and
 * a page's first `Intl` formatter costs a cheap phone 150 to 350 ms of the render that needs it
 * (docs/decisions/027-pre-rendered-public-pages.md). A test holds every form here to Node's CLDR data.
 */
import { isLanguage, type Language } from '@safeogun/contract/languages';

/** The short month of a date, as it is written inside one ("Jan", "Oṣù Ṣẹ́rẹ́", "Jén"). */
const SHORT_MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  yo: [
    'Oṣù Ṣẹ́rẹ́',
    'Oṣù Èrèlè',
    'Oṣù Ẹrẹ̀nà',
    'Oṣù Ìgbé',
    'Oṣù Ẹ̀bibi',
    'Oṣù Òkúdu',
    'Oṣù Agẹmọ',
    'Oṣù Ògún',
    'Oṣù Owewe',
    'Oṣù Ọ̀wàrà',
    'Oṣù Bélú',
    'Oṣù Ọ̀pẹ̀',
  ],
  pcm: ['Jén', 'Fẹ́b', 'Mach', 'Épr', 'Mee', 'Jun', 'Jul', 'Ọgọ', 'Sẹp', 'Ọkt', 'Nọv', 'Dis'],
};

/** West Africa Time: UTC+1 all year, with no summer time. */
const COMMAND_UTC_OFFSET_MS = 60 * 60_000;

/** The calendar fields of a moment on the command's clock, or null for no moment or one that is not a date. */
function onCommandClock(value: string | number | Date | null | undefined) {
  if (value === null || value === undefined || value === '') return null;
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return null;
  const clock = new Date(at + COMMAND_UTC_OFFSET_MS);
  return {
    year: clock.getUTCFullYear(),
    month: clock.getUTCMonth(),
    day: clock.getUTCDate(),
    hour: clock.getUTCHours(),
    minute: String(clock.getUTCMinutes()).padStart(2, '0'),
  };
}

const languageOf = (locale: string): Language => (isLanguage(locale) ? locale : 'en');

type ClockFields = NonNullable<ReturnType<typeof onCommandClock>>;

function dateIn(language: Language, at: ClockFields): string {
  const month = SHORT_MONTHS[language][at.month];
  return language === 'en' ? `${month} ${at.day}, ${at.year}` : `${at.day} ${month} ${at.year}`;
}

/** 'Jan 5, 2024' in English (the specification's short form), the day first in Yoruba and Pidgin; '' for none. */
export function commandDate(locale: string, value: string | number | Date | null | undefined): string {
  const at = onCommandClock(value);
  return at ? dateIn(languageOf(locale), at) : '';
}

/** The date with its time: 'Jan 5, 2024, 1:04 PM' in English, '5 Oṣù Ṣẹ́rẹ́ 2024, 13:04' in Yoruba; '' for none. */
export function commandMoment(locale: string, value: string | number | Date | null | undefined): string {
  const at = onCommandClock(value);
  if (!at) return '';
  const language = languageOf(locale);
  const date = dateIn(language, at);
  if (language === 'en') return `${date}, ${at.hour % 12 || 12}:${at.minute} ${at.hour < 12 ? 'AM' : 'PM'}`;
  // CLDR writes Yoruba's hour with two digits, Pidgin's with as many as it has.
  const hour = language === 'yo' ? String(at.hour).padStart(2, '0') : String(at.hour);
  return `${date}, ${hour}:${at.minute}`;
}
