import { describe, expect, it } from 'vitest';
import { mayBeMetered } from './metered-connection';

describe('mayBeMetered', () => {
  it('is true with data saver on, on a cellular connection, or on a slow one', () => {
    expect(mayBeMetered({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(mayBeMetered({ type: 'cellular', effectiveType: '4g' })).toBe(true);
    expect(mayBeMetered({ effectiveType: '3g' })).toBe(true);
    expect(mayBeMetered({ effectiveType: 'slow-2g' })).toBe(true);
  });

  it('is false on a fast connection that is not cellular', () => {
    expect(mayBeMetered({ type: 'wifi', effectiveType: '4g', saveData: false })).toBe(false);
    expect(mayBeMetered({ effectiveType: '4g' })).toBe(false);
  });

  it('is true where the browser does not say', () => {
    expect(mayBeMetered(undefined)).toBe(true);
  });
});
