/**
 * The emergency numbers and support phone administrators set (GET /contact-numbers), for the footer and /sos. Until
 * they arrive (or when the request fails) the pages show the defaults a new database starts with: an emergency page
 * must always offer a number to dial.
 */
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CONTACT_NUMBERS } from '@safeogun/contract/constants';
import { publicApi } from './api-client';

export type ContactNumbers = typeof DEFAULT_CONTACT_NUMBERS;

/** The one query key: the console's form empties it after a change. */
export const CONTACT_NUMBERS_KEY = ['contact-numbers'] as const;

/** An answer with a support phone and at least one number; anything else (a proxy's page, say) is not used. */
function usable(data: unknown): data is ContactNumbers {
  const d = data as Partial<ContactNumbers> | null;
  return (
    typeof d?.supportPhone === 'string' &&
    Array.isArray(d.emergencyNumbers) &&
    d.emergencyNumbers.length > 0 &&
    d.emergencyNumbers.every((n) => typeof n?.phone === 'string' && typeof n.label === 'string')
  );
}

export function useContactNumbers(): ContactNumbers {
  const query = useQuery({
    queryKey: CONTACT_NUMBERS_KEY,
    queryFn: ({ signal }) => publicApi.get<unknown>('/contact-numbers', { signal }),
    staleTime: 5 * 60_000,
  });
  return usable(query.data) ? query.data : DEFAULT_CONTACT_NUMBERS;
}

/** What a tel: link dials: the digits and a leading +, nothing else. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
