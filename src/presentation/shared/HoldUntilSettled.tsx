import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

/** The longest a page holds its content back for a part that has not said whether it shows anything. */
export const HOLD_MAX_MS = 3_000;

const SettleContext = createContext<((part: string) => void) | null>(null);

/**
 * Shows `placeholder` until each of `parts` has said whether it adds anything (`useSettled`), then the
 * content at once: banners and alerts that arrive one by one above the rest would move it under the
 * player's eyes (CLS). The content renders meanwhile, hidden, so its parts load; a part that never
 * settles (its context or call failed) holds it back `HOLD_MAX_MS` at most.
 */
export const HoldUntilSettled = ({ parts, placeholder, children }: { readonly parts: readonly string[]; readonly placeholder: ReactNode; readonly children: ReactNode }) => {
  const [waitingFor, setWaitingFor] = useState<ReadonlySet<string>>(() => new Set(parts));
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), HOLD_MAX_MS);
    return () => clearTimeout(timer);
  }, []);
  const settle = useCallback(
    (part: string) => setWaitingFor((waiting) => (waiting.has(part) ? new Set([...waiting].filter((name) => name !== part)) : waiting)),
    [],
  );
  const held = waitingFor.size > 0 && !timedOut;
  return (
    <SettleContext.Provider value={settle}>
      {held ? placeholder : null}
      <div hidden={held}>
        {children}
      </div>
    </SettleContext.Provider>
  );
};

/** Tells the enclosing `HoldUntilSettled`, if any, that `part` knows what it shows; once said, it stays said. */
export const useSettled = (part: string, settled: boolean): void => {
  const settle = useContext(SettleContext);
  useEffect(() => {
    if (settled) settle?.(part);
  }, [settle, part, settled]);
};

/** A part that is settled as soon as it is drawn (what it shows is already known). */
export const Settled = ({ part }: { readonly part: string }) => {
  useSettled(part, true);
  return null;
};
