/**
 * Sentences of the API that a citizen meets and that no other contract module words: the default answers of
 * apps/api (lib/envelope.ts, lib/errors.ts, the error handler) and a few success answers of citizen routes. Kept here
 * so the languages' catalogues (messages.yo.ts, messages.pcm.ts) can key their translations on them.
 */
export const API_MESSAGES = {
  requestSuccessful: 'Request successful',
  signInRequired: 'Please log in to continue.',
  noPermission: 'You do not have permission to do this.',
  otpSixDigits: 'OTP must be 6 digits',
  invalidJson: 'The request body is not valid JSON.',
  reviewSubmitted: 'Review submitted successfully',
  savedAsDraft: 'Saved As Draft',
} as const;
