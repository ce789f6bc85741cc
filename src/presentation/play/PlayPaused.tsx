import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** PS-04: in place of the play buttons during a break (the break banner above says until when). */
export const PlayPaused = () => {
  const { t } = useTranslation('play');
  return (
    <div className="break-note" data-testid="play-paused">
      <p>{t('play.pausedForBreak')}</p>
      <Link to="/safer-gambling">{t('play.seeBreak')}</Link>
    </div>
  );
};
