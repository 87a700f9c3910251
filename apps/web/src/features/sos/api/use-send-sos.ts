import { useMutation } from '@tanstack/react-query';
import type { SosCreated, SosData } from '@safeogun/contract/sos';
import { authApi } from '../../../lib/api-client';

export interface SendSosInput {
  data: SosData;
  audio: { blob: Blob; extension: string } | null;
  /** The same key for every retry of one alert, so a retry after a lost answer stores it once. */
  idempotencyKey: string;
}

/** POST /sos/new (multipart: `data` JSON, optional `audio` named emergency-audio.<ext>). */
export function useSendSos() {
  return useMutation({
    mutationFn: ({ data, audio, idempotencyKey }: SendSosInput) => {
      const form = new FormData();
      form.append('data', JSON.stringify(data));
      if (audio) form.append('audio', audio.blob, `emergency-audio.${audio.extension}`);
      return authApi.request<SosCreated>('/sos/new', {
        method: 'POST',
        body: form,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    },
  });
}
