/**
 * The words of the USSD screens and SMS replies, one catalogue per language the web app has (English, Yoruba,
 * Nigerian Pidgin). Every string is plain GSM-7: no tone marks, no dots under letters, no curly quotes ("Jowo" for
 * "Jọ̀wọ́"), since one character outside it turns a screen into UCS-2 and cuts it to about 70 characters.
 * apps/api/src/modules/channels/ussd-menu.test.ts renders every screen and SMS text of every catalogue against 160
 * GSM-7 characters.
 *
 * review: the Yoruba and Pidgin catalogues were written by the team, not by native speakers; the phrases marked
 * `review:` below are the ones we are least sure of, and the whole of both wants a native speaker's reading.
 */
import type { IncidentStatus } from './incidents';
import type { Language } from './languages';

/**
 * The languages the web app has, as USSD option 4 lists them: each named in itself, in plain letters (the web's
 * LANGUAGE_NAMES carry tone marks, which a USSD screen cannot show).
 */
export const CHANNEL_LANGUAGES: Record<Language, string> = { en: 'English', yo: 'Yoruba', pcm: 'Naija (Pidgin)' };
export type ChannelLanguage = Language;

export interface ChannelText {
  /** The report statuses as the caller reads them (a tracked report, a status text). */
  statuses: Record<IncidentStatus, string>;
  ussd: {
    main: string;
    chooseType: string;
    chooseLga: string;
    lgaMatches: string;
    more: string;
    back: string;
    describe: string;
    hide: string;
    hideYes: string;
    hideNo: string;
    confirm: (type: string, lga: string, description: string) => string;
    send: string;
    cancel: string;
    filed: (ticketId: string) => string;
    cancelled: string;
    trackAsk: string;
    tracked: (ticketId: string, status: string, update: string | null) => string;
    sosLga: string;
    sosConfirm: string;
    sosSend: string;
    sosSent: string;
    sosTooMany: string;
    language: string;
    languageSet: (name: string) => string;
    /** Short reasons shown above a repeated screen. */
    invalidChoice: string;
    noLgaMatch: string;
    /** The type chosen earlier in the session was deactivated by an administrator since. */
    typeGone: string;
    tooShort: (min: number) => string;
    unknownTicket: string;
    tooManyReports: string;
    expired: string;
    busy: string;
    /** The server could not answer (a database failure): the session ends politely, never with an HTTP error. */
    tryAgain: string;
  };
  sms: {
    help: string;
    /** `types`: the active incident types, numbered ("1 Theft, 2 Assault or Abuse, ..."). */
    askType: (types: string) => string;
    askLga: string;
    askDescription: (min: number) => string;
    filed: (ticketId: string) => string;
    status: (ticketId: string, status: string, update: string | null) => string;
    unknownTicket: string;
    stopped: string;
    tooManyReports: string;
    statusChanged: (ticketId: string, status: string, note: string) => string;
  };
}

const tracked = (ticketId: string, status: string, update: string | null) =>
  `${ticketId}: ${status}${update ? `\n${update}` : ''}`;
const smsStatus = (ticketId: string, status: string, update: string | null) =>
  `SafeOgun ${ticketId}: ${status}.${update ? ` ${update}` : ''}`;

