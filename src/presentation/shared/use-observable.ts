import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/** The latest value of a stream, subscribed while the component is mounted. */
export const useObservable = <T>(stream$: Observable<T>, initial: T): T => {
  const latest = useRef<{ stream: Observable<T>; value: T }>({ stream: stream$, value: initial });
  if (latest.current.stream !== stream$) latest.current = { stream: stream$, value: initial };
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = stream$.subscribe((value) => {
        if (latest.current.stream === stream$ && Object.is(latest.current.value, value)) return;
        latest.current = { stream: stream$, value };
        onChange();
      });
      return () => subscription.unsubscribe();
    },
    [stream$],
  );
  return useSyncExternalStore(subscribe, () => latest.current.value, () => initial);
};
