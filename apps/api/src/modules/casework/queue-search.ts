/** How the queue reads a search (decision 009): a ticket id by its start, or words of descriptions. */

/**
 * A search that is a ticket id, whole or its start ("OGP-7K2M", "ogp7k2m"), as the prefix to match; or, for one
 * word of letters and digits with a digit ("7K2M9"), the ticket ids that start with it after "OGP-" as well as the
 * words of descriptions; null for words alone.
 */
export function ticketPrefix(q: string): { prefix: string; only: boolean } | null {
  const folded = q.replace(/\s+/g, '').toUpperCase();
  const ticket = /^OGP-?([0-9A-Z]*)$/.exec(folded);
  if (ticket) return { prefix: `OGP-${ticket[1]}`, only: true };
  if (/^[0-9A-Z]{3,}$/.test(folded) && /[0-9]/.test(folded) && !/\s/.test(q.trim()))
    return { prefix: `OGP-${folded}`, only: false };
  return null;
}

/** The words of a search as a prefix query for `to_tsquery('simple', ...)`: letters and digits only, so always valid. */
export function descriptionQuery(q: string): string | null {
  const words =
    q
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `'${w}':*`).join(' & ') : null;
}
