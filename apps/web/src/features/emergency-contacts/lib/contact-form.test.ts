import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@safeogun/contract/messages';
import { allContactsCompleteSchema, atLeastOneContactCompleteSchema } from './contact-form';
import { emptyRow, type ContactRow } from './contact-row';

const complete: ContactRow = { key: 'a', fullName: 'Bola Sister', phone: '8031234567', relationship: 'Sister' };
const started: ContactRow = { key: 'b', fullName: '', phone: '80312', relationship: '' };

describe('settings: every row complete', () => {
  it('puts the contract messages on the fields of the row that breaks them', () => {
    const result = allContactsCompleteSchema.safeParse({ rows: [complete, started] });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['rows.1.fullName', CONTACT_MESSAGES.fullNameRequired],
      ['rows.1.phone', CONTACT_MESSAGES.phoneTenDigits],
      ['rows.1.relationship', CONTACT_MESSAGES.relationshipRequired],
    ]);
  });

  it('accepts complete rows and keeps the saved id', () => {
    const result = allContactsCompleteSchema.safeParse({ rows: [{ ...complete, id: 'c1' }] });
    expect(result.data?.rows[0]?.id).toBe('c1');
  });
});

describe('contacts page: at least one row complete', () => {
  it('refuses rows none of which is complete, with the page message', () => {
    const result = atLeastOneContactCompleteSchema.safeParse({ rows: [emptyRow(), started] });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['rows'], message: CONTACT_MESSAGES.atLeastOne }),
    ]);
  });

  it('accepts one complete row beside unfinished ones (those are not saved)', () => {
    expect(atLeastOneContactCompleteSchema.safeParse({ rows: [started, complete] }).success).toBe(true);
  });
});
