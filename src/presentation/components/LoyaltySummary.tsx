import { useTranslation } from 'react-i18next';
import { currentTier, showLoyaltySummary, truncatedPoints } from '../../domain/loyalty/loyalty';
import { useLanguage, useLoyaltyService, useSiteConfig } from '../hooks/services';
import { useObservable } from '../hooks/use-observable';

/** WAL-01, LOY-02 to LOY-04: the tier and points in the account menu. */
export const LoyaltySummary = () => {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const language = useLanguage();
  const loyalty = useLoyaltyService();
  const state = useObservable(loyalty.profile$, null);
  const profile = state?.value ?? null;
  if (!showLoyaltySummary(profile, config.isLoyaltyEnabled)) return null;
  const tier = currentTier(profile);
  const points = new Intl.NumberFormat(language).format(truncatedPoints(profile.tierPoints));
  return (
    <p className="loyalty" data-testid="loyalty-summary">
      {config.loyaltyIconTierEnabled ? (
        <span className="loyalty__icon" aria-hidden="true" style={tier.colour ? { backgroundColor: tier.colour } : undefined} />
      ) : null}
      <span className="loyalty__tier">{t('loyalty.tier', { tier: tier.name })}</span>
      <span className="loyalty__points">{t('loyalty.points', { points })}</span>
    </p>
  );
};
