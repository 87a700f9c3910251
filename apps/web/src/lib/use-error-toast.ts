import { useEffect } from 'react';
import { toast } from './toast';

/** Says `message` in an error toast each time `isError` turns true (a query that failed to load, say). */
export function useErrorToast(isError: boolean, message: string) {
  useEffect(() => {
    if (isError) toast.error(message);
  }, [isError, message]);
}
