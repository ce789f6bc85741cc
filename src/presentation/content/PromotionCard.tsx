import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { plainTextOf, promotionCallToAction, sizedImageUrl, type PromotionItem } from '../../domain/content';
import { useSession } from '../session/hooks';
import { BonusOptIn } from '../bonus/BonusOptIn';
import { RequireContext } from '../shared/RequireContext';
import { useImageFailure } from '../shared/use-image-failure';
import { RichText } from './RichText';

/**
 * CNT-03, CNT-04: an offer's card: its art, title and line of text, the key terms in a line with the
 * full terms behind a disclosure, and one button: join for a visitor, the deposit or the game for a player.
 */
export const PromotionCard = ({ promotion }: { readonly promotion: PromotionItem }) => {
  const { t } = useTranslation('content');
  const titleId = useId();
  const session = useSession();
  const [imageFailed, onImageError] = useImageFailure(promotion.image?.url ?? null);
  // A returning player's session being restored counts as a player, as the content service does (MENU-05).
  const cta = promotionCallToAction(promotion, session.status !== 'visitor');
  return (
    <article className="promotion" aria-labelledby={titleId}>
      {promotion.image === null ? null : imageFailed ? (
        <span className="promotion__image image-placeholder" aria-hidden="true" />
      ) : (
        <img
          className="promotion__image"
          src={sizedImageUrl(promotion.image.url, 640)}
          width={640}
          height={320}
          alt={promotion.image.alt}
          loading="lazy"
          decoding="async"
          onError={onImageError}
        />
      )}
      <div className="promotion__body">
        <h3 className="promotion__title" id={titleId}>
          <RichText text={promotion.title} inline />
        </h3>
        {promotion.text === '' ? null : (
          <p className="promotion__text">
            <RichText text={promotion.text} inline />
          </p>
        )}
        {promotion.keyTerms === '' ? null : (
          <p className="promotion__key-terms">
            <span className="visually-hidden">{t('promotions.keyTerms')} </span>
            {plainTextOf(promotion.keyTerms)}
          </p>
        )}
        {promotion.terms.length === 0 ? null : (
          <details className="promotion__terms">
            <summary>{t('promotions.fullTerms')}</summary>
            {promotion.terms.map((paragraph, index) => (
              <RichText key={index} text={paragraph} />
            ))}
          </details>
        )}
        {/* BON-02: a player's card of an offer with a bonus has "Opt in"; the bonus services load with the first card a player sees. */}
        {session.status === 'authenticated' ? (
          <Suspense fallback={null}>
            <RequireContext context="bonus">
              <BonusOptIn promotionId={promotion.id} titleId={titleId} />
            </RequireContext>
          </Suspense>
        ) : null}
        <Link className="button button--primary promotion__cta" to={cta.href} aria-describedby={titleId}>
          {t(`promotions.${cta.kind}`)}
        </Link>
      </div>
    </article>
  );
};
