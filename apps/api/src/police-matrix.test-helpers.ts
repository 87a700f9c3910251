/**
 * The callers, records and expectations of the authorization matrix (police-matrix.test.ts): who each caller is,
 * the records a call is made on, and, for every /api/v1/police operation, who may call it.
 */
import { type insertReport, type PoliceWorld } from './modules/casework/casework.test-helpers';

export const CALLERS = [
  'anonymous',
  'citizen',
  'officer-right-station',
  'officer-other-station',
  'area-commander-right',
  'area-commander-other',
  'hq',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];

/** Police who reach the records of Abeokuta South: its station's officer, the Egba area commander, State HQ. */
export const REACH_ABEOKUTA: readonly Caller[] = ['officer-right-station', 'area-commander-right', 'hq', 'admin'];
/** Every police account (each answered for its own reach). */
export const ANY_POLICE: readonly Caller[] = CALLERS.filter((caller) => caller !== 'anonymous' && caller !== 'citizen');
export const STATE_HQ: readonly Caller[] = ['hq', 'admin'];
export const ADMIN_ONLY: readonly Caller[] = ['admin'];

export interface Call {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** A multipart body (payload and its content-type header) instead of JSON. */
  multipart?: { payload: Buffer; headers: Record<string, string> };
}

export interface Records {
  world: PoliceWorld;
  /** A named report in Abeokuta South, left as it is (for reading). */
  report: { id: string };
  /** A fresh named report in Abeokuta South, for a call that changes it. */
  freshReport(fields?: Parameters<typeof insertReport>[2]): Promise<{ id: string; version: number }>;
  /** A resolved report in Abeokuta South with the citizen's review. */
  reviewedReport(): Promise<{ id: string }>;
  /** A fresh SOS alert in Abeokuta South with a voice note. */
  alert(): Promise<{ id: string }>;
  /** A fresh feedback to the Abeokuta South station. */
  feedback(): Promise<{ id: string }>;
  /** Another station in Abeokuta South (a re-route target every allowed caller reaches). */
  secondStationId: number;
  /** A police officer account for posting changes. */
  officerToPost(): Promise<{ id: string }>;
  /** A fresh pending invitation. */
  invitation(): Promise<{ id: string }>;
  /** A fresh live Open311 API key. */
  open311Key(): Promise<{ id: string }>;
  articleId: number;
  /** A fresh Area Command, and a fresh unused incident type. */
  spareCommandId(): Promise<number>;
  spareTypeId(): Promise<number>;
  /** Ewekoro: an LGA no other entry relies on, moved between commands. */
  spareLgaId: number;
}

export interface Expectation {
  allow: readonly Caller[];
  /**
   * What an admitted police account beyond its reach gets, when not 404: 403 where the caller names the places
   * itself (an alert or poll for another command's LGAs, issue 21) rather than asking for a record.
   */
  outOfReach?: 403;
  /** An event stream: its status is read as soon as it answers (the app's closing ends the stream). */
  stream?: boolean;
  request(records: Records, caller: Caller): Call | Promise<Call>;
  /** Puts back what an allowed call changed that later entries rely on. */
  after?(records: Records): Promise<void>;
}

/** A versioned action on a fresh report in Abeokuta South: `body` gives what it sends besides the version. */
export const onFreshReport = (body: (records: Records) => object = () => ({})): Expectation => ({
  allow: REACH_ABEOKUTA,
  request: async (r) => {
    const report = await r.freshReport();
    return { params: { id: report.id }, body: { version: report.version, ...body(r) } };
  },
});

/** A call with no body on the id of a fresh record that `record` makes. */
export const onFresh = (
  allow: readonly Caller[],
  record: 'reviewedReport' | 'alert' | 'feedback' | 'officerToPost' | 'invitation' | 'open311Key',
): Expectation => ({ allow, request: async (r) => ({ params: { id: (await r[record]()).id } }) });

