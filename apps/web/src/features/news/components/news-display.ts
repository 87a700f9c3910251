import type { I18n } from '@lingui/core';
import { NEWS_EXCERPT_LENGTH } from '@safeogun/contract/constants';
import { commandDate } from '../../../lib/command-clock';

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
 * An article's publication date in the reader's language, in the specification's short form ('Jan 5, 2024' in
 * English; the day first in Yoruba and Pidgin, as Nigerians write it), on the command's calendar (a server rendering
 * the page in UTC writes the day the reader's phone would); empty when there is none.
 */
export function publishedDate(i18n: I18n, value: string | null): string {
  return commandDate(i18n.locale, value);
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
