/**
 * Evidence on its way in: each file checked by its bytes (png, jpeg, gif; mp4), stripped of location and device
 * metadata when the reporter is hidden, and given its storage key and row.
 */
import { randomUUID } from 'node:crypto';
import { REPORT_MESSAGES } from '@safeogun/contract/messages';
import { badRequest } from '../../lib/errors';
import type { FileToStore } from '../../lib/idempotent-write';
import type { Storage } from '../../plugins/storage';
import {
  CONTENT_TYPES,
  EXTENSIONS,
  UnreadableImageError,
  sha256,
  sniff,
  stripMetadata,
  type EvidenceType,
} from './evidence';
import type { IncidentFileRow } from './incidents.repository';

export interface PreparedFile {
  id: string;
  kind: 'image' | 'video';
  type: EvidenceType;
  bytes: Buffer;
  sha256: string;
  metadataStripped: boolean;
}

export function prepareFiles(files: { images: Buffer[]; videos: Buffer[] }, strip: boolean): PreparedFile[] {
  const out: PreparedFile[] = [];
  for (const bytes of files.images) {
    const type = sniff(bytes);
    if (type !== 'png' && type !== 'jpeg' && type !== 'gif') throw badRequest(REPORT_MESSAGES.fileTypeNotAllowed);
    out.push(prepared('image', type, bytes, strip));
  }
  for (const bytes of files.videos) {
    if (sniff(bytes) !== 'mp4') throw badRequest(REPORT_MESSAGES.fileTypeNotAllowed);
    out.push(prepared('video', 'mp4', bytes, strip));
  }
  return out;
}

function prepared(kind: 'image' | 'video', type: EvidenceType, input: Buffer, strip: boolean): PreparedFile {
  let bytes = input;
  if (strip) {
    try {
      bytes = stripMetadata(type, input);
    } catch (error) {
      if (error instanceof UnreadableImageError)
        throw badRequest(`The ${kind === 'video' ? 'video' : 'image'} could not be read. Please choose another file.`);
      throw error;
    }
  }
  return { id: randomUUID(), kind, type, bytes, sha256: sha256(bytes), metadataStripped: strip };
}

/** Stored files kept on a draft whose reporter now hides their identity, stripped and given new ids and keys. */
export async function restripped(
  storage: Storage,
  kept: IncidentFileRow[],
): Promise<{ old: IncidentFileRow; file: PreparedFile }[]> {
  const out: { old: IncidentFileRow; file: PreparedFile }[] = [];
  for (const f of kept.filter((k) => !k.metadataStripped)) {
    const opened = await storage.open(f.storageKey);
    if (!opened) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const type = sniff(bytes);
    if (!type) continue;
    out.push({ old: f, file: prepared(type === 'mp4' ? 'video' : 'image', type, bytes, true) });
  }
  return out;
}

const storageKey = (incidentId: string, file: PreparedFile) =>
  `incidents/${incidentId}/${file.id}.${EXTENSIONS[file.type]}`;

export const filesToStore = (incidentId: string, files: PreparedFile[]): FileToStore[] =>
  files.map((f) => ({ key: storageKey(incidentId, f), bytes: f.bytes }));

export function fileRows(incidentId: string, files: PreparedFile[]) {
  return files.map((f) => ({
    id: f.id,
    incidentId,
    kind: f.kind,
    storageKey: storageKey(incidentId, f),
    contentType: CONTENT_TYPES[f.type],
    sizeBytes: f.bytes.length,
    sha256: f.sha256,
    metadataStripped: f.metadataStripped,
  }));
}
