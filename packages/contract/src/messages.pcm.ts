/**
 * Nigerian Pidgin translations of the contract's messages, keyed by the English text (see message-languages.ts and
 * messages.yo.ts for how the keys work). Written short and plain, as Nigerians write Pidgin.
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

export const PIDGIN_MESSAGES: MessageTranslations = {
  // Session
  [SESSION_MESSAGES.expired]: 'Your session don expire. Abeg log in again.',
  [SESSION_MESSAGES.accessDenied]: 'You no get access',
  [SESSION_MESSAGES.logoutFailed]: 'Logout no work. Abeg try again.',
  [SESSION_MESSAGES.loggedOut]: 'You don log out',

  // Generic
  [GENERIC_MESSAGES.somethingWrong]: 'Something no work well. Abeg try again.',
  [GENERIC_MESSAGES.notFound]: 'We no see dis page',
  [GENERIC_MESSAGES.badRequest]: 'Some of di information wey you send no correct.',
  [GENERIC_MESSAGES.serverError]: 'Something spoil for our side. Abeg try again.',
  [GENERIC_MESSAGES.serviceUnavailable]: 'Di service no dey for small time. Abeg try again after some seconds.',
  [GENERIC_MESSAGES.databaseNotReady]: 'Di database no dey answer.',
  [GENERIC_MESSAGES.requestTooSlow]: 'Di upload too slow, so we stop am. Abeg try again wen your network strong pass.',
  [GENERIC_MESSAGES.unreadableRequest]: 'We no fit read di request.',
  [GENERIC_MESSAGES.headersTooLarge]: 'Di request headers too big.',

  // Idempotency (retries)
  [IDEMPOTENCY_MESSAGES.badKey]:
    'Di Idempotency-Key header suppose be 8 to 128 letters, numbers, hyphens or underscores.',
  [IDEMPOTENCY_MESSAGES.keyReused]:
    'Dis Idempotency-Key don already work for another request. Send new key for new report or alert, or send di same request to try again.',

  [STORAGE_MESSAGES.unavailable]:
    'We no fit keep or open photos, videos and voice notes now. Abeg try again after one minute; you fit send report or SOS wey no get file now.',

  // Validation
  [VALIDATION_MESSAGES.emailInvalid]: 'Abeg put correct email address',
  [VALIDATION_MESSAGES.fullNameRequired]: 'You must put your full name',
  [VALIDATION_MESSAGES.phoneRequired]: 'You must put phone number',
  [VALIDATION_MESSAGES.stateRequired]: 'You must choose State',
  [VALIDATION_MESSAGES.addressRequired]: 'You must put address',
  [VALIDATION_MESSAGES.genderRequired]: 'You must choose gender',
  [VALIDATION_MESSAGES.phoneTenDigits]: 'Phone number must be 10 digits exactly after +234',
  [VALIDATION_MESSAGES.phoneStart]: 'Phone number must start with 7, 8, or 9 after +234',
  [VALIDATION_MESSAGES.passwordRequirements]: 'Password must follow all di rules',
  [VALIDATION_MESSAGES.confirmPasswordRequired]: 'Abeg confirm your password',
  [VALIDATION_MESSAGES.passwordsMismatch]: 'Di passwords no match',
  [VALIDATION_MESSAGES.acceptTerms]: 'You must accept di Terms and Privacy Policy',
  [VALIDATION_MESSAGES.passwordMinLength]: 'E must reach at least 8 characters',
  [VALIDATION_MESSAGES.passwordSpecial]: 'E must get one special character',
  [VALIDATION_MESSAGES.passwordUppercase]: 'E must get one capital letter',

  // Sign-in, sign-up, password reset
  [AUTH_MESSAGES.loginSuccess]: 'You don log in!',
  [AUTH_MESSAGES.googleLoginFailed]: 'Google login no work',
  [AUTH_MESSAGES.googleSignInFailed]: 'Google Sign In no work',
  [AUTH_MESSAGES.googleLoginSuccess]: 'You don log in with Google!',
  [AUTH_MESSAGES.googleSignupFailed]: 'Google sign-up no work. Abeg try again.',
  [AUTH_MESSAGES.noGoogleEmail]: 'Google no send any email',
  [AUTH_MESSAGES.otpFailed]: 'We no fit confirm di OTP.',
  [AUTH_MESSAGES.otpResent]: 'We don send di OTP again.',
  [AUTH_MESSAGES.signupSuccess]: 'Your sign-up don complete!',
  [AUTH_MESSAGES.forgotFailed]: 'We no fit send di reset email.',
  [AUTH_MESSAGES.forgotSuccess]: 'We don send OTP to your email.',
  [AUTH_MESSAGES.resetFailed]: 'We no fit reset your password.',
  [AUTH_MESSAGES.resetSuccess]: 'Password reset don work!',
  [AUTH_MESSAGES.resetDone]: 'We don reset your password.',

  // Reports
  [REPORT_MESSAGES.policeCannotFile]:
    'Police account no fit send report like citizen. Use di police console, or log in with your personal account.',
  [REPORT_MESSAGES.requiredSignedIn]:
    'Abeg fill all di fields wey you must fill (Incident Type, Description, and Address)',
  [REPORT_MESSAGES.requiredAnonymous]: 'Abeg fill all di fields wey you must fill (Incident Type and Description)',
  [REPORT_MESSAGES.fileTooLarge]: 'Each file must dey less than 10MB.',
  [REPORT_MESSAGES.tooManyImages]: 'Na only 3 pictures you fit upload.',
  [REPORT_MESSAGES.tooManyVideos]: 'Na only one video you fit upload.',
  [REPORT_MESSAGES.invalidNigerianAddress]: 'Abeg put correct Nigerian address',
  [REPORT_MESSAGES.addressNotFound]: 'We no see dis address. Abeg put correct address.',
  [REPORT_MESSAGES.selectNigeria]: 'Abeg choose address wey dey Nigeria',
  [REPORT_MESSAGES.incidentTypeRequired]: 'You must choose Incident Type',
  [REPORT_MESSAGES.descriptionRequired]: 'You must describe wetin happen',
  [REPORT_MESSAGES.descriptionTooShort]: 'Di description must reach at least 10 characters',
  [REPORT_MESSAGES.addressTooShort]: 'Abeg give us better address wey get more details',
  [REPORT_MESSAGES.trackingIdRequired]: 'Abeg put tracking ID',
  [REPORT_MESSAGES.trackingNotFound]: 'We no see dis TRACKING ID.',
  [REPORT_MESSAGES.submitted]: 'Your report don go!',
  [REPORT_MESSAGES.submitFailed]: 'We no fit send di report. Abeg try again.',
  [REPORT_MESSAGES.loadIncidentFailed]: 'We no fit load di incident',
  [REPORT_MESSAGES.loadTypesFailed]: 'We no fit load di incident types',
  [REPORT_MESSAGES.loadStationsFailed]: 'We no fit load di police stations',
  [REPORT_MESSAGES.fetchIncidentsFailed]: 'We no fit bring di incidents',
  [REPORT_MESSAGES.fetchDraftsFailed]: 'We no fit bring di drafts',
  [REPORT_MESSAGES.deleteDraftFailed]: 'We no fit delete di draft. Abeg try again.',
  [REPORT_MESSAGES.deleteDraftConfirm]: 'You sure say you wan delete dis draft?',
  [REPORT_MESSAGES.noStationsNearby]: 'No police station dey near',
  [REPORT_MESSAGES.enterAddressFirst]: 'Abeg put address first',
  [REPORT_MESSAGES.searchingStations]: 'We dey find stations...',
  [REPORT_MESSAGES.reportNotFound]: 'We No See Di Report',
  [REPORT_MESSAGES.draftNotFound]: 'We No See Di Draft',
  [REPORT_MESSAGES.draftNotFoundBody]: 'Di draft wey you dey find no dey.',
  [REPORT_MESSAGES.underReview]: 'We don receive di report, we dey check am',
  [REPORT_MESSAGES.statusInProgress]: 'Police dey work on dis report',
  [REPORT_MESSAGES.statusOnHold]: 'E dey on hold: police go update you here',
  [REPORT_MESSAGES.statusResolved]: 'Police don settle am',
  [REPORT_MESSAGES.statusClosed]: 'E don close',
  [REPORT_MESSAGES.noEvidence]: 'No Evidence Dey',
  [REPORT_MESSAGES.noReports]: 'No report dey.',
  [REPORT_MESSAGES.noDrafts]: 'No draft dey.',
  [REPORT_MESSAGES.noReportsYet]: 'You never send any report',
  [REPORT_MESSAGES.fileTypeNotAllowed]: 'Na only png, jpg, jpeg, gif pictures and mp4 videos you fit upload.',

  // Reviews of a case
  [REVIEW_MESSAGES.ratingRequired]: 'Abeg give rating.',
  [REVIEW_MESSAGES.commentsRequired]: 'Abeg write your comment.',
  [REVIEW_MESSAGES.userUnavailable]: 'User information no dey.',
  [REVIEW_MESSAGES.failed]: 'We no fit send your review',

  // Feedback
  [FEEDBACK_MESSAGES.selectStation]: 'Abeg choose station',
  [FEEDBACK_MESSAGES.enterOfficer]: 'Abeg put di officer name',
  [FEEDBACK_MESSAGES.ratingRequired]: 'Abeg fill all di fields wey you must fill, plus di rating',
  [FEEDBACK_MESSAGES.required]: 'Abeg fill all di fields wey you must fill',
  [FEEDBACK_MESSAGES.failed]: 'We no fit send your feedback. Abeg try again.',
  [FEEDBACK_MESSAGES.success]: 'Your feedback don go',

  // Profile
  [PROFILE_MESSAGES.phoneInvalid]: 'Abeg put correct phone number',
  [PROFILE_MESSAGES.phoneFormat]: 'Abeg write di phone number di correct way',
  [PROFILE_MESSAGES.invalidData]: 'Di information no dey di correct format',
  [PROFILE_MESSAGES.phoneExists]: 'Dis phone number don already dey',
  [PROFILE_MESSAGES.updateFailed]: 'We no fit update your profile',
  [PROFILE_MESSAGES.updated]: 'Your profile don update!',
  [PROFILE_MESSAGES.nearbyFailed]: 'We no fit bring di stations wey dey near',

  // Password change
  [PASSWORD_CHANGE_MESSAGES.allRequired]: 'You must fill all di fields.',
  [PASSWORD_CHANGE_MESSAGES.mismatch]: 'New password and confirm password no match.',
  [PASSWORD_CHANGE_MESSAGES.currentIncorrect]: 'Your current password no correct.',
  [PASSWORD_CHANGE_MESSAGES.invalidFormat]: 'Di password format no correct.',
  [PASSWORD_CHANGE_MESSAGES.failed]: 'We no fit change your password. Abeg try again.',
  [PASSWORD_CHANGE_MESSAGES.success]: 'Your password don change! We go log you out in 3 seconds.',
  [PASSWORD_CHANGE_MESSAGES.hint]:
    'Password must reach at least 8 characters, with one capital letter and one special character.',

  // Emergency contacts
  [CONTACT_MESSAGES.phoneTenDigits]: 'Abeg put exactly 10 digits',
  [CONTACT_MESSAGES.relationshipRequired]: 'Abeg choose relationship',
  [CONTACT_MESSAGES.settingsInvalid]: 'Abeg fill all di fields wey you must fill with correct information.',
  [CONTACT_MESSAGES.atLeastOne]: 'Abeg fill at least one complete emergency contact with correct information.',
  [CONTACT_MESSAGES.saveFailed]: 'We no fit save di emergency contacts',
  [CONTACT_MESSAGES.deleteFailed]: 'We no fit delete di emergency contact',
  [CONTACT_MESSAGES.fetchFailed]: 'We no fit bring di emergency contacts',
  [CONTACT_MESSAGES.updated]: 'Emergency contact don update!',
  [CONTACT_MESSAGES.deleted]: 'Emergency contact don delete!',
  [CONTACT_MESSAGES.cancelled]: 'We don cancel di changes',
  [CONTACT_MESSAGES.loading]: 'Emergency contacts dey load...',
  [CONTACT_MESSAGES.loadFailed]: 'We no fit load di contacts',
  [CONTACT_MESSAGES.emptyTitle]: 'No emergency contact',
  [CONTACT_MESSAGES.emptyBody]: 'You never add any emergency contact.',
  [CONTACT_MESSAGES.intro]: 'Update your emergency contacts here.',
  [CONTACT_MESSAGES.created]: 'Emergency contact don add!',
  [CONTACT_MESSAGES.saved]: 'Emergency contacts don save!',
  [CONTACT_MESSAGES.listed]: 'See your emergency contacts',
  [CONTACT_MESSAGES.notFound]: 'We no see dis emergency contact.',
  [CONTACT_MESSAGES.tooMany]: 'Na only 10 emergency contacts you fit save.',
  [CONTACT_MESSAGES.duplicate]: 'Dis phone number don already dey your emergency contacts.',
  [CONTACT_MESSAGES.fullNameTooLong]: 'Full name no fit pass 100 characters',
  [CONTACT_MESSAGES.addMore]: 'Add more contacts',
  [CONTACT_MESSAGES.saveChanges]: 'Save di changes',
  [CONTACT_MESSAGES.saving]: 'E dey save...',
  [CONTACT_MESSAGES.complete]: 'E don complete',
  [CONTACT_MESSAGES.incomplete]: 'E never complete',
  [CONTACT_MESSAGES.tryAgain]: 'Try Again',

  // SOS
  [SOS_MESSAGES.policeCannotSend]:
    'Police account no fit send SOS alert. Call 112, or log in with your personal account.',
  [SOS_MESSAGES.failed]: 'We no fit send di emergency alert',
  [SOS_MESSAGES.microphone]: 'We no fit use di microphone.',
  [SOS_MESSAGES.recordingError]: 'Recording get problem. Abeg try again.',
  [SOS_MESSAGES.playback]: 'We no fit play di audio. Maybe di recording format no dey supported.',
  [SOS_MESSAGES.needAudioOrText]: 'Abeg record voice message or write wetin happen.',
  [SOS_MESSAGES.successTitle]: 'Help dey come',
  [SOS_MESSAGES.successBody]: 'We dey connect your case to di police station wey near you pass',
  [SOS_MESSAGES.sending]: 'Emergency Alert dey go...',
  [SOS_MESSAGES.received]: 'We don receive your emergency alert. Help dey come.',
  [SOS_MESSAGES.signInRequired]: 'Abeg log in to send emergency alert.',
  [SOS_MESSAGES.verifyEmail]:
    'Abeg confirm your email address before you send emergency alert. If you dey danger now, call 112.',
  [SOS_MESSAGES.badData]: 'Di alert details no dey, or e no be correct JSON.',
  [SOS_MESSAGES.audioType]: 'Di voice note must be WebM, Ogg, MP4 or WAV recording.',
  [SOS_MESSAGES.audioTooLarge]: 'Di voice note no fit pass 1 MB.',
  [SOS_MESSAGES.audioTooLong]: 'Di voice note no fit pass 16 seconds.',
  [SOS_MESSAGES.audioUnreadable]: 'Di voice note empty or e no complete. Abeg record am again, or write wetin happen.',
  [SOS_MESSAGES.onlyOneAudio]: 'Na only one voice note you fit send with alert.',
  [SOS_MESSAGES.alertNotFound]: 'We no see di emergency alert.',
  [SOS_MESSAGES.markedFalse]: 'Dem don mark di alert as false alert.',
  [SOS_MESSAGES.acknowledged]: 'Dem don receive di alert; we don tell di person wey send am.',
  [SOS_MESSAGES.chooseAction]: 'Choose Emergency Action',
  [SOS_MESSAGES.sendAlert]: 'Send Emergency Alert',
  [SOS_MESSAGES.callContact]: 'Call Emergency Contact',
  [SOS_MESSAGES.callSupport]: 'Call Support',
  [SOS_MESSAGES.readyToRecord]: 'Ready to Record',
  [SOS_MESSAGES.maxRecording]: 'Di longest recording: 15 seconds',
  [SOS_MESSAGES.recordingLimited]: 'Recording Time Don Reach',
  [SOS_MESSAGES.stopRecording]: 'Stop Recording',
  [SOS_MESSAGES.deleteRerecord]: 'Delete & Record Again',
  [SOS_MESSAGES.textPlaceholder]: 'Tell us wetin happen',
  [SOS_MESSAGES.stayOnPage]: 'Stay for Dis Page',
  [SOS_MESSAGES.redirectDashboard]: 'Go to Dashboard',
  [SOS_MESSAGES.retry]: 'Try send am again',
  [SOS_MESSAGES.callInstead]: 'You fit call 112 (free emergency line) or your emergency contact now now.',

  // Account deletion
  [ACCOUNT_DELETION_MESSAGES.sessionExpired]: 'Your session don expire. Abeg log in again.',
  [ACCOUNT_DELETION_MESSAGES.forbidden]: 'You no get permission to delete dis account.',
  [ACCOUNT_DELETION_MESSAGES.failed]: 'We no fit delete di account. Abeg try again.',
  [ACCOUNT_DELETION_MESSAGES.success]: 'We don delete your account',

  // Location
  [GEOLOCATION_MESSAGES.denied]: 'You no allow location. Abeg allow location for your settings and try again.',
  [GEOLOCATION_MESSAGES.unavailable]: 'We no fit get your location. Abeg type your address yourself.',
  [GEOLOCATION_MESSAGES.timeout]: 'Location take too long. Abeg try again or type your address yourself.',
  [GEOLOCATION_MESSAGES.unsupported]: 'Dis browser no fit find location.',
  [GEOLOCATION_MESSAGES.failed]: 'We no fit get where you dey now',
  [GEOLOCATION_MESSAGES.unable]: 'We no fit get your location. Abeg type your address yourself.',
  [GEOLOCATION_MESSAGES.success]: 'We don get your location',

  // Crime map
  [MAP_MESSAGES.locationsFailed]: 'We no fit load di locations',
  [MAP_MESSAGES.typesFailed]: 'We no fit load di crime types',
  [MAP_MESSAGES.dataFailed]: 'We no fit load di crime data. Abeg try again.',
  [MAP_MESSAGES.dataFailedToast]: 'We no fit load di crime data',
  [MAP_MESSAGES.loading]: 'Map dey load...',
  [MAP_MESSAGES.updating]: 'Map dey update...',
  [MAP_MESSAGES.bannerAuthenticated]: 'You don log in - You dey see full crime data',
  [MAP_MESSAGES.bannerPublic]: 'Public view - Na small data you fit see. Log in to see everything.',
  [MAP_MESSAGES.smallScreenHint]: 'Pinch to zoom • Drag to move',
  [MAP_MESSAGES.clickForDetails]: 'Click am to see details',
  [MAP_MESSAGES.noDescription]: 'No description',
  [MAP_MESSAGES.noDetails]: 'No crime details dey',
  [MAP_MESSAGES.noDetailsHint]: 'Try choose another place or change your filters.',
  [MAP_MESSAGES.authRequiredTitle]: 'You Must Log In To See Full Details',
  [MAP_MESSAGES.teaserBanner]: 'Log in to see full reports, filters, and incident history.',

  // News
  [NEWS_MESSAGES.fetchFailed]: 'We no fit bring di news',
  [NEWS_MESSAGES.emptyTitle]: 'No article dey',
  [NEWS_MESSAGES.emptyBody]: 'Try change your filters or check back later',
  [NEWS_MESSAGES.noId]: 'No article ID dey',
  [NEWS_MESSAGES.notFound]: 'We no see di article',
  [NEWS_MESSAGES.articleFetchFailed]: 'We no fit bring di article',
  [NEWS_MESSAGES.loadFailedToast]: 'We no fit load di article',
  [NEWS_MESSAGES.notFoundTitle]: 'We No See Di Article',
  [NEWS_MESSAGES.linkCopied]: 'Link don copy!',

  // Accounts (server answers)
  [ACCOUNT_MESSAGES.otpInvalid]: 'Di OTP no correct or e don expire.',
  [ACCOUNT_MESSAGES.emailTaken]: 'Account with dis email don already dey. Abeg log in.',
  [ACCOUNT_MESSAGES.emailRequired]: 'You must put email',
  [ACCOUNT_MESSAGES.otpRequired]: 'You must put OTP',
  [ACCOUNT_MESSAGES.passwordRequired]: 'You must put password',
  [ACCOUNT_MESSAGES.invalidCredentials]: 'Email or password no correct.',
  [ACCOUNT_MESSAGES.signupAlreadyRegistered]:
    'You don get account with dis email before? Then we don email you instead of sending code.',
  [ACCOUNT_MESSAGES.googleDisabled]: 'Google sign-in no dey on for dis server.',
  [ACCOUNT_MESSAGES.googleInvalid]: 'We no fit confirm di Google sign-in. Abeg try again.',
  [ACCOUNT_MESSAGES.googleNoAccount]: 'No account dey for dis Google account. Abeg sign up first.',
  [ACCOUNT_MESSAGES.googleEmailUnverified]: 'Your Google email address never dey verified.',
  [ACCOUNT_MESSAGES.refreshInvalid]: 'Your session don end. Abeg log in again.',
  [ACCOUNT_MESSAGES.preferencesSaved]: 'Notification settings don save',
  [ACCOUNT_MESSAGES.exportReady]: 'Your data export don ready',
  [ACCOUNT_MESSAGES.userNotFound]: 'We no see di account.',
  [ACCOUNT_MESSAGES.stationNotFound]: 'We no see di station.',

  // Postings (an officer sees these on their profile)
  [POSTING_MESSAGES.changed]: 'Posting don update.',
  [POSTING_MESSAGES.notPolice]: 'Na only officer get station posting. Dis account no be officer.',
  [POSTING_MESSAGES.profileCannotMove]:
    'Your station na your police posting, and na only administrator fit change am. Ask State HQ make dem post you somewhere else.',

  // The API's own sentences a citizen meets
  [API_MESSAGES.requestSuccessful]: 'Request don work',
  [API_MESSAGES.signInRequired]: 'Abeg log in to continue.',
  [API_MESSAGES.noPermission]: 'You no get permission to do dis one.',
  [API_MESSAGES.otpSixDigits]: 'OTP must be 6 digits',
  [API_MESSAGES.invalidJson]: 'Di request body no be correct JSON.',
  [API_MESSAGES.reviewSubmitted]: 'Your review don go',
  [API_MESSAGES.savedAsDraft]: 'E Don Save As Draft',
};

/** The messages that name a wait (message-languages.ts), in Pidgin. */
export const PIDGIN_WAITS: WaitTranslations = {
  wait: (count, unit) => `${count} ${unit}${count === 1 ? '' : 's'}`,
  messages: {
    tooManyRequests: (wait) => `Request don too much. Abeg try again after ${wait}.`,
    tooManyAttempts: (wait) => `You don try wrong too many times. Abeg try again after ${wait}.`,
    otpTooManyTries: (wait) => `Wrong code don too much. Abeg ask for new code after ${wait}.`,
    waitBeforeResend: (wait) => `Abeg wait ${wait} before you ask for new code.`,
    tooManyReports: (wait) =>
      `You don send plenty reports for short time. Abeg try again after ${wait}. If you dey danger now, call 112.`,
    tooManyAlerts: (wait) =>
      `You don send 3 emergency alerts for di last 10 minutes. You fit send another one after ${wait}. If you dey danger now, call 112 (free emergency line) or use Call Emergency Contact.`,
  },
};
