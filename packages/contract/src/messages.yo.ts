/**
 * Yoruba translations of the contract's messages, keyed by the English text (see message-languages.ts). Keys are the
 * constants themselves, so a reworded English message cannot leave a stale key behind (messages.test.ts checks that
 * every message of messages.ts has a translation here). Each English text appears once: several constants share it.
 * `// review:` marks a phrase a native speaker should check.
 */
import type { MessageTranslations, WaitTranslations } from './languages';
import {
  ACCOUNT_DELETION_MESSAGES,
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  CONTACT_MESSAGES,
  FEEDBACK_MESSAGES,
  GENERIC_MESSAGES,
  GEOLOCATION_MESSAGES,
  IDEMPOTENCY_MESSAGES,
  MAP_MESSAGES,
  NEWS_MESSAGES,
  PASSWORD_CHANGE_MESSAGES,
  POSTING_MESSAGES,
  PROFILE_MESSAGES,
  REPORT_MESSAGES,
  REVIEW_MESSAGES,
  SESSION_MESSAGES,
  SOS_MESSAGES,
  STORAGE_MESSAGES,
  VALIDATION_MESSAGES,
} from './messages';
import { API_MESSAGES } from './api-messages';

export const YORUBA_MESSAGES: MessageTranslations = {
  // Session
  [SESSION_MESSAGES.expired]: 'Ìgbà ìwọlé rẹ ti parí. Jọ̀wọ́ wọlé lẹ́ẹ̀kan sí i.',
  [SESSION_MESSAGES.accessDenied]: 'A kò gbà ọ́ láàyè',
  [SESSION_MESSAGES.logoutFailed]: 'Ìjáde kò ṣeé ṣe. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i.',
  [SESSION_MESSAGES.loggedOut]: 'O ti jáde ní àṣeyọrí',

  // Generic
  [GENERIC_MESSAGES.somethingWrong]: 'Nǹkan kan ṣàṣìṣe. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i.',
  [GENERIC_MESSAGES.notFound]: 'A kò rí ojú-ìwé náà',
  [GENERIC_MESSAGES.badRequest]: 'Díẹ̀ lára àwọn àlàyé tí o fi ránṣẹ́ kò tọ́.',
  [GENERIC_MESSAGES.serverError]: 'Nǹkan kan ṣàṣìṣe ní ọ̀dọ̀ wa. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i.',
  [GENERIC_MESSAGES.serviceUnavailable]: 'Iṣẹ́ náà kò sí fún ìgbà díẹ̀. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i ní ìṣẹ́jú-àáyá díẹ̀.',
  [GENERIC_MESSAGES.databaseNotReady]: 'Ibi ìpamọ́ àkọsílẹ̀ kò dáhùn.',
  // review: "ìsopọ̀ tó lágbára" for a stronger (mobile) connection.
  [GENERIC_MESSAGES.requestTooSlow]:
    'Ìfiránṣẹ́ náà lọ́ra jù, a sì ti dá a dúró. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i lórí ìsopọ̀ tó lágbára jù.',
  [GENERIC_MESSAGES.unreadableRequest]: 'A kò lè ka ìbéèrè náà.',
  [GENERIC_MESSAGES.headersTooLarge]: 'Àwọn àkọlé ìbéèrè náà ti tóbi jù.',

  // Idempotency (retries)
  [IDEMPOTENCY_MESSAGES.badKey]:
    'Àkọlé Idempotency-Key gbọ́dọ̀ jẹ́ lẹ́tà, nọ́ńbà, àmì - tàbí _ tí iye wọn wà láàárín 8 sí 128.',
  [IDEMPOTENCY_MESSAGES.keyReused]:
    'A ti lo Idempotency-Key yìí fún ìbéèrè mìíràn. Fi kọ́kọ́rọ́ tuntun ránṣẹ́ fún ìròyìn tàbí ìpè pàjáwìrì tuntun, tàbí ìbéèrè kan náà láti tún gbìyànjú.',

  // review: the whole sentence (evidence storage out of reach; a report without files still goes).
  [STORAGE_MESSAGES.unavailable]:
    'A kò lè fi àwòrán, fídíò àti ohùn pamọ́ tàbí ṣí wọn báyìí. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i ní ìṣẹ́jú kan; o lè fi ìròyìn tàbí SOS tí kò ní fáìlì ránṣẹ́ báyìí.',

  // Validation
  [VALIDATION_MESSAGES.emailInvalid]: 'Jọ̀wọ́ tẹ àdírẹ́sì ímeèlì tó tọ́',
  [VALIDATION_MESSAGES.fullNameRequired]: 'Orúkọ kíkún pọn dandan',
  [VALIDATION_MESSAGES.phoneRequired]: 'Nọ́ńbà fóònù pọn dandan',
  [VALIDATION_MESSAGES.stateRequired]: 'Ìpínlẹ̀ pọn dandan',
  [VALIDATION_MESSAGES.addressRequired]: 'Àdírẹ́sì pọn dandan',
  [VALIDATION_MESSAGES.genderRequired]: 'Akọ tàbí abo pọn dandan',
  [VALIDATION_MESSAGES.phoneTenDigits]: 'Nọ́ńbà fóònù gbọ́dọ̀ jẹ́ díjítì mẹ́wàá gẹ́lẹ́ lẹ́yìn +234',
  [VALIDATION_MESSAGES.phoneStart]: 'Nọ́ńbà fóònù gbọ́dọ̀ bẹ̀rẹ̀ pẹ̀lú 7, 8, tàbí 9 lẹ́yìn +234',
  [VALIDATION_MESSAGES.passwordRequirements]: 'Ọ̀rọ̀ aṣínà gbọ́dọ̀ tẹ̀lé gbogbo àwọn ìlànà',
  [VALIDATION_MESSAGES.confirmPasswordRequired]: 'Jọ̀wọ́ fìdí ọ̀rọ̀ aṣínà rẹ múlẹ̀',
  [VALIDATION_MESSAGES.passwordsMismatch]: 'Àwọn ọ̀rọ̀ aṣínà náà kò bára mu',
  [VALIDATION_MESSAGES.acceptTerms]: 'O gbọ́dọ̀ gba Àwọn Òfin àti Ìlànà Ìpamọ́',
  [VALIDATION_MESSAGES.passwordMinLength]: 'Ó gbọ́dọ̀ ní ó kéré tán lẹ́tà mẹ́jọ',
  // review: "àmì pàtàkì" for a special character (such as @ or #).
  [VALIDATION_MESSAGES.passwordSpecial]: 'Ó gbọ́dọ̀ ní àmì pàtàkì kan',
  [VALIDATION_MESSAGES.passwordUppercase]: 'Ó gbọ́dọ̀ ní lẹ́tà ńlá kan',

  // Sign-in, sign-up, password reset
  [AUTH_MESSAGES.loginSuccess]: 'O ti wọlé!',
  [AUTH_MESSAGES.googleLoginFailed]: 'Ìwọlé pẹ̀lú Google kò ṣeé ṣe',
  [AUTH_MESSAGES.googleSignInFailed]: 'Ìwọlé pẹ̀lú Google kò ṣeé ṣe',
  [AUTH_MESSAGES.googleLoginSuccess]: 'O ti wọlé pẹ̀lú Google!',
  [AUTH_MESSAGES.googleSignupFailed]: 'Ìforúkọsílẹ̀ pẹ̀lú Google kò ṣeé ṣe. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i.',
  [AUTH_MESSAGES.noGoogleEmail]: 'Google kò fi àdírẹ́sì ímeèlì kankan ránṣẹ́',
  [AUTH_MESSAGES.otpFailed]: 'Ìfìdímúlẹ̀ kóòdù OTP kò ṣeé ṣe.',
  [AUTH_MESSAGES.otpResent]: 'A ti tún kóòdù OTP ránṣẹ́.',
  [AUTH_MESSAGES.signupSuccess]: 'Ìforúkọsílẹ̀ ti parí!',
  [AUTH_MESSAGES.forgotFailed]: 'A kò lè fi ímeèlì àtúnṣe ránṣẹ́.',
  [AUTH_MESSAGES.forgotSuccess]: 'A ti fi kóòdù OTP ránṣẹ́ sí ímeèlì rẹ.',
  [AUTH_MESSAGES.resetFailed]: 'A kò lè tún ọ̀rọ̀ aṣínà rẹ ṣe.',
  [AUTH_MESSAGES.resetSuccess]: 'A ti tún ọ̀rọ̀ aṣínà rẹ ṣe!',
  [AUTH_MESSAGES.resetDone]: 'A ti tún ọ̀rọ̀ aṣínà rẹ ṣe ní àṣeyọrí.',

  // Reports
  [REPORT_MESSAGES.policeCannotFile]:
    'Àkáǹtì ọlọ́pàá kò lè fi ìròyìn ránṣẹ́ bí ará ìlú. Lo ojú-iṣẹ́ ọlọ́pàá, tàbí wọlé pẹ̀lú àkáǹtì ti ara rẹ.',
  [REPORT_MESSAGES.requiredSignedIn]: 'Jọ̀wọ́ kún gbogbo àwọn àyè tó pọn dandan (Irú Ìṣẹ̀lẹ̀, Àpèjúwe, àti Àdírẹ́sì)',
  [REPORT_MESSAGES.requiredAnonymous]: 'Jọ̀wọ́ kún gbogbo àwọn àyè tó pọn dandan (Irú Ìṣẹ̀lẹ̀ àti Àpèjúwe)',
  [REPORT_MESSAGES.fileTooLarge]: 'Fáìlì kọ̀ọ̀kan gbọ́dọ̀ kéré sí 10MB.',
  [REPORT_MESSAGES.tooManyImages]: 'Àwòrán mẹ́ta péré ni o lè fi ránṣẹ́.',
  [REPORT_MESSAGES.tooManyVideos]: 'Fídíò kan ṣoṣo ni o lè fi ránṣẹ́.',
  [REPORT_MESSAGES.invalidNigerianAddress]: 'Jọ̀wọ́ tẹ àdírẹ́sì tó tọ́ ní Nàìjíríà',
  [REPORT_MESSAGES.addressNotFound]: 'A kò rí àdírẹ́sì náà. Jọ̀wọ́ tẹ àdírẹ́sì tó tọ́.',
  [REPORT_MESSAGES.selectNigeria]: 'Jọ̀wọ́ yan àdírẹ́sì kan ní Nàìjíríà',
  [REPORT_MESSAGES.incidentTypeRequired]: 'Irú Ìṣẹ̀lẹ̀ pọn dandan',
  [REPORT_MESSAGES.descriptionRequired]: 'Àpèjúwe Ìṣẹ̀lẹ̀ pọn dandan',
  [REPORT_MESSAGES.descriptionTooShort]: 'Àpèjúwe ìṣẹ̀lẹ̀ gbọ́dọ̀ ní ó kéré tán lẹ́tà mẹ́wàá',
  [REPORT_MESSAGES.addressTooShort]: 'Jọ̀wọ́ kọ àdírẹ́sì tó kún jù bẹ́ẹ̀ lọ',
  [REPORT_MESSAGES.trackingIdRequired]: 'Jọ̀wọ́ tẹ nọ́ńbà ìtọpinpin (tracking ID)',
  [REPORT_MESSAGES.trackingNotFound]: 'A kò rí TRACKING ID náà.',
  [REPORT_MESSAGES.submitted]: 'A ti gba ìròyìn rẹ!',
  [REPORT_MESSAGES.submitFailed]: 'A kò lè fi ìròyìn náà ránṣẹ́. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i.',
  [REPORT_MESSAGES.loadIncidentFailed]: 'A kò lè gbé àlàyé ìṣẹ̀lẹ̀ náà wá',
  [REPORT_MESSAGES.loadTypesFailed]: 'A kò lè gbé àwọn irú ìṣẹ̀lẹ̀ wá',
  [REPORT_MESSAGES.loadStationsFailed]: 'A kò lè gbé àwọn àgọ́ ọlọ́pàá wá',
  [REPORT_MESSAGES.fetchIncidentsFailed]: 'A kò lè gbé àwọn ìṣẹ̀lẹ̀ wá',
  // review: "àkọpamọ́" for a saved, unfinished report (a draft).
  [REPORT_MESSAGES.fetchDraftsFailed]: 'A kò lè gbé àwọn àkọpamọ́ wá',
  [REPORT_MESSAGES.deleteDraftFailed]: 'A kò lè pa àkọpamọ́ náà rẹ́. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i.',
  [REPORT_MESSAGES.deleteDraftConfirm]: 'Ṣé ó dá ọ lójú pé o fẹ́ pa àkọpamọ́ yìí rẹ́?',
  [REPORT_MESSAGES.noStationsNearby]: 'A kò rí àgọ́ ọlọ́pàá kankan nítòsí',
  [REPORT_MESSAGES.enterAddressFirst]: 'Jọ̀wọ́ kọ́kọ́ tẹ àdírẹ́sì kan',
  [REPORT_MESSAGES.searchingStations]: 'À ń wá àwọn àgọ́ ọlọ́pàá...',
  [REPORT_MESSAGES.reportNotFound]: 'A Kò Rí Ìròyìn Náà',
  [REPORT_MESSAGES.draftNotFound]: 'A Kò Rí Àkọpamọ́ Náà',
  [REPORT_MESSAGES.draftNotFoundBody]: 'Àkọpamọ́ tí ò ń wá kò sí.',
  [REPORT_MESSAGES.underReview]: 'A ti gba ìròyìn náà, à sì ń ṣàyẹ̀wò rẹ̀',
  [REPORT_MESSAGES.statusInProgress]: 'Àwọn ọlọ́pàá ń ṣiṣẹ́ lórí ìròyìn yìí',
  [REPORT_MESSAGES.statusOnHold]: 'Ó wà ní ìdádúró: àwọn ọlọ́pàá yóò sọ fún ọ níbí',
  [REPORT_MESSAGES.statusResolved]: 'Àwọn ọlọ́pàá ti yanjú rẹ̀',
  [REPORT_MESSAGES.statusClosed]: 'Ó ti parí',
  [REPORT_MESSAGES.noEvidence]: 'A Kò Fi Ẹ̀rí Kankan Ránṣẹ́',
  [REPORT_MESSAGES.noReports]: 'A kò rí ìròyìn kankan.',
  [REPORT_MESSAGES.noDrafts]: 'Kò sí àkọpamọ́ kankan.',
  [REPORT_MESSAGES.noReportsYet]: 'O kò tíì fi ìròyìn kankan ránṣẹ́',
  [REPORT_MESSAGES.fileTypeNotAllowed]: 'Àwòrán png, jpg, jpeg, gif àti fídíò mp4 nìkan ni o lè fi ránṣẹ́.',

  // Reviews of a case
  // review: "ìdíyelé" for a star rating.
  [REVIEW_MESSAGES.ratingRequired]: 'Jọ̀wọ́ fi ìdíyelé sílẹ̀.',
  [REVIEW_MESSAGES.commentsRequired]: 'Jọ̀wọ́ kọ èrò rẹ.',
  [REVIEW_MESSAGES.userUnavailable]: 'Àlàyé nípa olùlò kò sí.',
  [REVIEW_MESSAGES.failed]: 'A kò lè fi àyẹ̀wò rẹ ránṣẹ́',

  // Feedback
  [FEEDBACK_MESSAGES.selectStation]: 'Jọ̀wọ́ yan àgọ́ ọlọ́pàá kan',
  [FEEDBACK_MESSAGES.enterOfficer]: 'Jọ̀wọ́ tẹ orúkọ ọlọ́pàá náà',
  [FEEDBACK_MESSAGES.ratingRequired]: 'Jọ̀wọ́ kún gbogbo àwọn àyè tó pọn dandan, pẹ̀lú ìdíyelé',
  [FEEDBACK_MESSAGES.required]: 'Jọ̀wọ́ kún gbogbo àwọn àyè tó pọn dandan',
  [FEEDBACK_MESSAGES.failed]: 'A kò lè fi èsì rẹ ránṣẹ́. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i.',
  [FEEDBACK_MESSAGES.success]: 'A ti gba èsì rẹ',

  // Profile
  [PROFILE_MESSAGES.phoneInvalid]: 'Jọ̀wọ́ tẹ nọ́ńbà fóònù tó tọ́',
  [PROFILE_MESSAGES.phoneFormat]: 'Jọ̀wọ́ tẹ nọ́ńbà fóònù ní ọ̀nà tó tọ́',
  [PROFILE_MESSAGES.invalidData]: 'Ọ̀nà tí àlàyé náà gbà kò tọ́',
  [PROFILE_MESSAGES.phoneExists]: 'Nọ́ńbà fóònù yìí ti wà nínú àkáǹtì mìíràn',
  [PROFILE_MESSAGES.updateFailed]: 'A kò lè ṣe àtúnṣe sí àlàyé rẹ',
  [PROFILE_MESSAGES.updated]: 'A ti ṣe àtúnṣe sí àlàyé rẹ!',
  [PROFILE_MESSAGES.nearbyFailed]: 'A kò lè gbé àwọn àgọ́ ọlọ́pàá tó wà nítòsí wá',

  // Password change
  [PASSWORD_CHANGE_MESSAGES.allRequired]: 'Gbogbo àwọn àyè ló pọn dandan.',
  [PASSWORD_CHANGE_MESSAGES.mismatch]: 'Ọ̀rọ̀ aṣínà tuntun àti ìfìdímúlẹ̀ rẹ̀ kò bára mu.',
  [PASSWORD_CHANGE_MESSAGES.currentIncorrect]: 'Ọ̀rọ̀ aṣínà rẹ lọ́wọ́lọ́wọ́ kò tọ́.',
  [PASSWORD_CHANGE_MESSAGES.invalidFormat]: 'Ọ̀rọ̀ aṣínà náà kò tẹ̀lé ìlànà.',
  [PASSWORD_CHANGE_MESSAGES.failed]: 'A kò lè yí ọ̀rọ̀ aṣínà rẹ padà. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i.',
  [PASSWORD_CHANGE_MESSAGES.success]: 'A ti yí ọ̀rọ̀ aṣínà rẹ padà! A ó mú ọ jáde ní ìṣẹ́jú-àáyá mẹ́ta.',
  [PASSWORD_CHANGE_MESSAGES.hint]: 'Ọ̀rọ̀ aṣínà gbọ́dọ̀ ní ó kéré tán lẹ́tà mẹ́jọ, pẹ̀lú lẹ́tà ńlá kan àti àmì pàtàkì kan.',

  // Emergency contacts
  [CONTACT_MESSAGES.phoneTenDigits]: 'Jọ̀wọ́ tẹ díjítì mẹ́wàá gẹ́lẹ́',
  [CONTACT_MESSAGES.relationshipRequired]: 'Jọ̀wọ́ yan irú ìbátan',
  [CONTACT_MESSAGES.settingsInvalid]: 'Jọ̀wọ́ kún gbogbo àwọn àyè tó pọn dandan pẹ̀lú àlàyé tó tọ́.',
  // review: "olùbásọ̀rọ̀ pàjáwìrì" for an emergency contact (a person to call in an emergency).
  [CONTACT_MESSAGES.atLeastOne]: 'Jọ̀wọ́ kún ó kéré tán olùbásọ̀rọ̀ pàjáwìrì kan pẹ̀lú àlàyé tó tọ́.',
  [CONTACT_MESSAGES.saveFailed]: 'A kò lè fi àwọn olùbásọ̀rọ̀ pàjáwìrì pamọ́',
  [CONTACT_MESSAGES.deleteFailed]: 'A kò lè pa olùbásọ̀rọ̀ pàjáwìrì náà rẹ́',
  [CONTACT_MESSAGES.fetchFailed]: 'A kò lè gbé àwọn olùbásọ̀rọ̀ pàjáwìrì wá',
  [CONTACT_MESSAGES.updated]: 'A ti ṣe àtúnṣe sí olùbásọ̀rọ̀ pàjáwìrì náà!',
  [CONTACT_MESSAGES.deleted]: 'A ti pa olùbásọ̀rọ̀ pàjáwìrì náà rẹ́!',
  [CONTACT_MESSAGES.cancelled]: 'A ti fagi lé àwọn àyípadà',
  [CONTACT_MESSAGES.loading]: 'À ń gbé àwọn olùbásọ̀rọ̀ pàjáwìrì wá...',
  [CONTACT_MESSAGES.loadFailed]: 'A kò lè gbé àwọn olùbásọ̀rọ̀ wá',
  [CONTACT_MESSAGES.emptyTitle]: 'Kò sí olùbásọ̀rọ̀ pàjáwìrì',
  [CONTACT_MESSAGES.emptyBody]: 'O kò tíì fi olùbásọ̀rọ̀ pàjáwìrì kankan kún un.',
  [CONTACT_MESSAGES.intro]: 'Ṣe àtúnṣe sí àwọn olùbásọ̀rọ̀ pàjáwìrì rẹ níbí.',
  [CONTACT_MESSAGES.created]: 'A ti fi olùbásọ̀rọ̀ pàjáwìrì náà kún un!',
  [CONTACT_MESSAGES.saved]: 'A ti fi àwọn olùbásọ̀rọ̀ pàjáwìrì pamọ́!',
  [CONTACT_MESSAGES.listed]: 'Àwọn olùbásọ̀rọ̀ pàjáwìrì rẹ nìyí',
  [CONTACT_MESSAGES.notFound]: 'A kò rí olùbásọ̀rọ̀ pàjáwìrì náà.',
  [CONTACT_MESSAGES.tooMany]: 'Olùbásọ̀rọ̀ pàjáwìrì mẹ́wàá péré ni o lè fi pamọ́.',
  [CONTACT_MESSAGES.duplicate]: 'Nọ́ńbà fóònù yìí ti wà lára àwọn olùbásọ̀rọ̀ pàjáwìrì rẹ.',
  [CONTACT_MESSAGES.fullNameTooLong]: 'Orúkọ kíkún kò gbọdọ̀ ju lẹ́tà ọgọ́rùn-ún lọ',
  [CONTACT_MESSAGES.addMore]: 'Fi àwọn olùbásọ̀rọ̀ mìíràn kún un',
  [CONTACT_MESSAGES.saveChanges]: 'Fi àwọn àyípadà pamọ́',
  [CONTACT_MESSAGES.saving]: 'À ń fi pamọ́...',
  [CONTACT_MESSAGES.complete]: 'Ó ti pé',
  [CONTACT_MESSAGES.incomplete]: 'Kò tíì pé',
  [CONTACT_MESSAGES.tryAgain]: 'Tún Gbìyànjú',

  // SOS
  [SOS_MESSAGES.policeCannotSend]:
    'Àkáǹtì ọlọ́pàá kò lè fi ìpè pàjáwìrì SOS ránṣẹ́. Pe 112, tàbí wọlé pẹ̀lú àkáǹtì ti ara rẹ.',
  [SOS_MESSAGES.failed]: 'A kò lè fi ìpè pàjáwìrì ránṣẹ́',
  [SOS_MESSAGES.microphone]: 'A kò lè lo máíkì.',
  [SOS_MESSAGES.recordingError]: 'Àṣìṣe wáyé nígbà ìgbohùnsílẹ̀. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i.',
  [SOS_MESSAGES.playback]: 'A kò lè ṣe ohùn náà. Ó lè jẹ́ pé a kò lè ka irú ìgbohùnsílẹ̀ yìí.',
  [SOS_MESSAGES.needAudioOrText]: 'Jọ̀wọ́ gba ohùn sílẹ̀ tàbí kọ àpèjúwe ohun tó ṣẹlẹ̀.',
  [SOS_MESSAGES.successTitle]: 'Ìrànlọ́wọ́ ń bọ̀ lọ́nà',
  [SOS_MESSAGES.successBody]: 'À ń so ọ̀rọ̀ rẹ pọ̀ mọ́ àgọ́ ọlọ́pàá tó sún mọ́ ọ jùlọ',
  [SOS_MESSAGES.sending]: 'À ń fi Ìpè Pàjáwìrì ránṣẹ́...',
  [SOS_MESSAGES.received]: 'A ti gba ìpè pàjáwìrì rẹ. Ìrànlọ́wọ́ ń bọ̀ lọ́nà.',
  [SOS_MESSAGES.signInRequired]: 'Jọ̀wọ́ wọlé láti fi ìpè pàjáwìrì ránṣẹ́.',
  [SOS_MESSAGES.verifyEmail]:
    'Jọ̀wọ́ fìdí àdírẹ́sì ímeèlì rẹ múlẹ̀ kí o tó fi ìpè pàjáwìrì ránṣẹ́. Tí o bá wà nínú ewu báyìí, pe 112.',
  [SOS_MESSAGES.badData]: 'Àlàyé ìpè pàjáwìrì náà kò sí, tàbí kì í ṣe JSON tó tọ́.',
  [SOS_MESSAGES.audioType]: 'Ohùn tí a gbà sílẹ̀ gbọ́dọ̀ jẹ́ WebM, Ogg, MP4 tàbí WAV.',
  [SOS_MESSAGES.audioTooLarge]: 'Ohùn tí a gbà sílẹ̀ kò gbọdọ̀ ju 1 MB lọ.',
  [SOS_MESSAGES.audioTooLong]: 'Ohùn tí a gbà sílẹ̀ kò gbọdọ̀ ju ìṣẹ́jú-àáyá mẹ́rìndínlógún lọ.',
  [SOS_MESSAGES.audioUnreadable]: 'Ohùn tí a gbà sílẹ̀ ṣófo tàbí kò pé. Jọ̀wọ́ tún un gbà sílẹ̀, tàbí kọ ohun tó ṣẹlẹ̀.',
  [SOS_MESSAGES.onlyOneAudio]: 'Ohùn kan ṣoṣo ni o lè fi ránṣẹ́ pẹ̀lú ìpè pàjáwìrì.',
  [SOS_MESSAGES.alertNotFound]: 'A kò rí ìpè pàjáwìrì náà.',
  [SOS_MESSAGES.markedFalse]: 'A ti sàmì sí ìpè náà pé kì í ṣe òótọ́.',
  [SOS_MESSAGES.acknowledged]: 'A ti gba ìpè náà; a ti sọ fún ẹni tó fi ránṣẹ́.',
  [SOS_MESSAGES.chooseAction]: 'Yan Ìgbésẹ̀ Pàjáwìrì',
  [SOS_MESSAGES.sendAlert]: 'Fi Ìpè Pàjáwìrì Ránṣẹ́',
  [SOS_MESSAGES.callContact]: 'Pe Olùbásọ̀rọ̀ Pàjáwìrì',
  [SOS_MESSAGES.callSupport]: 'Pe Ìrànlọ́wọ́',
  [SOS_MESSAGES.readyToRecord]: 'Ṣetán Láti Gba Ohùn Sílẹ̀',
  [SOS_MESSAGES.maxRecording]: 'Àkókò ìgbohùnsílẹ̀ tó pọ̀ jù: ìṣẹ́jú-àáyá mẹ́ẹ̀ẹ́dógún',
  [SOS_MESSAGES.recordingLimited]: 'Àkókò Ìgbohùnsílẹ̀ Ti Pé',
  [SOS_MESSAGES.stopRecording]: 'Dá Ìgbohùnsílẹ̀ Dúró',
  [SOS_MESSAGES.deleteRerecord]: 'Pa Á Rẹ́ Kí O Tún Gbà Á Sílẹ̀',
  [SOS_MESSAGES.textPlaceholder]: 'Sọ ohun tó ṣẹlẹ̀ fún wa',
  [SOS_MESSAGES.stayOnPage]: 'Dúró Sí Ojú-ìwé Yìí',
  [SOS_MESSAGES.redirectDashboard]: 'Lọ Sí Ojú-ìwé Àkọ́kọ́',
  [SOS_MESSAGES.retry]: 'Tún gbìyànjú láti fi ránṣẹ́',
  [SOS_MESSAGES.callInstead]: 'O lè pe 112 (nọ́ńbà pàjáwìrì ọ̀fẹ́) tàbí olùbásọ̀rọ̀ pàjáwìrì rẹ báyìí.',

  // Account deletion
  [ACCOUNT_DELETION_MESSAGES.sessionExpired]: 'Ìgbà ìwọlé rẹ ti parí. Jọ̀wọ́ wọlé lẹ́ẹ̀kan sí i.',
  [ACCOUNT_DELETION_MESSAGES.forbidden]: 'O kò ní àṣẹ láti pa àkáǹtì yìí rẹ́.',
  [ACCOUNT_DELETION_MESSAGES.failed]: 'A kò lè pa àkáǹtì náà rẹ́. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i.',
  [ACCOUNT_DELETION_MESSAGES.success]: 'A ti pa àkáǹtì rẹ rẹ́',

  // Location
  [GEOLOCATION_MESSAGES.denied]: 'A kò gbà wá láàyè láti mọ ibi tí o wà. Jọ̀wọ́ fún wa láàyè kí o sì tún gbìyànjú.',
  [GEOLOCATION_MESSAGES.unavailable]: 'A kò lè mọ ibi tí o wà. Jọ̀wọ́ tẹ àdírẹ́sì rẹ fúnra rẹ.',
  [GEOLOCATION_MESSAGES.timeout]: 'Wíwá ibi tí o wà pẹ́ jù. Jọ̀wọ́ tún gbìyànjú tàbí kí o tẹ àdírẹ́sì rẹ fúnra rẹ.',
  [GEOLOCATION_MESSAGES.unsupported]: 'Búráúsà yìí kò lè wá ibi tí o wà.',
  [GEOLOCATION_MESSAGES.failed]: 'A kò lè rí ibi tí o wà báyìí',
  [GEOLOCATION_MESSAGES.unable]: 'A kò lè rí ibi tí o wà. Jọ̀wọ́ tẹ àdírẹ́sì rẹ fúnra rẹ.',
  [GEOLOCATION_MESSAGES.success]: 'A ti rí ibi tí o wà',

  // Crime map
  [MAP_MESSAGES.locationsFailed]: 'A kò lè gbé àwọn ibi wá',
  [MAP_MESSAGES.typesFailed]: 'A kò lè gbé àwọn irú ìwà ọ̀daràn wá',
  [MAP_MESSAGES.dataFailed]: 'A kò lè gbé àlàyé ìwà ọ̀daràn wá. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i.',
  [MAP_MESSAGES.dataFailedToast]: 'A kò lè gbé àlàyé ìwà ọ̀daràn wá',
  [MAP_MESSAGES.loading]: 'À ń gbé máàpù wá...',
  [MAP_MESSAGES.updating]: 'À ń ṣe àtúnṣe máàpù...',
  [MAP_MESSAGES.bannerAuthenticated]: 'O ti wọlé - O ń wo àlàyé ìwà ọ̀daràn lẹ́kùn-únrẹ́rẹ́',
  [MAP_MESSAGES.bannerPublic]: 'Ìwò gbogbo ènìyàn - Àlàyé díẹ̀ ló wà. Wọlé fún àlàyé lẹ́kùn-únrẹ́rẹ́.',
  [MAP_MESSAGES.smallScreenHint]: 'Fún ìka pọ̀ láti sún mọ́ • Fà á láti gbé e',
  [MAP_MESSAGES.clickForDetails]: 'Tẹ̀ ẹ́ fún àlàyé lẹ́kùn-únrẹ́rẹ́',
  [MAP_MESSAGES.noDescription]: 'Kò sí àpèjúwe',
  [MAP_MESSAGES.noDetails]: 'Kò sí àlàyé ìwà ọ̀daràn lẹ́kùn-únrẹ́rẹ́',
  [MAP_MESSAGES.noDetailsHint]: 'Gbìyànjú láti yan ibòmíràn tàbí yí àwọn àṣàyàn rẹ padà.',
  [MAP_MESSAGES.authRequiredTitle]: 'O Gbọ́dọ̀ Wọlé Láti Rí Àlàyé Lẹ́kùn-únrẹ́rẹ́',
  [MAP_MESSAGES.teaserBanner]: 'Wọlé láti rí ìròyìn lẹ́kùn-únrẹ́rẹ́, àwọn àṣàyàn, àti ìtàn àwọn ìṣẹ̀lẹ̀.',

  // News
  // review: "àpilẹ̀kọ" for a news article.
  [NEWS_MESSAGES.fetchFailed]: 'A kò lè gbé àwọn àpilẹ̀kọ ìròyìn wá',
  [NEWS_MESSAGES.emptyTitle]: 'A kò rí àpilẹ̀kọ kankan',
  [NEWS_MESSAGES.emptyBody]: 'Gbìyànjú láti yí àwọn àṣàyàn rẹ padà tàbí padà wá lẹ́yìn náà',
  [NEWS_MESSAGES.noId]: 'Kò sí nọ́ńbà àpilẹ̀kọ',
  [NEWS_MESSAGES.notFound]: 'A kò rí àpilẹ̀kọ náà',
  [NEWS_MESSAGES.articleFetchFailed]: 'A kò lè gbé àpilẹ̀kọ náà wá',
  [NEWS_MESSAGES.loadFailedToast]: 'A kò lè ṣí àpilẹ̀kọ náà',
  [NEWS_MESSAGES.notFoundTitle]: 'A Kò Rí Àpilẹ̀kọ Náà',
  [NEWS_MESSAGES.linkCopied]: 'A ti da ìjápọ̀ náà kọ!',

  // Accounts (server answers)
  [ACCOUNT_MESSAGES.otpInvalid]: 'Kóòdù OTP náà kò tọ́ tàbí ó ti parí.',
  [ACCOUNT_MESSAGES.emailTaken]: 'Àkáǹtì kan ti wà pẹ̀lú ímeèlì yìí. Jọ̀wọ́ wọlé.',
  [ACCOUNT_MESSAGES.emailRequired]: 'Ímeèlì pọn dandan',
  [ACCOUNT_MESSAGES.otpRequired]: 'Kóòdù OTP pọn dandan',
  [ACCOUNT_MESSAGES.passwordRequired]: 'Ọ̀rọ̀ aṣínà pọn dandan',
  [ACCOUNT_MESSAGES.invalidCredentials]: 'Ímeèlì tàbí ọ̀rọ̀ aṣínà kò tọ́.',
  [ACCOUNT_MESSAGES.signupAlreadyRegistered]:
    'Ṣé o ti ní àkáǹtì pẹ̀lú ímeèlì yìí? Nígbà náà a ti kọ ímeèlì sí ọ dípò kí a fi kóòdù ránṣẹ́.',
  [ACCOUNT_MESSAGES.googleDisabled]: 'Ìwọlé pẹ̀lú Google kò sí lórí sáfà yìí.',
  [ACCOUNT_MESSAGES.googleInvalid]: 'A kò lè fìdí ìwọlé pẹ̀lú Google múlẹ̀. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan sí i.',
  [ACCOUNT_MESSAGES.googleNoAccount]: 'A kò rí àkáǹtì kankan fún àkáǹtì Google yìí. Jọ̀wọ́ kọ́kọ́ forúkọ sílẹ̀.',
  [ACCOUNT_MESSAGES.googleEmailUnverified]: 'A kò tíì fìdí àdírẹ́sì ímeèlì Google rẹ múlẹ̀.',
  [ACCOUNT_MESSAGES.refreshInvalid]: 'Ìgbà ìwọlé rẹ ti parí. Jọ̀wọ́ wọlé lẹ́ẹ̀kan sí i.',
  [ACCOUNT_MESSAGES.preferencesSaved]: 'A ti fi àwọn ààyò ìfitónilétí rẹ pamọ́',
  [ACCOUNT_MESSAGES.exportReady]: 'Àkọsílẹ̀ àlàyé rẹ ti ṣetán',
  [ACCOUNT_MESSAGES.userNotFound]: 'A kò rí àkáǹtì náà.',
  [ACCOUNT_MESSAGES.stationNotFound]: 'A kò rí àgọ́ ọlọ́pàá náà.',

  // Postings (an officer sees these on their profile)
  [POSTING_MESSAGES.changed]: 'A ti ṣe àtúnṣe sí ibi iṣẹ́.',
  [POSTING_MESSAGES.notPolice]: 'Ọlọ́pàá nìkan ló ní ibi iṣẹ́ ní àgọ́. Àkáǹtì yìí kì í ṣe ti ọlọ́pàá.',
  [POSTING_MESSAGES.profileCannotMove]:
    'Àgọ́ rẹ ni ibi iṣẹ́ ọlọ́pàá rẹ, èyí tí alákòóso nìkan lè yí padà. Bèèrè lọ́wọ́ State HQ láti gbé ọ lọ síbòmíràn.',

  // The API's own sentences a citizen meets
  [API_MESSAGES.requestSuccessful]: 'Ìbéèrè náà ti ṣàṣeyọrí',
  [API_MESSAGES.signInRequired]: 'Jọ̀wọ́ wọlé láti tẹ̀síwájú.',
  [API_MESSAGES.noPermission]: 'O kò ní àṣẹ láti ṣe èyí.',
  [API_MESSAGES.otpSixDigits]: 'Kóòdù OTP gbọ́dọ̀ jẹ́ díjítì mẹ́fà',
  [API_MESSAGES.invalidJson]: 'Ara ìbéèrè náà kì í ṣe JSON tó tọ́.',
  [API_MESSAGES.reviewSubmitted]: 'A ti gba àyẹ̀wò rẹ',
  [API_MESSAGES.savedAsDraft]: 'A Ti Fi Pamọ́ Bí Àkọpamọ́',
};

