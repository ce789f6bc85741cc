import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
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

/**
 * The latest value of a stream, each new value rendered as a transition: React may slice that render
 * and let input through, where a store's update (useObservable) renders at once, in one task. For
 * content that arrives on its own and that much of the page shows (the site's menus and sections once
 * the visitor's region is known), never for what answers a player's input or guards a page: a
 * transition keeps showing the last value until its render is ready, suspended parts included.
 */
export const useObservableInTransition = <T>(stream$: Observable<T>, initial: T): T => {
  const [latest, setLatest] = useState<{ stream: Observable<T>; value: T }>({ stream: stream$, value: initial });
  useEffect(() => {
    const subscription = stream$.subscribe((value) => {
      startTransition(() => setLatest((shown) => (shown.stream === stream$ && Object.is(shown.value, value) ? shown : { stream: stream$, value })));
    });
    return () => subscription.unsubscribe();
  }, [stream$]);
  return latest.stream === stream$ ? latest.value : initial;
};
