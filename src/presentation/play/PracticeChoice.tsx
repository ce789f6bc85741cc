import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { practiceAccess, type PracticeAccess } from '../../domain/play';
import { loginPath } from '../../domain/session';
import { useDocumentStatus } from '../documents/hooks';
import { useJurisdiction } from '../content/use-jurisdiction';
import { useSiteConfig } from '../shared/hooks';
import { RequireContext } from '../shared/RequireContext';
import { useSession } from '../session/hooks';

interface PracticeChoiceProps {
  readonly launching: boolean;
  readonly onPractice: () => void;
}

/** SG-15: instead of practice play where it needs a verified age, a way to get there. */
export const PracticeAgeOffer = ({ access }: { readonly access: Exclude<PracticeAccess, 'open'> }) => {
  const { t } = useTranslation('play');
  const location = useLocation();
  return (
    <p className="practice-offer">
      <span className="practice-offer__why">{t('play.practiceAge.why')}</span>{' '}
      {access === 'log-in' ? (
        <Link to={loginPath(`${location.pathname}${location.search}`)}>{t('play.practiceAge.logIn')}</Link>
      ) : (
        <Link to="/validate-document">{t('play.practiceAge.verify')}</Link>
      )}
    </p>
  );
};

const PracticeButton = ({ launching, onPractice }: PracticeChoiceProps) => {
  const { t } = useTranslation('play');
  return (
    <button type="button" className="button button--secondary" aria-disabled={launching} onClick={onPractice}>
      {t('play.practice')}
    </button>
  );
};

/** A player's practice, once the documents context tells whether their age is verified. */
const PlayerPractice = (props: PracticeChoiceProps) => {
  const status = useDocumentStatus();
  const access = practiceAccess({ practicePlayNeedsVerifiedAge: true, authenticated: true, ageVerified: status === null ? null : status === 'VERIFIED' });
  return access === 'open' ? <PracticeButton {...props} /> : <PracticeAgeOffer access={access} />;
};

/**
 * The practice button, or what replaces it (SG-15): the jurisdiction is the player's, or for a
 * visitor the one of where the site placed them (the `st` cookie), else the default.
 */
export const PracticeChoice = (props: PracticeChoiceProps) => {
  const authenticated = useSession().status === 'authenticated';
  const config = useSiteConfig();
  const jurisdiction = useJurisdiction();
  // A site configuration with no jurisdictions at all (an older platform) leaves the decision to the
  // launch, whose 403 leads to the same offer; a malformed row is read as the strictest rules.
  const knowsJurisdictions = Object.keys(config.jurisdictions).length > 0;
  if (!knowsJurisdictions || !jurisdiction.practicePlayNeedsVerifiedAge) return <PracticeButton {...props} />;
  if (!authenticated) return <PracticeAgeOffer access="log-in" />;
  return (
    <Suspense fallback={null}>
      <RequireContext context="documents">
        <PlayerPractice {...props} />
      </RequireContext>
    </Suspense>
  );
};