/** The messages that name a wait (message-languages.ts), in Yoruba. */
export const YORUBA_WAITS: WaitTranslations = {
  wait: (count, unit) => (unit === 'minute' ? `ìṣẹ́jú ${count}` : `ìṣẹ́jú-àáyá ${count}`),
  messages: {
    tooManyRequests: (wait) => `Ìbéèrè ti pọ̀ jù. Jọ̀wọ́ tún gbìyànjú lẹ́yìn ${wait}.`,
    tooManyAttempts: (wait) => `Ìgbìyànjú tí kò yọrí ti pọ̀ jù. Jọ̀wọ́ tún gbìyànjú lẹ́yìn ${wait}.`,
    otpTooManyTries: (wait) => `Kóòdù tí kò tọ́ ti pọ̀ jù. Jọ̀wọ́ béèrè kóòdù tuntun lẹ́yìn ${wait}.`,
    waitBeforeResend: (wait) => `Jọ̀wọ́ dúró fún ${wait} kí o tó béèrè kóòdù tuntun.`,
    tooManyReports: (wait) =>
      `O ti fi ọ̀pọ̀lọpọ̀ ìròyìn ránṣẹ́ láàárín àkókò kúkúrú. Jọ̀wọ́ tún gbìyànjú lẹ́yìn ${wait}. Tí o bá wà nínú ewu báyìí, pe 112.`,
    tooManyAlerts: (wait) =>
      `O ti fi ìpè pàjáwìrì mẹ́ta ránṣẹ́ láàárín ìṣẹ́jú mẹ́wàá sẹ́yìn. O lè fi òmíràn ránṣẹ́ lẹ́yìn ${wait}. Tí o bá wà nínú ewu báyìí, pe 112 (nọ́ńbà pàjáwìrì ọ̀fẹ́) tàbí lo Pe Olùbásọ̀rọ̀ Pàjáwìrì.`,
  },
};
