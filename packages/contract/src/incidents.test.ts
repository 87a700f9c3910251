import { describe, expect, it } from 'vitest';
import {
  REPORT_SCHEMAS,
  STATUS_TRANSITIONS,
  incidentDataSchema,
  isReviewable,
  normaliseStatus,
  reportProblemMessage,
  type ReportFields,
  type ReportMode,
} from './incidents';
import { REPORT_MESSAGES } from './messages';

describe('incident statuses', () => {
  it('reads every spelling of the specification', () => {
    expect(normaliseStatus('In Progress')).toBe('in-progress');
    expect(normaliseStatus('inprogress')).toBe('in-progress');
    expect(normaliseStatus('in-progress')).toBe('in-progress');
    expect(normaliseStatus('ON-HOLD')).toBe('on-hold');
    expect(normaliseStatus('on hold')).toBe('on-hold');
    expect(normaliseStatus('solved')).toBe('resolved');
    expect(normaliseStatus('Closed')).toBe('closed');
    expect(normaliseStatus('whatever')).toBeNull();
  });
  it('allows reviews only when resolved or closed', () => {
    expect(isReviewable('Resolved')).toBe(true);
    expect(isReviewable('closed')).toBe(true);
    expect(isReviewable('in-progress')).toBe(false);
  });
  it('has the transitions of DECISIONS.md', () => {
    expect(STATUS_TRANSITIONS.new).toEqual(['in-progress', 'on-hold', 'closed']);
    expect(STATUS_TRANSITIONS.resolved).toEqual(['closed', 'in-progress']);
    expect(STATUS_TRANSITIONS.closed).toEqual([]);
  });
});

describe('report data', () => {
  it('takes form strings as booleans and numbers', () => {
    const parsed = incidentDataSchema.parse({ incidentTypeId: '3', isDraft: 'true', latitude: '7.1', stationId: '' });
    expect(parsed).toMatchObject({ incidentTypeId: 3, isDraft: true, latitude: 7.1, stationId: null });
  });
  it('refuses wrong types and out-of-range coordinates', () => {
    expect(incidentDataSchema.safeParse({ incidentTypeId: 'Theft' }).success).toBe(false);
    expect(incidentDataSchema.safeParse({ latitude: 95 }).success).toBe(false);
    expect(incidentDataSchema.safeParse({ channel: 'sms' }).success).toBe(false);
  });
});

describe('the rules of each way of sending a report', () => {
  const messageOf = (mode: ReportMode, fields: ReportFields) => {
    const result = REPORT_SCHEMAS[mode].safeParse(fields);
    return result.success ? null : reportProblemMessage(result.error.issues);
  };
  const full = { incidentTypeId: 1, description: 'My bag was taken at the market.', address: '12 Oke-Ilewo Road' };

  it('gives the required-fields message of section 5 for a direct report', () => {
    expect(messageOf('signed-in', { ...full, description: ' ', address: '' })).toBe(REPORT_MESSAGES.requiredSignedIn);
    expect(messageOf('anonymous', { incidentTypeId: null, description: full.description })).toBe(
      REPORT_MESSAGES.requiredAnonymous,
    );
    expect(messageOf('signed-in', { ...full, incidentTypeId: null, address: 'Ota' })).toBe(
      [REPORT_MESSAGES.requiredSignedIn, REPORT_MESSAGES.addressTooShort].join(', '),
    );
    expect(messageOf('signed-in', full)).toBeNull();
    expect(messageOf('anonymous', { incidentTypeId: 1, description: full.description })).toBeNull();
  });
  it('applies the 10- and 5-character minimums to every report that reaches the police', () => {
    const short = { ...full, description: 'Stolen', address: 'Ogun' };
    const both = [REPORT_MESSAGES.descriptionTooShort, REPORT_MESSAGES.addressTooShort].join(', ');
    expect(messageOf('signed-in', short)).toBe(both);
    expect(messageOf('draft-submit', short)).toBe(both);
    expect(messageOf('anonymous', { incidentTypeId: 1, description: 'Stolen' })).toBe(
      REPORT_MESSAGES.descriptionTooShort,
    );
  });
  it('lists each unmet rule of a submitted draft, and needs only the type to save one', () => {
    expect(messageOf('draft-submit', { incidentTypeId: null, description: '', address: 'Ogun' })).toBe(
      [REPORT_MESSAGES.incidentTypeRequired, REPORT_MESSAGES.descriptionRequired, REPORT_MESSAGES.addressTooShort].join(
        ', ',
      ),
    );
    expect(messageOf('draft-save', { incidentTypeId: 1, description: '' })).toBeNull();
    expect(messageOf('draft-save', { incidentTypeId: null })).toBe(REPORT_MESSAGES.incidentTypeRequired);
  });
});
