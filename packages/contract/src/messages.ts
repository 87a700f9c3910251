/**
 * Every user-facing string of the specification (sections 2, 5 and 8), word for word.
 * Web and API both read from here so the form check and the server check say the same thing.
 */
import { waitInWords } from './wait-words';

// The session and generic messages live in their own small module: the API client imports them, and it is part of
// every page's first load, which must not carry this whole catalogue (decision 002).
export { GENERIC_MESSAGES, SESSION_MESSAGES } from './session-messages';
// Likewise the public news and crime-map pages' messages: a module shared with other pages becomes a shared chunk
// that keeps every export any of them uses, so importing these from here put the whole catalogue (4 KB gzip) in
// those pages' first load (issue 17).
export { NEWS_MESSAGES } from './news-messages';
export { MAP_MESSAGES, mapAuthRequiredBody, mapSelectedEmpty } from './map-messages';
// And the report form's (issue 17): the report pages' first load carries these, not the catalogue.
export { REPORT_MESSAGES } from './report-messages';
export { waitInWords };

/** The answer of a rate limit, saying how long to wait. */
export const tooManyRequestsMessage = (retryAfterSeconds: number) =>
  `Too many requests. Please try again in ${waitInWords(retryAfterSeconds)}.`;

/** Retries of a report or an alert carry an Idempotency-Key header; these answer its misuse. */
export const IDEMPOTENCY_MESSAGES = {
  badKey: 'The Idempotency-Key header must be 8 to 128 letters, digits, hyphens or underscores.',
  keyReused:
    'This Idempotency-Key was already used for a different request. Send a new key for a new report or alert, or the same request to retry.',
} as const;

/** The evidence store (S3) cannot be reached: sent with 503 and Retry-After (decision 033). */
export const STORAGE_MESSAGES = {
  unavailable:
    'Photos, videos and voice notes cannot be stored or opened just now. Please try again in a minute; a report or SOS without files can be sent now.',
} as const;

export const VALIDATION_MESSAGES = {
  emailInvalid: 'Please enter a valid email address',
  fullNameRequired: 'Full name is required',
  phoneRequired: 'Phone number is required',
  stateRequired: 'State is required',
  addressRequired: 'Address is required',
  genderRequired: 'Gender is required',
  phoneTenDigits: 'Phone number must be exactly 10 digits after +234',
  phoneStart: 'Phone number must start with 7, 8, or 9 after +234',
  passwordRequirements: 'Password must meet all requirements',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  acceptTerms: 'You must accept the Terms and Privacy Policy',
  passwordMinLength: 'Must be at least 8 characters',
  passwordSpecial: 'Must contain one special character',
  passwordUppercase: 'Must contain one uppercase letter',
} as const;

export const AUTH_MESSAGES = {
  loginSuccess: 'Login successful!',
  googleLoginFailed: 'Google login failed',
  googleSignInFailed: 'Google Sign In Failed',
  googleLoginSuccess: 'Logged in with Google!',
  googleSignupFailed: 'Google sign-up failed. Please try again.',
  noGoogleEmail: 'No email returned from Google',
  otpFailed: 'OTP verification failed.',
  otpResent: 'OTP resent successfully.',
  signupSuccess: 'Signup successful!',
  forgotFailed: 'Failed to send reset email.',
  forgotSuccess: 'OTP sent to your email.',
  resetFailed: 'Failed to reset password.',
  resetSuccess: 'Password reset successful!',
  resetDone: 'Your password has been successfully reset.',
} as const;

export const REVIEW_MESSAGES = {
  ratingRequired: 'Please provide a rating.',
  commentsRequired: 'Please add your comments.',
  userUnavailable: 'User information not available.',
  failed: 'Failed to submit review',
} as const;

export const FEEDBACK_MESSAGES = {
  selectStation: 'Please select a station',
  enterOfficer: 'Please enter the officer name',
  ratingRequired: 'Please complete all required fields including the rating',
  required: 'Please complete all required fields',
  failed: 'Failed to submit feedback. Please try again.',
  success: 'Feedback submitted successfully',
} as const;

