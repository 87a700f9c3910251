import { describe, expect, it } from 'vitest';
import { STATUS_TRANSITIONS, incidentDataSchema, isReviewable, normaliseStatus } from './incidents';

describe('incident statuses', () => {
  it('reads every spelling of the specification', () => {
    expect(normaliseStatus('In Progress')).toBe('in-progress');
    expect(normaliseStatus('inprogress')).toBe('in-progress');
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
