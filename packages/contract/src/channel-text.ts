/**
 * The words of the USSD screens and SMS replies, one catalogue per language the web app has. Every string is plain
 * GSM-7 (no tone marks, no curly quotes): one character outside it turns a screen into UCS-2 and cuts it to about 70
 * characters. A Yoruba or Pidgin catalogue, when the web app gains those languages, is written in plain letters too;
 * channel-text.test.ts checks every screen of every catalogue against 160 GSM-7 characters.
 */

/** The languages the web app has (English only today); USSD option 4 offers exactly these. */
export const CHANNEL_LANGUAGES = { en: 'English' } as const;
export type ChannelLanguage = keyof typeof CHANNEL_LANGUAGES;

export interface ChannelText {
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
    tooShort: (min: number) => string;
    unknownTicket: string;
    tooManyReports: string;
    expired: string;
    busy: string;
  };
  sms: {
    help: string;
    askType: string;
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

const en: ChannelText = {
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
    tracked: (ticketId, status, update) => `${ticketId}: ${status}${update ? `\n${update}` : ''}`,
    sosLga: 'SOS. Which LGA are you in? Pick or type first letters:',
    sosConfirm: 'Send SOS to Ogun State Police with your number?',
    sosSend: '1 Send SOS',
    sosSent: 'SOS sent to Ogun State Police. Help is being alerted. If you can, also call 112.',
    sosTooMany: 'Your last SOS alerts were received; the police are alerted. Call 112 now for help.',
    language: 'Language:',
    languageSet: (name) => `Language: ${name}`,
    invalidChoice: 'Invalid choice.',
    noLgaMatch: 'No LGA matches.',
    tooShort: (min) => `At least ${min} letters.`,
    unknownTicket: 'No report with that ID.',
    tooManyReports: 'Too many reports from this number. Please try again later.',
    expired: 'Your session has ended. Please dial again.',
    busy: 'Too many requests. Please try again in a few minutes.',
  },
  sms: {
    help: 'SafeOgun Police: REPORT type LGA what happened (e.g. REPORT theft Ifo my phone was stolen). STATUS tracking-ID. STOP ends texts. Emergency: call 112',
    askType:
      'Reply with the type number: 1 Theft, 2 Assault or Abuse, 3 Domestic Violence, 4 Kidnapping, 5 Murder, 6 Police Misconduct, 7 Public Disturbance, 8 Emergency',
    askLga: 'Which LGA did it happen in? Reply with its name, e.g. Ifo or Abeokuta South.',
    askDescription: (min) => `What happened? Reply with a short description (at least ${min} letters).`,
    filed: (ticketId) => `SafeOgun: report received. Tracking ID ${ticketId}. Text STATUS ${ticketId} to follow it.`,
    status: (ticketId, status, update) => `SafeOgun ${ticketId}: ${status}.${update ? ` ${update}` : ''}`,
    unknownTicket:
      'SafeOgun: no report with that tracking ID. Text STATUS followed by the ID, e.g. STATUS OGP-AB12CD34EF',
    stopped: 'SafeOgun: you will get no more status texts. Text HELP for help.',
    tooManyReports: 'SafeOgun: too many reports from this number. Please try again later or call 112.',
    statusChanged: (ticketId, status, note) =>
      `SafeOgun ${ticketId}: now ${status}.${note ? ` ${note}` : ''} Reply STOP to end texts.`,
  },
};

export const CHANNEL_TEXT: Record<ChannelLanguage, ChannelText> = { en };

export function channelText(language: string | null | undefined): ChannelText {
  return CHANNEL_TEXT[(language ?? 'en') as ChannelLanguage] ?? en;
}

/** SMS keywords per language, upper case; English always works. */
export const SMS_KEYWORDS: Record<ChannelLanguage, Record<'report' | 'status' | 'help' | 'stop', string[]>> = {
  en: { report: ['REPORT'], status: ['STATUS', 'TRACK'], help: ['HELP'], stop: ['STOP', 'UNSUBSCRIBE'] },
};