const en: ChannelText = {
  statuses: {
    new: 'New',
    'in-progress': 'In Progress',
    'on-hold': 'On Hold',
    resolved: 'Resolved',
    closed: 'Closed',
  },
  ussd: {
    main: 'SafeOgun Police\n1 Report an incident\n2 Track a report\n3 Emergency SOS\n4 Language',
    chooseType: 'Incident type:',
    chooseLga: 'LGA? Pick or type first letters:',
    lgaMatches: 'Matching LGAs:',
    more: '98 More',
    back: '0 Back',
    describe: 'What happened? Type a short description.',
    hide: 'Hide your number from officers?',
    hideYes: '1 Yes, hide it',
    hideNo: '2 No',
    confirm: (type, lga, description) => `Send report?\n${type}, ${lga}\n${description}`,
    send: '1 Send',
    cancel: '2 Cancel',
    filed: (ticketId) => `Report sent. Tracking ID: ${ticketId}\nDial again and choose 2 to track it.`,
    cancelled: 'Report cancelled. Nothing was sent.',
    trackAsk: 'Enter your tracking ID (OGP-...):',
    tracked,
    sosLga: 'SOS. Which LGA are you in? Pick or type first letters:',
    sosConfirm: 'Send SOS to Ogun State Police with your number?',
    sosSend: '1 Send SOS',
    sosSent: 'SOS sent to Ogun State Police. Help is being alerted. If you can, also call 112.',
    sosTooMany: 'Your last SOS alerts were received; the police are alerted. Call 112 now for help.',
    language: 'Language:',
    languageSet: (name) => `Language: ${name}`,
    invalidChoice: 'Invalid choice.',
    noLgaMatch: 'No LGA matches.',
    typeGone: 'Type no longer in use.',
    tooShort: (min) => `At least ${min} letters.`,
    unknownTicket: 'No report with that ID.',
    tooManyReports: 'Too many reports from this number. Please try again later.',
    expired: 'Your session has ended. Please dial again.',
    busy: 'Too many requests. Please try again in a few minutes.',
    tryAgain: 'Sorry, something went wrong. Please dial again in a minute.',
  },
  sms: {
    help: 'SafeOgun Police: REPORT type LGA what happened (e.g. REPORT theft Ifo my phone was stolen). STATUS tracking-ID. STOP ends texts. Emergency: call 112',
    askType: (types) => `Reply with the type number: ${types}`,
    askLga: 'Which LGA did it happen in? Reply with its name, e.g. Ifo or Abeokuta South.',
    askDescription: (min) => `What happened? Reply with a short description (at least ${min} letters).`,
    filed: (ticketId) => `SafeOgun: report received. Tracking ID ${ticketId}. Text STATUS ${ticketId} to follow it.`,
    status: smsStatus,
    unknownTicket:
      'SafeOgun: no report with that tracking ID. Text STATUS followed by the ID, e.g. STATUS OGP-AB12CD34EF',
    stopped: 'SafeOgun: you will get no more status texts. Text HELP for help.',
    tooManyReports: 'SafeOgun: too many reports from this number. Please try again later or call 112.',
    statusChanged: (ticketId, status, note) =>
      `SafeOgun ${ticketId}: now ${status}.${note ? ` ${note}` : ''} Reply STOP to end texts.`,
  },
};

