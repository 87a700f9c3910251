import type { ReportFieldValues } from '../components/report-fields';

/** The report form's fields kept in its local draft: all but the files. */
export type ReportDraftFields = ReportFieldValues & { description: string };

/** The draft's part of the form's values. */
export function draftFields<T extends ReportDraftFields & { files: File[] }>({
  files: _files,
  ...fields
}: T): Omit<T, 'files'> {
  return fields;
}

/** Something typed or chosen by the person; the address found by location alone is not a report yet. */
export function worthKeeping(fields: ReportDraftFields): boolean {
  return (
    fields.description.trim() !== '' ||
    fields.incidentTypeId !== null ||
    (!fields.address.useLocation && fields.address.address.trim() !== '')
  );
}

const isNumberOrNull = (value: unknown): value is number | null => value === null || typeof value === 'number';

/** A stored draft as the form's fields, or null when it does not have their shape (an older version's, damaged). */
export function readDraftFields(stored: unknown): ReportDraftFields | null {
  const fields = stored as Partial<ReportDraftFields> | null;
  const address = fields?.address;
  const point = address?.point;
  const valid =
    typeof fields?.description === 'string' &&
    isNumberOrNull(fields.incidentTypeId) &&
    isNumberOrNull(fields.stationId) &&
    typeof fields.hideIdentity === 'boolean' &&
    typeof address?.address === 'string' &&
    typeof address.useLocation === 'boolean' &&
    (address.lga === null || typeof address.lga === 'string') &&
    (point === null || (typeof point?.latitude === 'number' && typeof point.longitude === 'number'));
  if (!valid) return null;
  const { incidentTypeId, stationId, hideIdentity, description } = fields as ReportDraftFields;
  // Only the known fields, so nothing else stored under the key reaches the form.
  return {
    incidentTypeId,
    stationId,
    hideIdentity,
    description,
    address: { address: address.address, useLocation: address.useLocation, point, lga: address.lga },
  };
}
