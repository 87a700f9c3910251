/** The visitor's chosen LGA on the community hub, remembered on this device ('' : not chosen). */
import { useCallback, useState } from 'react';

const KEY = 'safeogun.community.lga';

function stored(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function useChosenLga(): [string, (lga: string) => void] {
  const [lga, setLga] = useState(stored);
  const choose = useCallback((next: string) => {
    setLga(next);
    try {
      if (next) localStorage.setItem(KEY, next);
      else localStorage.removeItem(KEY);
    } catch {
      // Private browsing without storage: the choice lasts for this visit.
    }
  }, []);
  return [lga, choose];
}
