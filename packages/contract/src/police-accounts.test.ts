import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from './messages';
import {
  POLICE_ACCOUNT_MESSAGES,
  acceptInvitationFormSchema,
  describePosting,
  invitationBodySchema,
} from './police-accounts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('police accounts contract', () => {
  it('asks each role for its own posting and nothing else', () => {
    const email = 'New.Officer@Police.example';
    expect(invitationBodySchema.parse({ email, role: 'officer', stationId: 4 })).toEqual({
      email: 'new.officer@police.example',
      role: 'officer',
      stationId: 4,
      areaCommandId: null,
    });
    expect(invitationBodySchema.parse({ email, role: 'hq' })).toMatchObject({ stationId: null, areaCommandId: null });
    expect(issues(invitationBodySchema.safeParse({ email, role: 'officer' }))).toEqual([
      ['stationId', POLICE_ACCOUNT_MESSAGES.stationRequired],
    ]);
    expect(issues(invitationBodySchema.safeParse({ email, role: 'area_commander', stationId: 4 }))).toEqual([
      ['stationId', POLICE_ACCOUNT_MESSAGES.stationOnlyForOfficers],
      ['areaCommandId', POLICE_ACCOUNT_MESSAGES.areaCommandRequired],
    ]);
    expect(issues(invitationBodySchema.safeParse({ email, role: 'admin', areaCommandId: 2 }))).toEqual([
      ['areaCommandId', POLICE_ACCOUNT_MESSAGES.areaCommandOnlyForCommanders],
    ]);
  });

  it('the accept form: the sign-up phone and password rules, and a matching confirmation', () => {
    const form = {
      fullName: 'Folake Adeyemi',
      phoneNumber: '0803 555 1234',
      password: 'Ibara#7x',
      confirmPassword: 'Ibara#7x',
    };
    expect(acceptInvitationFormSchema.parse(form)).toMatchObject({ phoneNumber: '+2348035551234' });
    expect(issues(acceptInvitationFormSchema.safeParse({ ...form, confirmPassword: 'other' }))).toEqual([
      ['confirmPassword', VALIDATION_MESSAGES.passwordsMismatch],
    ]);
    expect(
      issues(acceptInvitationFormSchema.safeParse({ ...form, password: 'weak', confirmPassword: 'weak' })),
    ).toEqual([['password', VALIDATION_MESSAGES.passwordRequirements]]);
  });

  it('says where an account is posted', () => {
    const station = { id: 1, formation: 'Ibara Division' };
    const areaCommand = { id: 2, name: 'Egba Area Command' };
    expect(describePosting({ role: 'officer', station, areaCommand: null })).toBe('Ibara Division');
    expect(describePosting({ role: 'area_commander', station: null, areaCommand })).toBe('Egba Area Command');
    expect(describePosting({ role: 'hq', station: null, areaCommand: null })).toBe('Whole state');
    expect(describePosting({ role: 'officer', station: null, areaCommand: null })).toBe('No station');
  });
});
