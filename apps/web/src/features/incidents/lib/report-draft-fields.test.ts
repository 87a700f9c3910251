import { describe, expect, it } from 'vitest';
import { draftFields, readDraftFields, worthKeeping, type ReportDraftFields } from './report-draft-fields';

const empty: ReportDraftFields = {
  incidentTypeId: null,
  address: { address: 'Abeokuta South, Ogun State', useLocation: true, point: null, lga: 'Abeokuta South' },
  stationId: null,
  description: '',
  hideIdentity: false,
};

describe("the report form's draft fields", () => {
  it('are worth keeping once something is typed or chosen, not for an address found by location alone', () => {
    expect(worthKeeping(empty)).toBe(false);
    expect(worthKeeping({ ...empty, description: '   ' })).toBe(false);
    expect(worthKeeping({ ...empty, description: 'Two men' })).toBe(true);
    expect(worthKeeping({ ...empty, incidentTypeId: 3 })).toBe(true);
    expect(worthKeeping({ ...empty, address: { ...empty.address, useLocation: false } })).toBe(true);
  });

  it('leave the files out', () => {
    const files = [new File(['x'], 'a.jpg')];
    expect(draftFields({ ...empty, files })).toEqual(empty);
  });

  it('read back a stored draft with only the known fields, and refuse one of another shape', () => {
    const stored = {
      ...empty,
      description: 'Two men took my phone',
      address: { ...empty.address, point: { latitude: 7.1, longitude: 3.3 } },
      extra: 'ignored',
    };
    const { extra: _extra, ...expected } = stored;
    expect(readDraftFields(stored)).toEqual(expected);
    expect(readDraftFields(null)).toBeNull();
    expect(readDraftFields({ ...empty, description: 5 })).toBeNull();
    expect(readDraftFields({ ...empty, address: { address: 'x' } })).toBeNull();
    expect(readDraftFields({ ...empty, address: { ...empty.address, point: { latitude: '7' } } })).toBeNull();
  });
});
