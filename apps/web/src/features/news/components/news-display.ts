import type { I18n } from '@lingui/core';
import { NEWS_EXCERPT_LENGTH } from '@safeogun/contract/constants';
import { isLanguage, type Language } from '@safeogun/contract/languages';

/** Local placeholder used when an article has no cover or its cover fails to load. */
export const NEWS_PLACEHOLDER_IMAGE = '/news-placeholder.svg';

const TAG_COLOURS: Record<string, string> = {
  gateway: 'bg-blue-100 text-blue-800',
  crimewatch: 'bg-red-100 text-red-800',
  modal: 'bg-purple-100 text-purple-800',
  kidnapping: 'bg-orange-100 text-orange-800',
  lost: 'bg-yellow-100 text-yellow-800',
  security: 'bg-green-100 text-green-800',
};

/** Tag colours by name (section 9); every other tag is gray. */
export function tagClasses(tag: string): string {
  return TAG_COLOURS[tag.replace(/^#/, '').toLowerCase()] ?? 'bg-slate-100 text-slate-700';
}

/**
 * The short month of a date, as CLDR 48 writes it inside one ("Jan", "Oṣù Ṣẹ́rẹ́", "Jén"). Kept here rather than
 * asked of Intl.DateTimeFormat: a browser without Yoruba or Pidgin dates (Debian's Chromium is one) wrote "Nov" over
 * the server's "Oṣù Bélú" as the page hydrated, and a page's first Intl formatter costs a cheap phone 150 to 350 ms
 * of its hydration (docs/decisions/027-pre-rendered-public-pages.md). A test holds the table to Node's CLDR data.
 */
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

/** West Africa Time, the command's clock (COMMAND_TIME_ZONE, Africa/Lagos): UTC+1 all year, with no summer time. */
const COMMAND_UTC_OFFSET_MS = 60 * 60_000;

/**
 * An article's publication date in the reader's language, in the specification's short form ('Jan 5, 2024' in
 * English; the day first in Yoruba and Pidgin, as Nigerians write it), on the command's calendar (a server rendering
 * the page in UTC writes the day the reader's phone would); empty when there is none.
 */
export function publishedDate(i18n: I18n, value: string | null): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const onCommandClock = new Date(date.getTime() + COMMAND_UTC_OFFSET_MS);
  const day = onCommandClock.getUTCDate();
  const year = onCommandClock.getUTCFullYear();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const month = SHORT_MONTHS[language][onCommandClock.getUTCMonth()];
  return language === 'en' ? `${month} ${day}, ${year}` : `${day} ${month} ${year}`;
}

/** Markdown reduced to plain words for an excerpt. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Description of a card (section 3): the subtitle, else the body; at most 100 characters plus an ellipsis. */
export function excerpt(subtitle: string | null, bodyText: string): string {
  const text = subtitle?.trim() || plainText(bodyText);
  return text.length > NEWS_EXCERPT_LENGTH ? `${text.slice(0, NEWS_EXCERPT_LENGTH).trimEnd()}...` : text;
}
