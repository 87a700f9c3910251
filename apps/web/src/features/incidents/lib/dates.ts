/**
 * A date with its time, for `i18n.date`: 'Jan 5, 2024, 3:04 PM' in English, the specification's form (a plain date
 * is `i18n.date`'s default, 'Jan 5, 2024'); Yoruba and Pidgin get their own order, or en-NG's where the browser has
 * no data for them.
 */
export const DATE_TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
