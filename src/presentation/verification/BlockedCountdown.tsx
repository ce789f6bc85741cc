import { useTranslation } from 'react-i18next';
import { formatCountdown, minutesLeft } from '../../domain/verification';

/**
 * BLK-01: mm:ss to the end of a block. The visible time ticks every second; screen readers hear only
 * whole minutes (a polite region whose text changes once a minute).
 */
export const BlockedCountdown = ({ seconds }: { readonly seconds: number }) => {
  const { t } = useTranslation('verification');
  return (
    <>
      <time className="countdown" dateTime={`PT${seconds}S`} data-testid="block-countdown">
        {formatCountdown(seconds)}
      </time>
      <span className="visually-hidden" aria-live="polite">
        {t('blocked.announce', { count: minutesLeft(seconds) })}
      </span>
    </>
  );
};
