import { useCallback, useState } from 'react';

/** Whether a call started from this component is running, and a way to run one (a button stays disabled meanwhile). */
export const useBusy = (): [boolean, <T>(call: () => Promise<T>) => Promise<T>] => {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T,>(call: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await call();
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, run];
};
