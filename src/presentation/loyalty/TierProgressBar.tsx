import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPoints, type TierProgress } from '../../domain/loyalty';
import { useTierProgress } from './hooks';
import './loyalty.css';

/** The sentence under the bar: how many status points the next tier still needs, or that this is the top one. */
const useProgressText = (progress: TierProgress): string => {
  const { t, i18n } = useTranslation('loyaltyStatus');
  if (progress.kind === 'top') return t('loyaltyStatus.top', { points: formatPoints(progress.statusPoints, i18n.language) });
  const points = formatPoints(progress.pointsNeeded, i18n.language);
  return progress.nextTierName === null
    ? t('loyaltyStatus.toNextTier', { count: progress.pointsNeeded, points })
    : t('loyaltyStatus.toTier', { count: progress.pointsNeeded, points, tier: progress.nextTierName });
};

/** LOYP-02: a bar the player and a screen reader read the same way: its name is the sentence beside it. */
const ProgressLine = ({ progress }: { readonly progress: TierProgress }) => {
  const textId = useId();
  const text = useProgressText(progress);
  return (
    <div className="tier-progress" data-testid="tier-progress">
      {progress.kind === 'next' ? (
        <progress className="tier-progress__bar" max={100} value={Math.floor(progress.fraction * 100)} aria-labelledby={textId} />
      ) : null}
      <p id={textId} className="tier-progress__text">
        {text}
      </p>
    </div>
  );
};

/** LOYP-02: the way to the next tier under the loyalty summary; nothing when the platform does not say (an older platform). */
export const TierProgressBar = () => {
  const progress = useTierProgress();
  return progress === null ? null : <ProgressLine progress={progress} />;
};
