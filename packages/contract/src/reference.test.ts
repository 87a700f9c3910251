import { describe, expect, it } from 'vitest';
import { LGA_NAMES, lgaKey, RELATIONSHIPS } from './reference';

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

  it('has the 18 relationships of the specification', () => {
    expect(RELATIONSHIPS).toHaveLength(18);
  });
});
