import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, minutesLeft, type OperationStatus } from '../../domain/verification';

/**
 * BLK-01: mm:ss to the end of a block, told to `onEnd` at zero. The visible time ticks every second;
 * screen readers hear only whole minutes (a polite region that changes once a minute).
 */
export const BlockedCountdown = ({ status, onEnd }: { readonly status: OperationStatus; readonly onEnd: () => void }) => {
  const seconds = status.remainingBlockingTime;
  const { t } = useTranslation('verification');
  const [left, setLeft] = useState(seconds);
  const ended = useRef(onEnd);
  ended.current = onEnd;

  useEffect(() => {
    const endsAt = Date.now() + seconds * 1000;
    setLeft(seconds);
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        ended.current();
      }
    }, 1000);
    return () => clearInterval(timer);
    // Each answer of the platform starts the count again, even one with the same seconds.
  }, [status, seconds]);

  return (
    <>
      <time className="countdown" dateTime={`PT${left}S`}>
        {formatCountdown(left)}
      </time>
      <span className="visually-hidden" aria-live="polite">
        {t('blocked.announce', { count: minutesLeft(left) })}
      </span>
    </>
  );
};
