import { describe, expect, it } from 'vitest';
import { INCIDENT_STATUS_TRANSITIONS, LGA_NAMES, lgaKey, normaliseIncidentStatus, RELATIONSHIPS } from './reference';

describe('reference data', () => {
  it('has the 20 Ogun LGAs with distinct keys', () => {
    expect(LGA_NAMES).toHaveLength(20);
    expect(new Set(LGA_NAMES.map(lgaKey)).size).toBe(20);
  });

  it('matches LGA keys ignoring spaces, hyphens, slashes and case', () => {
    expect(lgaKey('Ado-Odo/Ota')).toBe(lgaKey('ADO ODO OTA'));
    expect(lgaKey('Ijebu North East')).toBe('ijebunortheast');
    expect(lgaKey('Imeko-Afon')).toBe(lgaKey('imeko afon'));
  });

  it('reads every status spelling of the specification into the stored form', () => {
    expect(normaliseIncidentStatus('In Progress')).toBe('in-progress');
    expect(normaliseIncidentStatus('inprogress')).toBe('in-progress');
    expect(normaliseIncidentStatus('on hold')).toBe('on-hold');
    expect(normaliseIncidentStatus('solved')).toBe('resolved');
    expect(normaliseIncidentStatus('Closed')).toBe('closed');
    expect(normaliseIncidentStatus('archived')).toBeNull();
  });

  it('closes no door: every status but closed can move on, closed is final', () => {
    expect(INCIDENT_STATUS_TRANSITIONS.closed).toEqual([]);
    expect(INCIDENT_STATUS_TRANSITIONS.resolved).toContain('in-progress');
    expect(INCIDENT_STATUS_TRANSITIONS.new).not.toContain('resolved');
  });

  it('has the 18 relationships of the specification', () => {
    expect(RELATIONSHIPS).toHaveLength(18);
  });
});
