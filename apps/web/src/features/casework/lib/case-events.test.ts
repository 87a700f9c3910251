import { describe, expect, it } from 'vitest';
import type { CaseEvent } from '@safeogun/contract/casework';
import { eventAuthor, eventTitle } from './case-events';

const event = (fields: Partial<CaseEvent>): CaseEvent => ({
  id: 'e1',
  kind: 'note',
  status: null,
  note: 'Text',
  isPublic: true,
  details: null,
  author: null,
  at: '2026-11-23T12:00:00Z',
  ...fields,
});

describe('case history lines', () => {
  it('names the two sides of a conversation with the reporter', () => {
    const officer = { id: 'u1', fullName: 'Officer Ada', role: 'officer' };
    const question = event({ kind: 'message', details: { from: 'police' }, author: officer });
    const answer = event({ kind: 'message', details: { from: 'reporter' } });
    expect([eventTitle(question), eventAuthor(question)]).toEqual(['Message to the reporter', 'Officer Ada · Officer']);
    expect([eventTitle(answer), eventAuthor(answer)]).toEqual(['Message from the reporter', 'The reporter']);
  });

  it('tells an internal note from one the reporter reads, and the system from a person', () => {
    expect(eventTitle(event({ isPublic: false }))).toBe('Internal note');
    expect(eventTitle(event({}))).toBe('Note to the reporter');
    expect(eventAuthor(event({ kind: 'status', status: 'new' }))).toBe('SafeOgun (system)');
  });

  it("says whether a status text reached a USSD or SMS reporter's phone", () => {
    const reached = event({ kind: 'sms-delivery', isPublic: false, details: { delivered: true } });
    const missed = event({ kind: 'sms-delivery', isPublic: false, details: { delivered: false } });
    expect([eventTitle(reached), eventAuthor(reached)]).toEqual([
      "Text reached the reporter's phone",
      'SafeOgun (system)',
    ]);
    expect(eventTitle(missed)).toBe("Text did not reach the reporter's phone");
  });
});
