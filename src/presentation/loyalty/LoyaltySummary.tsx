import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoyaltyView } from '../../application/loyalty/loyalty-view';
import { formatPoints } from '../../domain/loyalty';
import { TierProgressBar } from './TierProgressBar';

/** WAL-01, LOY-02 to LOY-04: the tier and points in the account menu; LOYP-02: the way to the next tier under them. */
export const LoyaltySummary = ({ loyalty }: { readonly loyalty: LoyaltyView | null }) => {
  const { t, i18n } = useTranslation('loyalty');
  if (loyalty === null) return null;
  return (
    <>
      <p className="loyalty" data-testid="loyalty-summary">
        {loyalty.showTierIcon ? (
          <span className="loyalty__icon" aria-hidden="true" style={loyalty.tierColour ? { backgroundColor: loyalty.tierColour } : undefined} />
        ) : null}
        <span className="loyalty__tier">{t('loyalty.tier', { tier: loyalty.tierName })}</span>{' '}
        <span className="loyalty__points">{t('loyalty.points', { points: formatPoints(loyalty.points, i18n.language) })}</span>
      </p>
      {/* Its words load with the pages' English chunk: the summary above never waits for them. */}
      <Suspense fallback={null}>
        <TierProgressBar />
      </Suspense>
    </>
  );
};