/** The police API: every operation and who may call it. */
export const POLICE_EXPECTATIONS: Record<string, Expectation> = {
  // Police casework (issue 11).
  'GET /api/v1/police/incidents': { allow: ANY_POLICE, request: () => ({ query: 'status=all' }) },
  'GET /api/v1/police/incidents/export': { allow: ANY_POLICE, request: () => ({ query: 'status=new' }) },
  'GET /api/v1/police/incidents/{id}': { allow: REACH_ABEOKUTA, request: (r) => ({ params: { id: r.report.id } }) },
  'POST /api/v1/police/incidents/{id}/reveal-reporter': {
    allow: REACH_ABEOKUTA,
    request: (r) => ({ params: { id: r.report.id }, body: { reason: 'Matrix test.' } }),
  },
  'POST /api/v1/police/incidents/{id}/acknowledge': onFreshReport(),
  'PATCH /api/v1/police/incidents/{id}/status': onFreshReport(() => ({ status: 'in-progress', note: 'Matrix.' })),
  'POST /api/v1/police/incidents/{id}/internal-notes': {
    allow: REACH_ABEOKUTA,
    request: (r) => ({ params: { id: r.report.id }, body: { note: 'Matrix internal note.' } }),
  },
  'POST /api/v1/police/incidents/{id}/notes': {
    allow: REACH_ABEOKUTA,
    request: (r) => ({ params: { id: r.report.id }, body: { note: 'Matrix note.', isPublic: false } }),
  },
  'POST /api/v1/police/incidents/{id}/reroute': onFreshReport((r) => ({
    stationId: r.secondStationId,
    reason: 'Matrix.',
  })),
  'POST /api/v1/police/incidents/{id}/escalate': onFreshReport(() => ({ to: 'hq', reason: 'Matrix.' })),
  'PATCH /api/v1/police/incidents/{id}/map-visibility': onFreshReport(() => ({
    hiddenFromMap: true,
    reason: 'Matrix.',
  })),
  // Legal hold (issue 22): supervisors in reach, never an officer.
  'PUT /api/v1/police/incidents/{id}/legal-hold': {
    allow: ['area-commander-right', 'hq', 'admin'],
    request: async (r) => ({
      params: { id: (await r.freshReport()).id },
      body: { legalHold: true, reason: 'Matrix court order.' },
    }),
  },
  'POST /api/v1/police/incidents/{id}/review/reply': {
    allow: REACH_ABEOKUTA,
    request: async (r) => ({ params: { id: (await r.reviewedReport()).id }, body: { reply: 'Thank you.' } }),
  },
  // The conversation with the reporter (issue 12).
  'GET /api/v1/police/incidents/{id}/messages': {
    allow: REACH_ABEOKUTA,
    request: (r) => ({ params: { id: r.report.id } }),
  },
  'POST /api/v1/police/incidents/{id}/messages': {
    allow: REACH_ABEOKUTA,
    request: (r) => ({ params: { id: r.report.id }, body: { text: 'Matrix question for the reporter.' } }),
  },

  // SOS (decision 006, issue 11 reach).
  'GET /api/v1/police/sos': { allow: ANY_POLICE, request: () => ({}) },
  'GET /api/v1/police/sos/{id}/audio': onFresh(REACH_ABEOKUTA, 'alert'),
  'PATCH /api/v1/police/sos/{id}/acknowledge': onFresh(REACH_ABEOKUTA, 'alert'),
  'PATCH /api/v1/police/sos/{id}/false-alert': onFresh(REACH_ABEOKUTA, 'alert'),
  'GET /api/v1/police/sos/flagged-accounts': { allow: STATE_HQ, request: () => ({}) },
  // The live SOS board (issue 12). The stream opens for every police account and carries only what each reaches.
  'GET /api/v1/police/sos/stream': { allow: ANY_POLICE, stream: true, request: () => ({}) },
  'GET /api/v1/police/sos/{id}': onFresh(REACH_ABEOKUTA, 'alert'),
  'GET /api/v1/police/sos/{id}/assignees': onFresh(REACH_ABEOKUTA, 'alert'),
  'PATCH /api/v1/police/sos/{id}/assign': {
    allow: REACH_ABEOKUTA,
    request: async (r) => ({ params: { id: (await r.alert()).id }, body: { stationId: r.secondStationId } }),
  },
  'POST /api/v1/police/sos/{id}/notes': {
    allow: REACH_ABEOKUTA,
    request: async (r) => ({ params: { id: (await r.alert()).id }, body: { note: 'Matrix note on an alert.' } }),
  },
  'PATCH /api/v1/police/sos/{id}/attended': onFresh(REACH_ABEOKUTA, 'alert'),

  // Feedback to stations.
  'GET /api/v1/police/feedback': { allow: ANY_POLICE, request: () => ({}) },
  // Reviews and feedback in the console (issue 12): every police role, each answered for its own reach.
  'GET /api/v1/police/feedback/entries': { allow: ANY_POLICE, request: () => ({ query: 'kind=all&replied=no' }) },
  'GET /api/v1/police/feedback/summary': { allow: ANY_POLICE, request: () => ({ query: 'from=2026-01-01' }) },
  'POST /api/v1/police/feedback/{id}/reply': {
    allow: REACH_ABEOKUTA,
    request: async (r) => ({ params: { id: (await r.feedback()).id }, body: { reply: 'Thank you.' } }),
  },
};
