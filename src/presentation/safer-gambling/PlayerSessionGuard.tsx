import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { filter } from 'rxjs';
import type { AnchoredSummary } from '../../application/safer-gambling/player-session-service';
import { useLanguageService } from '../i18n/hooks';
import { useSessionService } from '../session/hooks';
import { useNoticeService } from '../shared/hooks';
import { RequireContext } from '../shared/RequireContext';
import { useObservable } from '../shared/use-observable';
import { RealityCheckDialog } from './RealityCheckDialog';
import { usePlayerSessionService } from './session-hooks';
import { loginDate } from './session-words';
import './session.css';

/**
 * Mounted by the shell from a player's first login on (and kept after logout, to say goodbye):
 * the notices after login and logout (SG-11, SG-16), the reality check (SG-07) and the end of the
 * session at the session-time limit (SG-13).
 */
const Guard = () => {
  useTranslation('saferGambling');
  const service = usePlayerSessionService();
  const session = useSessionService();
  const notices = useNoticeService();
  const language = useLanguageService();

  useEffect(() => {
    const greetings = service.summary$.pipe(filter((anchored): anchored is AnchoredSummary => anchored !== null)).subscribe((anchored) => {
      const greeting = service.greetingFor(anchored);
      if (greeting === null) return;
      const previous = greeting.previousLoginAt;
      // Long enough to read the regulator's words, and for as long as the pointer or the focus is on them.
      notices.show(
        previous === null
          ? { kind: 'info', key: 'playerSession.firstLogin', lasts: 'long' }
          : { kind: 'info', key: 'playerSession.previousLogin', params: { date: loginDate(previous, language.current()) }, lasts: 'long' },
      );
      if (greeting.message !== null) notices.show({ kind: 'info', key: 'playerSession.jurisdictionMessage', text: greeting.message, lasts: 'long' });
    });
    const ends = service.sessionTimeEnded$.subscribe((ended) => service.endForSessionTime(ended));
    const events = session.events$.subscribe((event) => {
      if (event.type === 'expired' && event.reason === 'SESSION_TIME_LIMIT') notices.show({ kind: 'info', key: 'playerSession.timeLimitReached', lasts: 'until-dismissed' });
      if (event.type === 'loggedOut') {
        const message = service.logoutMessage();
        if (message !== null) notices.show({ kind: 'info', key: 'playerSession.jurisdictionMessage', text: message, lasts: 'long' });
      }
    });
    return () => {
      greetings.unsubscribe();
      ends.unsubscribe();
      events.unsubscribe();
    };
  }, [service, session, notices, language]);

  const prompt = useObservable(service.realityCheck$, null);
  const anchored = useObservable(service.summary$, null);
  const onContinue = useCallback(() => {
    if (anchored !== null) service.continuePlaying(anchored);
  }, [service, anchored]);
  const onStop = useCallback(() => void service.stopPlaying(), [service]);
  return prompt === null ? null : <RealityCheckDialog prompt={prompt} onContinue={onContinue} onStop={onStop} />;
};

export const PlayerSessionGuard = () => (
  <RequireContext context="safer-gambling">
    <Guard />
  </RequireContext>
);
