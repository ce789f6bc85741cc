import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * PLAY-03: how the play area is shown. `off`: in the page; `browser`: the browser's own full screen
 * (the Fullscreen API); `window`: covering the site's window, where the browser refuses or has no
 * full screen (an embedded browser, a phone's in-app view, a policy).
 */
export type FullScreenMode = 'off' | 'browser' | 'window';

/** The play area's full screen, entered and left by one button; Escape leaves it. */
export const useFullScreen = (target: RefObject<HTMLElement | null>): { readonly mode: FullScreenMode; readonly toggle: () => void } => {
  const [mode, setMode] = useState<FullScreenMode>('off');

  // The browser leaves its full screen itself (Escape, its own controls): the button follows.
  useEffect(() => {
    const changed = () =>
      setMode((current) => {
        if (target.current !== null && document.fullscreenElement === target.current) return 'browser';
        return current === 'browser' ? 'off' : current;
      });
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [target]);

  // Escape leaves the window mode too, as it leaves the browser's.
  useEffect(() => {
    if (mode !== 'window') return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMode('off');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mode]);

  // A game closed (or a page left) in full screen leaves it.
  useEffect(() => {
    const element = target.current;
    return () => {
      if (element !== null && document.fullscreenElement === element) void document.exitFullscreen().catch(() => undefined);
    };
  }, [target]);

  const toggle = useCallback(() => {
    const element = target.current;
    if (element === null) return;
    if (mode !== 'off') {
      if (document.fullscreenElement === element) void document.exitFullscreen().catch(() => undefined);
      setMode('off');
      return;
    }
    if (document.fullscreenEnabled === true && typeof element.requestFullscreen === 'function') {
      element.requestFullscreen().then(
        () => setMode('browser'),
        () => setMode('window'),
      );
      return;
    }
    setMode('window');
  }, [mode, target]);

  return { mode, toggle };
};

/**
 * PLAY-01: the play area ends at the bottom of the window. Its top is measured (what is above it, the
 * site's header and menus, is the content's), its bottom room in CSS (the phone's bottom bar).
 */
export const useFitToWindow = (target: RefObject<HTMLElement | null>): void => {
  useEffect(() => {
    const element = target.current;
    if (element === null) return undefined;
    const fit = () => element.style.setProperty('--play-top', `${Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY))}px`);
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [target]);
};