// Yoruba in plain letters. "Ijabo" (jabọ̀: to report) for a report, "ijoba ibile" for an LGA, "nomba itopinpin" for
// the tracking ID.
const yo: ChannelText = {
  statuses: {
    new: 'Tuntun',
    // review: "A n sise lori re" (we are working on it) for In Progress.
    'in-progress': 'A n sise lori re',
    // review: "O wa ni idaduro" (it is on hold) for On Hold.
    'on-hold': 'O wa ni idaduro',
    resolved: 'A ti yanju re',
    closed: 'A ti pari re',
  },
  ussd: {
    main: 'SafeOgun Olopaa\n1 Jabo isele kan\n2 Topinpin ijabo\n3 Pajawiri SOS\n4 Ede',
    chooseType: 'Iru isele:',
    // review: "te awon leta akoko" for "type the first letters".
    chooseLga: 'Ijoba ibile? Yan tabi te awon leta akoko:',
    lgaMatches: 'Ijoba ibile to baamu:',
    // review: "Die si i" for "More" on a paged list.
    more: '98 Die si i',
    back: '0 Pada',
    describe: 'Kin lo sele? Ko alaye kukuru.',
    hide: 'Se ki a fi nomba re pamo fun olopaa?',
    hideYes: '1 Beeni, fi pamo',
    hideNo: '2 Rara',
    confirm: (type, lga, description) => `Fi ijabo ranse?\n${type}, ${lga}\n${description}`,
    send: '1 Fi ranse',
    cancel: '2 Fagile',
    filed: (ticketId) => `A ti fi ijabo re ranse. Nomba itopinpin: ${ticketId}\nTun pe ki o yan 2 lati topinpin re.`,
    cancelled: 'A ti fagile ijabo naa. Ko si ohun ti a fi ranse.',
    trackAsk: 'Te nomba itopinpin re (OGP-...):',
    tracked,
    sosLga: 'SOS. Ijoba ibile wo lo wa? Yan tabi te awon leta akoko:',
    sosConfirm: 'Fi SOS ranse si Olopaa Ipinle Ogun pelu nomba re?',
    sosSend: '1 Fi SOS ranse',
    sosSent: 'A ti fi SOS ranse si Olopaa Ipinle Ogun. Iranlowo n bo. Ti o ba le, pe 112 pelu.',
    sosTooMany: 'A ti gba awon SOS re to koja; olopaa ti mo. Pe 112 bayii fun iranlowo.',
    language: 'Ede:',
    languageSet: (name) => `Ede: ${name}`,
    invalidChoice: 'Asayan ko to.',
    noLgaMatch: 'Ko si ijoba ibile to baamu.',
    typeGone: 'Iru isele yen ko si mo.',
    tooShort: (min) => `O kere tan leta ${min}.`,
    unknownTicket: 'Ko si ijabo pelu nomba yen.',
    tooManyReports: 'Ijabo ti po ju lati nomba yii. Jowo tun gbiyanju nigba miiran.',
    // review: "Ipe re ti pari" (your call has ended) for a USSD session that has ended.
    expired: 'Ipe re ti pari. Jowo tun pe.',
    busy: 'Ibeere ti po ju. Jowo tun gbiyanju ni iseju die.',
    // review: "nkan kan ko sise" (something did not work).
    tryAgain: 'Ma binu, nkan kan ko sise. Jowo tun pe ni iseju kan.',
  },
  sms: {
    // review: the keywords JABO (report), IPO (status), IRANLOWO (help), DAWODURO (stop).
    help: 'SafeOgun Olopaa: JABO iru ijoba-ibile ohun to sele (bi JABO 1 Ifo won ji foonu mi). IPO nomba-itopinpin. DAWODURO: ko si atejise mo. Pajawiri: pe 112',
    askType: (types) => `Fi nomba iru isele dahun: ${types}`,
    askLga: 'Ijoba ibile wo lo ti sele? Fi oruko re dahun, bi Ifo tabi Abeokuta South.',
    askDescription: (min) => `Kin lo sele? Fi alaye kukuru dahun (o kere tan leta ${min}).`,
    filed: (ticketId) =>
      `SafeOgun: a ti gba ijabo re. Nomba itopinpin ${ticketId}. Te IPO ${ticketId} lati topinpin re.`,
    status: smsStatus,
    unknownTicket: 'SafeOgun: ko si ijabo pelu nomba itopinpin yen. Te IPO ati nomba naa, bi IPO OGP-AB12CD34EF',
    // review: "atejise" for a text message.
    stopped: 'SafeOgun: o ko ni gba atejise ipo mo. Te IRANLOWO fun iranlowo.',
    tooManyReports: 'SafeOgun: ijabo ti po ju lati nomba yii. Jowo tun gbiyanju nigba miiran tabi pe 112.',
    statusChanged: (ticketId, status, note) =>
      `SafeOgun ${ticketId}: ${status} bayii.${note ? ` ${note}` : ''} Te DAWODURO lati da atejise duro.`,
  },
};

