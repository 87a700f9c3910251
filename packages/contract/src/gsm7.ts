import transliterate from '@sindresorhus/transliterate';

/**
 * The GSM 03.38 default alphabet (GSM-7) that USSD screens and SMS are sent in. One character outside it (a Yoruba
 * tone mark, a curly quote) switches the whole message to UCS-2 and cuts it from 160 characters to about 70, so every
 * channel text is checked against it and anything written by people (police notes) is folded into it first.
 */

const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Sent as an escape and the character: two septets each. */
const EXTENDED = '^{}\\[~]|€\f';

const basic = new Set(BASIC);
const extended = new Set(EXTENDED);
const isGsm7Char = (ch: string) => basic.has(ch) || extended.has(ch);

/** True when every character of `text` is in the GSM-7 alphabet (basic or extension table). */
export function isGsm7(text: string): boolean {
  for (const ch of text) if (!isGsm7Char(ch)) return false;
  return true;
}

/** The length in septets (an extension character counts two); Infinity when the text is not GSM-7 at all. */
export function gsm7Length(text: string): number {
  let length = 0;
  for (const ch of text) {
    if (basic.has(ch)) length += 1;
    else if (extended.has(ch)) length += 2;
    else return Infinity;
  }
  return length;
}

const FOLD: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00A0': ' ',
  '\t': ' ',
};

/**
 * Text people wrote or administrators named (a police note, an incident type renamed in the console), made GSM-7
 * plain letters: typographic quotes and dashes to plain ones; every accent dropped, tone marks and dots under letters
 * included, even where GSM-7 has the accented letter (so "Ìjàmbá" reads "Ijamba", not a mix of kept grave accents and
 * dropped acute ones); any other character outside GSM-7 transliterated by @sindresorhus/transliterate (ł -> l,
 * œ -> oe, Cyrillic and Greek to Latin letters), and what has no Latin form (a Chinese character, an emoji) replaced
 * by '?'.
 */
export function toGsm7(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const plain = FOLD[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '');
    if ([...plain].every(isGsm7Char)) {
      out += plain;
      continue;
    }
    const folded = transliterate(ch);
    out += [...folded].every(isGsm7Char) ? folded : '?';
  }
  return out;
}

/** `text` cut to at most `max` septets, ending with '...' when cut. */
export function fitGsm7(text: string, max: number): string {
  const plain = toGsm7(text);
  if (gsm7Length(plain) <= max) return plain;
  let out = '';
  for (const ch of plain) {
    if (gsm7Length(out + ch) > max - 3) break;
    out += ch;
  }
  return `${out.trimEnd()}...`;
}
