import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A single-use secret passed in the address (a reset token): read once, then taken out of the address
 * bar and its history entry, so that it is not left in the history, a bookmark or a shared link.
 */
export const useOneTimeParam = (name: string): string | null => {
  const [params, setParams] = useSearchParams();
  const [value] = useState(() => params.get(name));
  useEffect(() => {
    if (!params.has(name)) return;
    const rest = new URLSearchParams(params);
    rest.delete(name);
    setParams(rest, { replace: true });
  }, [name, params, setParams]);
  return value;
};
