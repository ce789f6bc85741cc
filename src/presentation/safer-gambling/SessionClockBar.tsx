import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { clockText } from '../../domain/safer-gambling';
import { useLanguage } from '../i18n/hooks';
import { RequireContext } from '../shared/RequireContext';
import { useObservable } from '../shared/use-observable';
import { usePlayerSessionService } from './session-hooks';
import { playedWords, signedMoney } from './session-words';
import './session.css';

/**
 * SG-08: while a real-money game is open, the time since login (hh:mm:ss, each second) and the net
 * position since login. The ticking text is hidden from screen readers, which read a label in
 * minutes instead; `leave` closes the game when the player stops playing from a reality check.
 */
const Bar = ({ leave }: { readonly leave: () => void }) => {
  const { t } = useTranslation('saferGambling');
  const language = useLanguage();
  const service = usePlayerSessionService();
  const clock$ = useMemo(() => service.clock$(), [service]);
  const clock = useObservable(clock$, null);
  const leaving = useRef(leave);
  leaving.current = leave;
  useEffect(() => service.gameOpened(() => leaving.current()), [service]);
  if (clock === null) return null;
  const { hours, minutes } = playedWords(clock.elapsedMs);
  return (
    <section className="session-clock" aria-label={t('playerSession.barLabel')}>
      <p className="session-clock__item">
        <span className="session-clock__label">{t('playerSession.clockLabel')}</span>{' '}
        <span className="session-clock__value" aria-hidden="true" data-testid="session-clock">
          {clockText(clock.elapsedMs)}
        </span>
        <span className="visually-hidden">{t('playerSession.clockScreenReader', { hours, minutes })}</span>
      </p>
      <p className="session-clock__item">
        <span className="session-clock__label">{t('playerSession.netLabel')}</span>{' '}
        <span className="session-clock__value" data-testid="session-net-position">
          {signedMoney(clock.netPosition, language)}
        </span>
      </p>
    </section>
  );
};

export const SessionClockBar = ({ leave }: { readonly leave: () => void }) => (
  <RequireContext context="safer-gambling">
    <Bar leave={leave} />
  </RequireContext>
);
