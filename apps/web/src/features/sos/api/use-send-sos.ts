import { useMutation } from '@tanstack/react-query';
import type { SosCreated, SosData } from '@safeogun/contract/sos';
import { authApi, uploadBody } from '../../../lib/api-client';

export interface SendSosInput {
  data: SosData;
  audio: { blob: Blob; extension: string } | null;
  /** The same key for every retry of one alert, so a retry after a lost answer stores it once. */
  idempotencyKey: string;
}

/** POST /sos/new: multipart with a voice note (`audio`, named emergency-audio.<ext>), JSON without (`uploadBody`). */
export function useSendSos() {
  return useMutation({
    mutationFn: ({ data, audio, idempotencyKey }: SendSosInput) => {
      const files = audio ? [{ field: 'audio', name: `emergency-audio.${audio.extension}`, blob: audio.blob }] : [];
      return authApi.request<SosCreated>('/sos/new', {
        method: 'POST',
        body: uploadBody(data, files),
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    },
  });
}
