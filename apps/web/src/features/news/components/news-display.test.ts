import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { excerpt, publishedDate, tagClasses } from './news-display';

describe('news display', () => {
  it('uses the subtitle, else the plain body, cut at 100 characters with an ellipsis', () => {
    expect(excerpt('Short subtitle', '# Body')).toBe('Short subtitle');
    expect(excerpt(null, '## Heading\n\n**Bold** [link](https://x.y) text')).toBe('Heading Bold link text');
    const long = excerpt(null, 'a'.repeat(150));
    expect(long).toBe(`${'a'.repeat(100)}...`);
  });
  it('colours known tags and greys the rest', () => {
    expect(tagClasses('#Kidnapping')).toContain('orange');
    expect(tagClasses('security')).toContain('green');
    expect(tagClasses('demo')).toContain('slate');
  });
  it("shows the publication date in the short form, in the reader's language, and nothing without one", () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(publishedDate(english, '2024-01-05T10:00:00Z')).toBe('Jan 5, 2024');
    expect(publishedDate(english, null)).toBe('');
    expect(publishedDate(english, 'not a date')).toBe('');
    const yoruba = setupI18n({ locale: 'yo', messages: { yo: {} } });
    expect(publishedDate(yoruba, '2024-11-30T10:00:00Z')).toBe('30 Oṣù Bélú 2024');
  });
});
