/**
 * The report form's and report pages' messages (specification sections 2 and 5), apart from messages.ts, which
 * re-exports them.
 */
import { waitInWords } from './wait-words';

export const REPORT_MESSAGES = {
  /** Police accounts work reports in the console; they do not file them as a citizen would (issue 11). */
  policeCannotFile:
    'Police accounts cannot file reports as a citizen. Use the police console, or sign in with a personal account.',
  /** The limit on filing reports: a person in danger must still be told how to get help at once. */
  tooManyReports: (retryAfterSeconds: number) =>
    `You have sent several reports in a short time. Please try again in ${waitInWords(retryAfterSeconds)}. If you are in danger now, call 112.`,
  requiredSignedIn: 'Please fill in all required fields (Incident Type, Description, and Address)',
  requiredAnonymous: 'Please fill in all required fields (Incident Type and Description)',
  fileTooLarge: 'Each file must be less than 10MB.',
  tooManyImages: 'You can upload up to 3 images only.',
  tooManyVideos: 'Only one video can be uploaded.',
  invalidNigerianAddress: 'Please enter a valid Nigerian address',
  addressNotFound: 'Address not found. Please enter a valid address.',
  selectNigeria: 'Please select an address in Nigeria',
  incidentTypeRequired: 'Incident Type is required',
  descriptionRequired: 'Incident Description is required',
  addressRequired: 'Address is required',
  descriptionTooShort: 'Incident description must be at least 10 characters long',
  addressTooShort: 'Please provide a more detailed address',
  trackingIdRequired: 'Please enter a tracking ID',
  trackingNotFound: 'TRACKING ID not found.',
  submitted: 'Report submitted successfully!',
  submitFailed: 'Failed to submit report. Please try again.',
  loadIncidentFailed: 'Failed to load incident data',
  loadTypesFailed: 'Failed to load incident types',
  loadStationsFailed: 'Failed to load police stations',
  fetchIncidentsFailed: 'Failed to fetch incidents',
  fetchDraftsFailed: 'Failed to fetch drafts',
  deleteDraftFailed: 'Failed to delete the draft. Please try again.',
  deleteDraftConfirm: 'Are you sure you want to delete this draft?',
  noStationsNearby: 'No stations found nearby',
  enterAddressFirst: 'Please enter an address first',
  searchingStations: 'Searching for stations...',
  reportNotFound: 'Report Not Found',
  draftNotFound: 'Draft Not Found',
  draftNotFoundBody: "The draft you're looking for doesn't exist.",
  underReview: 'Report received and under review',
  /** The Status line of /reports/{id} past 'new' (the specification's text above fits a new report only). */
  statusInProgress: 'Officers are working on this report',
  statusOnHold: 'On hold: the police will update you here',
  statusResolved: 'Resolved by the police',
  statusClosed: 'Closed',
  noEvidence: 'No Evidence Uploaded',
  noReports: 'No reports found.',
  noDrafts: 'No drafts available.',
  noReportsYet: "You haven't submitted any reports yet",
  fileTypeNotAllowed: 'Only png, jpg, jpeg, gif images and mp4 videos can be uploaded.',
} as const;
