import { describe, expect, it } from 'vitest';
import { COMMUNITY_MESSAGES } from '@safeogun/contract/community';
import {
  alertFormSchema,
  alertState,
  localMinute,
  localToIso,
  missingLgas,
  placesOf,
  plural,
  pollFormSchema,
  sharesOf,
  tipFormSchema,
} from './forms';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('local times', () => {
  it('gives a datetime-local value to the minute and reads it back as the same moment in UTC', () => {
    const now = Date.parse('2026-11-20T09:30:45Z');
    const local = localMinute(60, now);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(localToIso(local)).toBe('2026-11-20T10:30:00.000Z');
    expect(localToIso('')).toBe('');
    expect(localToIso('not a time')).toBe('not a time');
  });
});

describe('the alert form', () => {
  const valid = {
    title: 'Robbery near Sagamu interchange',
    body: 'Avoid the interchange after 9 pm.',
    severity: 'danger',
    lgas: ['sagamu'],
    expiresAt: localMinute(60),
    notify: true,
  };

  it("sends the contract's alert: LGA names as the state spells them, the expiry in ISO 8601", () => {
    const parsed = alertFormSchema.parse(valid);
    expect(parsed.lgas).toEqual(['Sagamu']);
    expect(parsed.expiresAt).toBe(new Date(valid.expiresAt).toISOString());
    expect(parsed.notify).toBe(true);
  });

  it('refuses an expiry in the past or none, with the sentences the server would use', () => {
    expect(issues(alertFormSchema.safeParse({ ...valid, expiresAt: localMinute(-5) }))).toEqual([
      ['expiresAt', COMMUNITY_MESSAGES.expiresInPast],
    ]);
    expect(issues(alertFormSchema.safeParse({ ...valid, expiresAt: '' }))).toContainEqual([
      'expiresAt',
      'Choose when the alert expires.',
    ]);
    expect(issues(alertFormSchema.safeParse({ ...valid, title: ' ', severity: 'panic' }))).toEqual([
      ['title', 'A title is required.'],
      ['severity', 'The severity must be info, warning or danger.'],
    ]);
    expect(issues(alertFormSchema.safeParse({ ...valid, lgas: ['Atlantis'] }))).toEqual([
      ['lgas.0', 'Atlantis is not an LGA of Ogun State.'],
    ]);
  });

  it('asks an area commander for LGAs; State HQ and administrators may address the whole state', () => {
    expect(missingLgas(false, [])).toBe(true);
    expect(missingLgas(undefined, [])).toBe(true);
    expect(missingLgas(false, ['Odeda'])).toBe(false);
    expect(missingLgas(true, [])).toBe(false);
    expect(placesOf([])).toBe('Whole state');
    expect(placesOf(['Ipokia', 'Sagamu'])).toBe('Ipokia, Sagamu');
  });
});

describe('the poll form', () => {
  const valid = {
    question: 'Should patrols start earlier?',
    options: ['Yes', 'No'],
    lgas: [],
    closesAt: localMinute(60),
  };

  it('takes two to six different options', () => {
    expect(pollFormSchema.parse(valid).options).toEqual(['Yes', 'No']);
    expect(issues(pollFormSchema.safeParse({ ...valid, options: ['Yes'] }))).toEqual([
      ['options', 'Give between 2 and 6 options.'],
    ]);
    expect(issues(pollFormSchema.safeParse({ ...valid, options: ['Yes', 'yes'] }))).toEqual([
      ['options', 'Each option must be different.'],
    ]);
    expect(issues(pollFormSchema.safeParse({ ...valid, options: ['Yes', ''] }))).toEqual([
      ['options.1', 'An option is required.'],
    ]);
    expect(issues(pollFormSchema.safeParse({ ...valid, closesAt: localMinute(-1) }))).toEqual([
      ['closesAt', COMMUNITY_MESSAGES.closesInPast],
    ]);
  });
});

describe('the tip form', () => {
  it('needs numbered steps, and an image only as an https:// address or a path on this site', () => {
    const tip = { topic: 'children', title: 'School runs', summary: 'Agree a pick-up word.', steps: ['Agree it.'] };
    expect(tipFormSchema.parse({ ...tip, imageUrl: '' }).imageUrl).toBeNull();
    expect(tipFormSchema.parse({ ...tip, imageUrl: '/news/school.jpg' }).imageUrl).toBe('/news/school.jpg');
    expect(issues(tipFormSchema.safeParse({ ...tip, imageUrl: 'http://example.com/a.jpg' }))).toEqual([
      ['imageUrl', 'The image must be an https:// address or a path on this site.'],
    ]);
    expect(issues(tipFormSchema.safeParse({ ...tip, steps: [] }))).toEqual([['steps', 'Give at least one step.']]);
    expect(issues(tipFormSchema.safeParse({ ...tip, steps: ['One', ' '] }))).toEqual([
      ['steps.1', 'A step is required.'],
    ]);
  });
});

describe('alerts and results as the console shows them', () => {
  const now = Date.parse('2026-11-20T09:00:00Z');
  it('tells active, expired and withdrawn alerts apart', () => {
    expect(alertState({ withdrawnAt: null, expiresAt: '2026-11-20T10:00:00Z' }, now)).toBe('active');
    expect(alertState({ withdrawnAt: null, expiresAt: '2026-11-20T09:00:00Z' }, now)).toBe('expired');
    expect(alertState({ withdrawnAt: '2026-11-20T08:00:00Z', expiresAt: '2026-11-21T09:00:00Z' }, now)).toBe(
      'withdrawn',
    );
  });

  it('words counts and shares', () => {
    expect(plural(1, 'person', 'people')).toBe('1 person');
    expect(plural(1200, 'person', 'people')).toBe('1,200 people');
    expect(sharesOf([1, 2, 1])).toEqual([25, 50, 25]);
    expect(sharesOf([0, 0])).toEqual([0, 0]);
  });
});
