/** Reference lists for the forms and the map: read as stored, no rules of their own. */
export { listActiveStations, listFeedbackTypes, listIncidentTypes, listLgas } from './options.repository';
