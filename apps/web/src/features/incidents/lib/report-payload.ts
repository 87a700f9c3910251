import { CHANNEL_WEB } from '@safeogun/contract/constants';
import type { IncidentData } from '@safeogun/contract/incidents';
import { uploadBody, type UploadFile } from '../../../lib/api-client';

/** The `data` part of section 3 (typed by the contract; channel and isLocationHidden are set here) plus the files. */
export type ReportPayload = Omit<IncidentData, 'channel' | 'isLocationHidden' | 'keepImages'> & {
  images: File[];
  video: File | null;
};

/** The multipart `data` part of a report (also what the outbox keeps). */
export function reportData(payload: ReportPayload): Record<string, unknown> {
  const { images: _images, video: _video, ...rest } = payload;
  const data: Record<string, unknown> = {
    ...rest,
    isLocationHidden: false,
    channel: CHANNEL_WEB,
  };
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
  return data;
}

/** A report's files as multipart fields, in the order they are sent (also what the outbox keeps). */
export function reportFiles(payload: ReportPayload): UploadFile[] {
  const files = [...payload.images.map((file) => ({ field: 'images', file }))];
  if (payload.video) files.push({ field: 'video', file: payload.video });
  return files.map(({ field, file }) => ({ field, name: file.name, blob: file }));
}

/** A report's request body: multipart with its photos and video, JSON without (`uploadBody`). */
export function reportBody(payload: ReportPayload) {
  return uploadBody(reportData(payload), reportFiles(payload));
}

/** One key per submission attempt of a form, kept across retries of that attempt. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

type AddressInput = { address: string; point: { latitude: number; longitude: number } | null };

/** The address part of a signed-in report's payload: the typed address and the point it was placed at, if any. */
export function addressPayload(address: AddressInput) {
  return {
    address: address.address.trim(),
    latitude: address.point?.latitude ?? null,
    longitude: address.point?.longitude ?? null,
  };
}

/** What every signed-in submission (not a draft save) sends from the fields the forms share. */
export function submittedReportFields(values: {
  incidentTypeId: number | null;
  address: AddressInput;
  description: string;
  hideIdentity: boolean;
}) {
  return {
    incidentTypeId: values.incidentTypeId,
    isDraft: false,
    ...addressPayload(values.address),
    description: values.description.trim(),
    isIdentityHidden: values.hideIdentity,
    isAnonymous: false,
  };
}
