/**
 * The messages the web app's API client names (a session that ended, a call that failed): apart from messages.ts,
 * which re-exports them, so every page's first load carries these few and not the whole catalogue.
 */
export const SESSION_MESSAGES = {
  expired: 'Session expired. Please log in again.',
  accessDenied: 'Access denied',
  logoutFailed: 'Logout failed. Please try again.',
  loggedOut: 'Logged out successfully',
} as const;

export const GENERIC_MESSAGES = {
  somethingWrong: 'Something went wrong. Please try again.',
  notFound: 'Page not found',
  badRequest: 'Some of the information sent is not valid.',
  serverError: 'Something went wrong on our side. Please try again.',
  /** The database is out of reach for a moment (a restart, a failover): sent with Retry-After. */
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  databaseNotReady: 'The database is not answering.',
  /** A request too slow to arrive (REQUEST_TIMEOUT_SECONDS, UPLOAD_MIN_BYTES_PER_SECOND): 408, connection closed. */
  requestTooSlow: 'The upload was too slow and has been stopped. Please try again on a stronger connection.',
  unreadableRequest: 'The request could not be read.',
  headersTooLarge: 'The request headers are too large.',
} as const;
