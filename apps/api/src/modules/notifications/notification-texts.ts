/**
 * What the notifications to a citizen say, in English, Yoruba and Pidgin (issue 16): each is written in the
 * account's language when it is sent, both the stored notice (bell, live stream) and its email. What the police
 * wrote (a note, a reply) and an article's own title stay as written. `// review:` marks a phrase a native speaker
 * should check.
 */
import { STATUS_LABELS, type IncidentStatus } from '@safeogun/contract/incidents';
import type { Language } from '@safeogun/contract/languages';

export interface NotificationTexts {
  status: Record<IncidentStatus, string>;
  reportStatus(ticketId: string, status: string): string;
  policeNote(ticketId: string): string;
  policeMessage(ticketId: string): string;
  reviewReply(ticketId: string): string;
  feedbackReply: string;
  sosAcknowledged: string;
  sosAcknowledgedBody(station: string | null): string;
  securityAlert(title: string): string;
  securityAlertBody: string;
  /** A security alert for the resident's LGA (issue 21). */
  areaAlert(title: string): string;
  /** The email's lines after the notice: the link and why the email came. */
  emailFooter(url: string): string;
}

export const NOTIFICATION_TEXTS: Record<Language, NotificationTexts> = {
  en: {
    status: STATUS_LABELS,
    reportStatus: (ticketId, status) => `Report ${ticketId} is now ${status}`,
    policeNote: (ticketId) => `New note from the police on report ${ticketId}`,
    policeMessage: (ticketId) => `New message from the police on report ${ticketId}`,
    reviewReply: (ticketId) => `The police replied to your review of ${ticketId}`,
    feedbackReply: 'The police replied to your feedback',
    sosAcknowledged: 'Your SOS alert was acknowledged',
    sosAcknowledgedBody: (station) =>
      station
        ? `${station} has received your alert. Help is on it's way.`
        : "The police have received your alert. Help is on it's way.",
    securityAlert: (title) => `Security alert: ${title}`,
    securityAlertBody: 'Read the latest security alert from the Ogun State Police Command.',
    areaAlert: (title) => `Security alert for your area: ${title}`,
    emailFooter: (url) =>
      `Open SafeOgun: ${url}\n\nYou receive this email because of your notification settings. Change them in SafeOgun under Settings > Notifications.`,
  },
  yo: {
    status: {
      new: 'Tuntun',
      'in-progress': 'Ó ń lọ lọ́wọ́',
      'on-hold': 'Ó wà ní ìdádúró',
      resolved: 'Ó ti yanjú',
      closed: 'Ó ti parí',
    },
    reportStatus: (ticketId, status) => `Ipò ìròyìn ${ticketId} báyìí: ${status}`,
    policeNote: (ticketId) => `Àkọsílẹ̀ tuntun láti ọ̀dọ̀ ọlọ́pàá lórí ìròyìn ${ticketId}`,
    policeMessage: (ticketId) => `Ọ̀rọ̀ tuntun láti ọ̀dọ̀ ọlọ́pàá lórí ìròyìn ${ticketId}`,
    reviewReply: (ticketId) => `Àwọn ọlọ́pàá ti fèsì sí àyẹ̀wò rẹ lórí ${ticketId}`,
    feedbackReply: 'Àwọn ọlọ́pàá ti dá ọ lóhùn lórí èrò rẹ',
    sosAcknowledged: 'Wọ́n ti gba ìpè pàjáwìrì SOS rẹ',
    sosAcknowledgedBody: (station) =>
      station ? `${station} ti gba ìpè rẹ. Ìrànlọ́wọ́ ń bọ̀ lọ́nà.` : 'Àwọn ọlọ́pàá ti gba ìpè rẹ. Ìrànlọ́wọ́ ń bọ̀ lọ́nà.',
    securityAlert: (title) => `Ìkìlọ̀ ààbò: ${title}`,
    // review: "Ilé-iṣẹ́ Ọlọ́pàá Ìpínlẹ̀ Ògùn" for the Ogun State Police Command.
    securityAlertBody: 'Ka ìkìlọ̀ ààbò tuntun láti ọ̀dọ̀ Ilé-iṣẹ́ Ọlọ́pàá Ìpínlẹ̀ Ògùn.',
    // Needs review by a Yoruba speaker (issue 21).
    areaAlert: (title) => `Ìkìlọ̀ ààbò fún agbègbè rẹ: ${title}`,
    // review: "Ètò > Ìfitónilétí" should match the settings screen's Yoruba names.
    emailFooter: (url) =>
      `Ṣí SafeOgun: ${url}\n\nÌwọ ń gba ímeèlì yìí nítorí àwọn ààyò ìfitónilétí rẹ. Yí wọn padà nínú SafeOgun ní Ètò > Ìfitónilétí.`,
  },
  pcm: {
    status: {
      new: 'New',
      'in-progress': 'Dem dey work on am',
      'on-hold': 'E dey on hold',
      resolved: 'E don settle',
      closed: 'E don close',
    },
    reportStatus: (ticketId, status) => `Report ${ticketId} update: ${status}`,
    policeNote: (ticketId) => `Police drop new note for report ${ticketId}`,
    policeMessage: (ticketId) => `Police send you new message for report ${ticketId}`,
    reviewReply: (ticketId) => `Police don reply your review of ${ticketId}`,
    feedbackReply: 'Police don reply your feedback',
    sosAcknowledged: 'Police don receive your SOS alert',
    sosAcknowledgedBody: (station) =>
      station ? `${station} don receive your alert. Help dey come.` : 'Police don receive your alert. Help dey come.',
    securityAlert: (title) => `Security alert: ${title}`,
    securityAlertBody: 'Read di latest security alert from Ogun State Police Command.',
    // Needs review by a Pidgin speaker (issue 21).
    areaAlert: (title) => `Security alert for your area: ${title}`,
    emailFooter: (url) =>
      `Open SafeOgun: ${url}\n\nYou dey get dis email because of your notification settings. Change am for SafeOgun under Settings > Notifications.`,
  },
};