export const PROFILE_MESSAGES = {
  phoneInvalid: 'Please enter a valid phone number',
  phoneFormat: 'Please enter a valid phone number format',
  invalidData: 'Invalid data format',
  phoneExists: 'Phone number already exists',
  updateFailed: 'Failed to update profile',
  updated: 'Profile updated successfully!',
  nearbyFailed: 'Failed to fetch nearby stations',
} as const;

export const PASSWORD_CHANGE_MESSAGES = {
  allRequired: 'All fields are required.',
  mismatch: 'New password and confirm password do not match.',
  currentIncorrect: 'Current password is incorrect.',
  invalidFormat: 'Invalid password format.',
  failed: 'Failed to update password. Please try again.',
  success: 'Password updated successfully! You will be logged out in 3 seconds.',
  hint: 'Password must be at least 8 characters, with one uppercase letter and one special character.',
} as const;

export const CONTACT_MESSAGES = {
  fullNameRequired: 'Full name is required',
  phoneRequired: 'Phone number is required',
  phoneTenDigits: 'Please enter exactly 10 digits',
  relationshipRequired: 'Please select a relationship',
  settingsInvalid: 'Please fill in all required fields with valid information.',
  atLeastOne: 'Please fill in at least one complete emergency contact with valid information.',
  saveFailed: 'Failed to save emergency contacts',
  deleteFailed: 'Failed to delete emergency contact',
  fetchFailed: 'Failed to fetch emergency contacts',
  updated: 'Emergency contact updated successfully!',
  deleted: 'Emergency contact deleted successfully!',
  cancelled: 'Changes cancelled',
  loading: 'Loading emergency contacts...',
  loadFailed: 'Failed to load contacts',
  emptyTitle: 'No emergency contacts',
  emptyBody: "You haven't added any emergency contacts yet.",
  intro: 'Update your emergency contacts here.',
  // Server answers and screen texts of this product (not worded by the specification).
  created: 'Emergency contact added successfully!',
  saved: 'Emergency contacts saved successfully!',
  listed: 'Emergency contacts retrieved successfully',
  notFound: 'Emergency contact not found.',
  tooMany: 'You can save up to 10 emergency contacts.',
  duplicate: 'This phone number is already one of your emergency contacts.',
  fullNameTooLong: 'Full name must be 100 characters or fewer',
  addMore: 'Add more contacts',
  saveChanges: 'Save changes',
  saving: 'Saving...',
  complete: 'Complete',
  incomplete: 'Incomplete',
  tryAgain: 'Try Again',
} as const;

export const SOS_MESSAGES = {
  policeCannotSend: 'Police accounts cannot send an SOS alert. Call 112, or sign in with a personal account.',
  failed: 'Failed to send emergency alert',
  microphone: 'Could not access microphone.',
  recordingError: 'Recording error occurred. Please try again.',
  playback: 'Unable to play audio. The recording format may not be supported.',
  needAudioOrText: 'Please either record an audio message or provide a text description.',
  successTitle: "Help is on it's way",
  successBody: 'We are connecting your case to the nearest police station',
  sending: 'Sending Emergency Alert...',
  // Server answers and screen texts of this product (not worded by the specification).
  received: 'Emergency alert received. Help is on the way.',
  signInRequired: 'Please log in to send an emergency alert.',
  verifyEmail:
    'Please verify your email address before sending an emergency alert. If you are in danger now, call 112.',
  tooMany: (retryAfterSeconds: number) =>
    `You have sent 3 emergency alerts in the last 10 minutes. You can send another in ${waitInWords(retryAfterSeconds)}. If you are in danger now, call 112 (free emergency line) or use Call Emergency Contact.`,
  badData: 'The alert details are missing or not valid JSON.',
  audioType: 'The voice note must be a WebM, Ogg, MP4 or WAV audio recording.',
  audioTooLarge: 'The voice note must be 1 MB or smaller.',
  audioTooLong: 'The voice note must be 16 seconds or shorter.',
  audioUnreadable: 'The voice note is empty or incomplete. Please record it again, or describe what happened in text.',
  onlyOneAudio: 'Only one voice note can be sent with an alert.',
  needAudioOrTextServer: 'Please either record an audio message or provide a text description.',
  alertNotFound: 'Emergency alert not found.',
  markedFalse: 'The alert was marked as a false alert.',
  acknowledged: 'The alert was acknowledged; the sender has been told.',
  chooseAction: 'Choose Emergency Action',
  sendAlert: 'Send Emergency Alert',
  callContact: 'Call Emergency Contact',
  callSupport: 'Call Support',
  readyToRecord: 'Ready to Record',
  maxRecording: 'Maximum recording time: 15 seconds',
  recordingLimited: 'Recording Limited',
  stopRecording: 'Stop Recording',
  deleteRerecord: 'Delete & Re-record',
  textPlaceholder: 'Tell us about what happened',
  stayOnPage: 'Stay on Page',
  redirectDashboard: 'Redirect to Dashboard',
  retry: 'Retry sending',
  callInstead: 'You can call 112 (free emergency line) or your emergency contact right now.',
} as const;

