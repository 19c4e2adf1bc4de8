import { useState } from 'react';

/**
 * State kept for the browser tab (sessionStorage): a reload keeps it, another tab or a new visit does
 * not. For the steps of a flow that a reload must not throw away.
 */
export function useTabState<T>(key: string, initial: T): [T, (value: T | null) => void] {
  const [value, setValue] = useState<T>(() => {
    try {
      const stored = sessionStorage.getItem(key);
      return stored === null ? initial : (JSON.parse(stored) as T);
    } catch {
      return initial;
    }
  });
  const set = (next: T | null) => {
    if (next === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(next));
    setValue(next ?? initial);
  };
  return [value, set];
}
