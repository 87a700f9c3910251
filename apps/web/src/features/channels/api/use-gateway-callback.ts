import { useMutation } from '@tanstack/react-query';
import { API_BASE_PATH } from '@safeogun/contract/constants';

/**
 * POST a callback exactly as Africa's Talking does: form-encoded, the secret in the URL, no session. The USSD answer
 * is text/plain (`CON ...` or `END ...`); the SMS callbacks answer OK.
 */
export function useGatewayCallback(path: '/channels/ussd' | '/channels/sms/inbound') {
  return useMutation({
    mutationFn: async ({ secret, fields }: { secret: string; fields: Record<string, string> }) => {
      const response = await fetch(`${API_BASE_PATH}${path}?secret=${encodeURIComponent(secret)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      const text = await response.text();
      if (!response.ok) {
        let message = `The server answered ${response.status}.`;
        try {
          message = (JSON.parse(text) as { message?: string }).message ?? message;
        } catch {
          // Not JSON: the status says enough.
        }
        throw new Error(message);
      }
      return text;
    },
  });
}