export const ACCOUNT_DELETION_MESSAGES = {
  sessionExpired: 'Session expired. Please login again.',
  forbidden: 'You do not have permission to delete this account.',
  failed: 'Failed to delete account. Please try again.',
  success: 'Your account has been deleted successfully',
} as const;

export const GEOLOCATION_MESSAGES = {
  denied: 'Location access denied. Please enable location permissions and try again.',
  unavailable: 'Location information is unavailable. Please enter your address manually.',
  timeout: 'Location request timed out. Please try again or enter your address manually.',
  unsupported: 'Geolocation is not supported by this browser.',
  failed: 'Failed to get current location',
  unable: 'Unable to get your location. Please enter your address manually.',
  success: 'Location obtained successfully',
} as const;

/** Server answers of the accounts feature (not worded by the specification; DECISIONS.md tone). */
export const ACCOUNT_MESSAGES = {
  otpSent: 'OTP sent to your email.',
  otpInvalid: 'Invalid or expired OTP.',
  emailTaken: 'An account with this email already exists. Please log in.',
  emailRequired: 'Email is required',
  otpRequired: 'OTP is required',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Incorrect email or password.',
  /** Under the code boxes of sign-up: an address that has an account gets a mail saying so, never a code. */
  signupAlreadyRegistered:
    'Already have an account with this email? Then we have emailed you instead of sending a code.',
  googleDisabled: 'Google sign-in is not enabled on this server.',
  googleInvalid: 'Google sign-in could not be verified. Please try again.',
  googleNoAccount: 'No account found for this Google account. Please sign up first.',
  googleEmailUnverified: 'Your Google email address is not verified.',
  refreshInvalid: 'Your session has ended. Please log in again.',
  signupComplete: 'Signup successful!',
  passwordChanged: 'Password updated successfully! You will be logged out in 3 seconds.',
  preferencesSaved: 'Notification preferences saved',
  exportReady: 'Your data export is ready',
  resetSent: 'OTP sent to your email.',
  userNotFound: 'Account not found.',
  stationNotFound: 'Station not found.',
} as const;

/** A police officer's posting (decision 006): set by administrators only. */
export const POSTING_MESSAGES = {
  changed: 'Posting updated.',
  notPolice: 'Only an officer has a station posting. This account is not an officer.',
  profileCannotMove:
    'Your station is your police posting, which only an administrator can change. Ask State HQ to post you elsewhere.',
} as const;

/** The brute-force brake of login and codes: "Too many failed attempts. Please try again in 12 minutes." */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  `Too many failed attempts. Please try again in ${waitInWords(retryAfterSeconds)}.`;

/** A code whose tries are spent: a new one can be asked for once the resend wait is over. */
export const otpTooManyTries = (retryAfterSeconds: number) =>
  `Too many wrong codes. Please request a new code in ${waitInWords(retryAfterSeconds)}.`;

/** "Please wait 9 minutes before requesting a new code." */
export function waitBeforeResend(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds >= 60
    ? `Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before requesting a new code.`
    : `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new code.`;
}
