import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealityCheckPrompt } from '../../application/safer-gambling/player-session-service';
import { useLanguage } from '../i18n/hooks';
import { netPositionSentence, playedWords } from './session-words';

interface RealityCheckDialogProps {
  readonly prompt: RealityCheckPrompt;
  readonly onContinue: () => void;
  readonly onStop: () => void;
}

/**
 * SG-07: a modal dialog (the browser's own `showModal`, which keeps focus inside it and the page
 * behind inert), announced as an alert dialog; Escape continues; focus goes back where it was.
 */
export const RealityCheckDialog = ({ prompt, onContinue, onStop }: RealityCheckDialogProps) => {
  const { t } = useTranslation('saferGambling');
  const language = useLanguage();
  const dialog = useRef<HTMLDialogElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  // Opened once per check: a new handler (the summary was read again) must not reopen it and move focus.
  const continuing = useRef(onContinue);
  continuing.current = onContinue;

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === 'function' && !element.open) element.showModal();
    else element.setAttribute('open', '');
    continueButton.current?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      continuing.current();
    };
    element.addEventListener('cancel', onCancel);
    return () => {
      element.removeEventListener('cancel', onCancel);
      if (typeof element.close === 'function' && element.open) element.close();
      if (before?.isConnected) before.focus();
    };
  }, []);

  const { hours, minutes } = playedWords(prompt.playedMs);
  return (
    <dialog ref={dialog} className="reality-check" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
      <h2 id={titleId} className="reality-check__title">
        {t('playerSession.realityCheckTitle')}
      </h2>
      <div id={textId}>
        <p>{t('playerSession.realityCheckPlayed', { hours, minutes })}</p>
        <p>{netPositionSentence(prompt.netPosition, language, t)}</p>
      </div>
      <div className="reality-check__actions">
        <button ref={continueButton} type="button" className="button button--primary" onClick={onContinue}>
          {t('playerSession.continuePlaying')}
        </button>
        <button type="button" className="button button--secondary" onClick={onStop}>
          {t('playerSession.stopPlaying')}
        </button>
      </div>
    </dialog>
  );
};
