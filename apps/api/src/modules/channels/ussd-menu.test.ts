/**
 * Every USSD screen of every catalogue, with every reason above it, every LGA page and the longest values, and every
 * SMS text of the catalogue: GSM-7 only and at most 160 characters (a character outside GSM-7 would cut it to 70).
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL_LANGUAGES, CHANNEL_TEXT, type ChannelLanguage } from '@safeogun/contract/channel-text';
import { fitGsm7, gsm7Length, isGsm7, toGsm7 } from '@safeogun/contract/gsm7';
import { expectFitsOneText } from './channels.test-helpers';
import { INCIDENT_TYPES, LGA_NAMES } from '@safeogun/contract/reference';
import { initialState, render, type Screen } from './ussd-menu';

const types = INCIDENT_TYPES.map((name, i) => ({ id: i + 1, name }));
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

describe.each(Object.keys(CHANNEL_LANGUAGES) as ChannelLanguage[])('catalogue %s', (language) => {
  const t = CHANNEL_TEXT[language];
  const reasons = [undefined, t.ussd.invalidChoice, t.ussd.noLgaMatch, t.ussd.tooShort(10), t.ussd.unknownTicket];

  it('keeps every USSD screen within 160 GSM-7 characters, whatever the reason above it', () => {
    for (const screen of SCREENS) {
      for (const reason of reasons) {
        for (let lgaPage = 0; lgaPage < 6; lgaPage++) {
          const state = {
            ...initialState(language),
            screen,
            lgaPage,
            typeId: 2,
            lgaId: 9,
            description: `Ẹ̀gbọ́n mi “said” ${'a long story '.repeat(40)}`,
            banner: t.ussd.languageSet('English'),
          };
          fits(render(state, { types, lgas }, reason));
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
    const seen = new Set<string>();
    for (let lgaPage = 0; lgaPage < 10; lgaPage++) {
      const screen = render({ ...initialState(language), screen: 'lga', lgaPage }, { types, lgas });
      for (const line of screen.split('\n'))
        if (/^\d+ [A-Z]/.test(line) && !/^(98 More|0 Back)$/.test(line)) seen.add(line);
    }
    expect(seen.size).toBe(LGA_NAMES.length);
  });

  it('keeps the fixed USSD endings and SMS texts within one segment', () => {
    for (const end of [
      t.ussd.filed(TICKET),
      t.ussd.cancelled,
      t.ussd.sosSent,
      t.ussd.sosTooMany,
      t.ussd.expired,
      t.ussd.busy,
    ]) {
      fits(`END ${end}`);
    }
    for (const text of [
      t.sms.help,
      t.sms.askType,
      t.sms.askLga,
      t.sms.askDescription(10),
      t.sms.filed(TICKET),
      t.sms.status(TICKET, 'In Progress', null),
      t.sms.unknownTicket,
      t.sms.stopped,
      t.sms.tooManyReports,
      t.sms.statusChanged(TICKET, 'In Progress', ''),
    ]) {
      fits(text);
    }
  });
});

describe('GSM-7', () => {
  it('folds what people type into GSM-7 and cuts it to fit', () => {
    expect(toGsm7('Ọ̀gá “Adé” — ṣé o dé?')).toBe('Oga "Adé" - sé o dé?');
    expect(toGsm7('家')).toBe('?');
    expect(gsm7Length('{x}')).toBe(5);
    expect(gsm7Length('é')).toBe(1);
    expect(isGsm7('ẹ')).toBe(false);
    const cut = fitGsm7('word '.repeat(100), 40);
    expect(gsm7Length(cut)).toBeLessThanOrEqual(40);
    expect(cut.endsWith('...')).toBe(true);
  });
});
