import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * One query parameter as screen state: its value, and a setter that replaces the history entry
 * (Back leaves the screen instead of stepping through every choice) and keeps the other parameters.
 */
export function useQueryParam(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (value === null) updated.delete(name);
          else updated.set(name, value);
          return updated;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [params.get(name), set];
}
