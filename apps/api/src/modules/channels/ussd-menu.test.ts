/**
 * Every USSD screen of every catalogue (English, Yoruba, Pidgin), with every reason above it, every page of the type
 * and LGA lists and the longest values (ten types with the longest names the console accepts, written with tone
 * marks and curly quotes), and every SMS text of the catalogue: GSM-7 only and at most 160 characters (a character
 * outside GSM-7 would cut it to 70).
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_LANGUAGES, CHANNEL_TEXT, type ChannelLanguage } from '@safeogun/contract/channel-text';
import { fitGsm7, gsm7Length, isGsm7, toGsm7 } from '@safeogun/contract/gsm7';
import { expectFitsOneText } from './channels.test-helpers';
import { INCIDENT_TYPES, LGA_NAMES } from '@safeogun/contract/reference';
import { initialState, render, type Named, type Screen } from './ussd-menu';

const seededTypes: Named[] = INCIDENT_TYPES.map((name, i) => ({ id: i + 1, name }));
// Ten types as an administrator may name them: 60 characters (the console's limit), tone marks, quotes, a euro sign
// (two septets in GSM-7).
const longTypes = Array.from({ length: 10 }, (_, i) => ({
  id: 100 + i,
  name: `Ìjàmbá ọkọ̀ “${i + 1}” € ${'Ẹ̀sùn gígùn '.repeat(6)}`.normalize('NFC').slice(0, 60),
}));
const lgas = LGA_NAMES.map((name, i) => ({ id: i + 1, name }));
const SCREENS: Screen[] = [
  'main',
  'type',
  'lga',
  'describe',
  'hide',
  'confirm',
  'track',
  'sos-lga',
  'sos-confirm',
  'language',
];
const TICKET = 'OGP-WWWWWWWWWW';

const fits = expectFitsOneText;

/** The numbered lines of every page of a list screen, page by page (98 pressed until there is no more). */
function listPages(screen: Screen, language: ChannelLanguage, types: Named[]): string[][] {
  const t = CHANNEL_TEXT[language].ussd;
  const pages: string[][] = [];
  for (let page = 0; page < 30; page++) {
    const rendered = render({ ...initialState(language), screen, page }, { types, lgas });
    fits(rendered);
    const lines = rendered.split('\n');
    pages.push(lines.filter((line) => /^\d+ /.test(line) && line !== t.more && line !== t.back));
    if (!lines.includes(t.more)) break;
  }
  return pages;
}

describe.each(Object.keys(CHANNEL_LANGUAGES) as ChannelLanguage[])('catalogue %s', (language) => {
  const t = CHANNEL_TEXT[language];
  const reasons = [
    undefined,
    t.ussd.invalidChoice,
    t.ussd.noLgaMatch,
    t.ussd.typeGone,
    t.ussd.tooShort(10),
    t.ussd.unknownTicket,
  ];

  it.each([
    ['the seeded types', seededTypes],
    ['ten types with long names', longTypes],
  ])('keeps every USSD screen within 160 GSM-7 characters with %s, whatever the reason above it', (_, types) => {
    for (const screen of SCREENS) {
      for (const reason of reasons) {
        for (let page = 0; page < 10; page++) {
          for (const typeId of [types[0]!.id, types.at(-1)!.id]) {
            const state = {
              ...initialState(language),
              screen,
              page,
              typeId,
              lgaId: 9,
              description: `Ẹ̀gbọ́n mi “said” ${'a long story '.repeat(40)}`,
              banner: t.ussd.languageSet(CHANNEL_LANGUAGES[language]),
            };
            fits(render(state, { types, lgas }, reason));
          }
        }
      }
    }
    for (const filter of ['i', 'ij', 'a', 'o', 'y']) {
      fits(
        render({ ...initialState(language), screen: 'lga', lgaFilter: filter }, { types, lgas }, t.ussd.invalidChoice),
      );
    }
  });

  it('numbers every LGA on some page, each number once', () => {
    const numbered = listPages('lga', language, seededTypes).flat();
    expect(numbered).toHaveLength(LGA_NAMES.length);
    expect(new Set(numbered.map((line) => line.split(' ')[0])).size).toBe(LGA_NAMES.length);
  });

  it('pages a long type list like the LGA list: every type numbered once, each page within 160', () => {
    const pages = listPages('type', language, longTypes);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flat().map((line) => line.split(' ')[0])).toEqual(longTypes.map((_, i) => String(i + 1)));
    // Folded into GSM-7: the tone marks dropped, the quotes plain, the euro sign kept.
    expect(pages[0]![0]).toMatch(/^1 Ijamba oko "1" € Esun gigun/);
    // The seeded eight fit one screen, as before.
    expect(listPages('type', language, seededTypes)).toHaveLength(1);
  });

  it('keeps the fixed USSD endings and SMS texts within one segment', () => {
    for (const end of [
      t.ussd.filed(TICKET),
      t.ussd.cancelled,
      t.ussd.sosSent,
      t.ussd.sosTooMany,
      t.ussd.expired,
      t.ussd.busy,
      t.ussd.tryAgain,
      ...Object.values(t.statuses).map((status) => t.ussd.tracked(TICKET, status, null)),
    ]) {
      fits(`END ${end}`);
    }
    for (const text of [
      t.sms.help,
      t.sms.askType(seededTypes.map((type, i) => `${i + 1} ${type.name}`).join(', ')),
      t.sms.askLga,
      t.sms.askDescription(10),
      t.sms.filed(TICKET),
      ...Object.values(t.statuses).map((status) => t.sms.status(TICKET, status, null)),
      t.sms.unknownTicket,
      t.sms.stopped,
      t.sms.tooManyReports,
      ...Object.values(t.statuses).map((status) => t.sms.statusChanged(TICKET, status, '')),
    ]) {
      fits(text);
    }
  });
});

describe('GSM-7', () => {
  it('folds what people type into GSM-7 and cuts it to fit', () => {
    expect(toGsm7('Ọ̀gá “Adé” — ṣé o dé?')).toBe('Oga "Ade" - se o de?');
    expect(toGsm7('Jọ̀wọ́, ọlọ́pàá')).toBe('Jowo, olopaa');
    expect(toGsm7('Łódź Œuvre Привет')).toBe('Lodz OEuvre Privet');
    expect(toGsm7('家 🙂')).toBe('? ?');
    expect(gsm7Length('{x}')).toBe(5);
    expect(gsm7Length('é')).toBe(1);
    expect(isGsm7('ẹ')).toBe(false);
    const cut = fitGsm7('word '.repeat(100), 40);
    expect(gsm7Length(cut)).toBeLessThanOrEqual(40);
    expect(cut.endsWith('...')).toBe(true);
  });
});
