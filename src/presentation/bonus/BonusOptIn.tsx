import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { offerStanding, type BonusFailure } from '../../domain/bonus';
import { formatMoney } from '../../domain/wallet';
import { failureKey } from './failure-words';
import { useBonusOverview, useBonusService } from './hooks';
import './bonus.css';

/**
 * BON-02, BON-03: on a player's promotion card that carries a bonus, "Opt in", or once opted in a
 * line saying so with the way to the wagering progress; the platform's refusal said in words. Nothing
 * for a card without a bonus (its own button stays).
 */
export const BonusOptIn = ({ promotionId, titleId }: { readonly promotionId: string; readonly titleId: string }) => {
  const { t, i18n } = useTranslation('bonus');
  const overview = useBonusOverview();
  const service = useBonusService();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<BonusFailure | null>(null);
  const standing = offerStanding(overview?.value ?? null, promotionId);
  if (standing.kind === 'none') return null;
  if (standing.kind === 'opted-in') {
    return (
      <p className="promotion__opted-in" data-testid="opted-in">
        <span className="promotion__opted-in-mark">{t('optIn.optedIn')}</span>{' '}
        <Link to="/account#bonus" aria-describedby={titleId}>
          {t('optIn.progressLink')}
        </Link>
        <span className="visually-hidden"> {formatMoney(standing.bonus.bonusBalance, i18n.language)}</span>
      </p>
    );
  }
  const optIn = async () => {
    setBusy(true);
    const answer = await service.optIn(standing.offer.id);
    setBusy(false);
    setFailure(answer._tag === 'Left' ? answer.left : null);
  };
  return (
    <div className="promotion__opt-in">
      <button type="button" className="button button--secondary button--block" onClick={() => void optIn()} disabled={busy} aria-describedby={titleId}>
        {busy ? t('optIn.busy') : t('optIn.button')}
      </button>
      <p role="status" className="promotion__opt-in-status">
        {failure === null ? null : t(failureKey(failure))}
      </p>
    </div>
  );
};
