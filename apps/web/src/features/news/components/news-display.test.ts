import { describe, expect, it } from 'vitest';
import { excerpt, tagClasses } from './news-display';

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
});
