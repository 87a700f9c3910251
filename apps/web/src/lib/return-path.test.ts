import { describe, expect, it } from 'vitest';
import { ROLES, isPoliceRole } from '@safeogun/contract/roles';
import { homePathFor, isPoliceAccount, requestedReturnPath, returnPathAfterLogin } from './return-path';

describe('where a person lands after signing in', () => {
  it('knows a police account exactly as the contract does, for every role', () => {
    for (const role of ROLES) expect(isPoliceAccount(role)).toBe(isPoliceRole(role));
    expect(isPoliceAccount(undefined)).toBe(false);
    expect(homePathFor('officer')).toBe('/console');
    expect(homePathFor('citizen')).toBe('/dashboard');
  });

  it('goes back to an in-app path only, else home', () => {
    expect(returnPathAfterLogin('/console/incidents/1', 'officer')).toBe('/console/incidents/1');
    expect(returnPathAfterLogin('//evil.example', 'officer')).toBe('/console');
    expect(returnPathAfterLogin('https://evil.example', 'citizen')).toBe('/dashboard');
    expect(returnPathAfterLogin('/login?next=/x', 'citizen')).toBe('/dashboard');
    expect(returnPathAfterLogin(null, 'hq')).toBe('/console');
  });

  it('reads the router state first, then ?next=', () => {
    expect(requestedReturnPath({ from: '/reports' }, '?next=/console')).toBe('/reports');
    expect(requestedReturnPath(null, '?next=%2Fconsole%3Fstatus%3Dall')).toBe('/console?status=all');
    expect(requestedReturnPath(undefined, '')).toBeNull();
  });
});
