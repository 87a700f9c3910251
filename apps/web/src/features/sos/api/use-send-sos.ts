import { useMutation } from '@tanstack/react-query';
import type { SosCreated, SosData } from '@safeogun/contract/sos';
import { authApi } from '../../../lib/api-client';

export interface SendSosInput {
  data: SosData;
  audio: { blob: Blob; extension: string } | null;
  /** The same key for every retry of one alert, so a retry after a lost answer stores it once. */
  idempotencyKey: string;
}

/**
 * POST /sos/new: multipart (`data` JSON, `audio` named emergency-audio.<ext>) with a voice note, a JSON `{ data }`
 * without one (the server reads both alike, as for reports).
 */
export function useSendSos() {
  return useMutation({
    mutationFn: ({ data, audio, idempotencyKey }: SendSosInput) => {
      let body: FormData | { data: SosData } = { data };
      if (audio) {
        body = new FormData();
        body.append('data', JSON.stringify(data));
        body.append('audio', audio.blob, `emergency-audio.${audio.extension}`);
      }
      return authApi.request<SosCreated>('/sos/new', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    },
  });
}