// Nigerian Pidgin, written as it is usually texted.
const pcm: ChannelText = {
  statuses: {
    new: 'New',
    'in-progress': 'We dey work on am',
    // review: "We hold am small" for On Hold.
    'on-hold': 'We hold am small',
    resolved: 'E don settle',
    closed: 'We don close am',
  },
  ussd: {
    main: 'SafeOgun Police\n1 Report wetin happen\n2 Check your report\n3 Emergency SOS\n4 Language',
    chooseType: 'Which kain case?',
    chooseLga: 'Which LGA? Pick am or type the first letters:',
    lgaMatches: 'LGA wey match:',
    more: '98 More',
    back: '0 Back',
    describe: 'Wetin happen? Write am short.',
    hide: 'Make we hide your number from police?',
    hideYes: '1 Yes, hide am',
    hideNo: '2 No',
    confirm: (type, lga, description) => `Make we send the report?\n${type}, ${lga}\n${description}`,
    send: '1 Send am',
    cancel: '2 Cancel am',
    filed: (ticketId) => `We don collect your report. Tracking ID: ${ticketId}\nDial again, choose 2 to check am.`,
    cancelled: 'Report don cancel. We no send anything.',
    trackAsk: 'Put your tracking ID (OGP-...):',
    tracked,
    sosLga: 'SOS. Which LGA you dey? Pick am or type the first letters:',
    sosConfirm: 'Make we send SOS to Ogun State Police with your number?',
    sosSend: '1 Send SOS',
    sosSent: 'SOS don reach Ogun State Police. Help dey come. If you fit, call 112 too.',
    sosTooMany: 'Police don get your last SOS, dem don hear. Call 112 now for help.',
    language: 'Language:',
    languageSet: (name) => `Language: ${name}`,
    invalidChoice: 'Dat choice no correct.',
    noLgaMatch: 'No LGA match am.',
    typeGone: 'Dat type no dey again.',
    tooShort: (min) => `At least ${min} letters abeg.`,
    unknownTicket: 'No report get dat ID.',
    tooManyReports: 'Dis number don send too many reports. Abeg try again later.',
    expired: 'Your session don end. Abeg dial again.',
    busy: 'Too many requests. Abeg try again after some minutes.',
    tryAgain: 'Sorry, something no work. Abeg dial again after one minute.',
  },
  sms: {
    // review: the keywords YARN (report), HOWFAR (status), HELEP (help), COMOT (stop).
    help: 'SafeOgun Police: YARN type LGA wetin happen (e.g. YARN 1 Ifo dem thief my phone). HOWFAR tracking-ID. COMOT stop texts. Emergency: call 112',
    askType: (types) => `Send the type number: ${types}`,
    askLga: 'Which LGA e happen? Send the name, e.g. Ifo or Abeokuta South.',
    askDescription: (min) => `Wetin happen? Send am short (at least ${min} letters).`,
    filed: (ticketId) =>
      `SafeOgun: we don collect your report. Tracking ID ${ticketId}. Send HOWFAR ${ticketId} to check am.`,
    status: smsStatus,
    unknownTicket: 'SafeOgun: no report get dat tracking ID. Send HOWFAR plus the ID, e.g. HOWFAR OGP-AB12CD34EF',
    stopped: 'SafeOgun: we no go send you status text again. Send HELEP for help.',
    tooManyReports: 'SafeOgun: dis number don send too many reports. Abeg try again later or call 112.',
    statusChanged: (ticketId, status, note) =>
      `SafeOgun ${ticketId}: ${status} now.${note ? ` ${note}` : ''} Send COMOT make texts stop.`,
  },
};

export const CHANNEL_TEXT: Record<ChannelLanguage, ChannelText> = { en, yo, pcm };

export const isChannelLanguage = (value: unknown): value is ChannelLanguage =>
  typeof value === 'string' && Object.hasOwn(CHANNEL_TEXT, value);

export function channelText(language: string | null | undefined): ChannelText {
  return isChannelLanguage(language) ? CHANNEL_TEXT[language] : en;
}

export type SmsKeyword = 'report' | 'status' | 'help' | 'stop';

/**
 * SMS keywords per language, upper case, each one word (a two-word one such as "HOW FAR" is also read joined). A
 * keyword of any language works whatever the caller's language; the reply goes out in the keyword's language. Chosen
 * so that none is a likely first word of a description (no "DURO", a common name; no "ABEG").
 */
export const SMS_KEYWORDS: Record<ChannelLanguage, Record<SmsKeyword, string[]>> = {
  en: { report: ['REPORT'], status: ['STATUS', 'TRACK'], help: ['HELP'], stop: ['STOP', 'UNSUBSCRIBE'] },
  // review: JABO (jabọ̀, report), IPO (ipò, status), IRANLOWO (ìrànlọ́wọ́, help), DAWODURO (dáwọ́ dúró, stop).
  yo: { report: ['JABO'], status: ['IPO'], help: ['IRANLOWO'], stop: ['DAWODURO'] },
  // review: YARN (tell), HOWFAR ("how far?", what news), HELEP (help!), COMOT (take me off).
  pcm: { report: ['YARN'], status: ['HOWFAR'], help: ['HELEP'], stop: ['COMOT'] },
};
