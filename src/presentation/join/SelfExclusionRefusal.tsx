import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SelfExclusionScheme } from '../../domain/config';
import { OutsideLinkSentence } from '../shared/OutsideLinkSentence';

/**
 * SG-17: the sign-up the register of self-exclusions refused, in plain words, with where to find help
 * and, where the chosen country has one, its national self-exclusion scheme (SG-19). It says no more
 * than that: neither whose self-exclusion it is nor until when. Focusable, so that the focus moves to it.
 */
export const SelfExclusionRefusal = ({ scheme, alertRef }: { readonly scheme: SelfExclusionScheme | null; readonly alertRef: RefObject<HTMLDivElement | null> }) => {
  const { t } = useTranslation('join');
  return (
    <div className="form__error join-refusal" role="alert" tabIndex={-1} ref={alertRef} data-error-code="SELF_EXCLUDED">
      <p>
        <strong>{t('join.failure.SELF_EXCLUDED')}</strong>
      </p>
      <p>{t('join.selfExcluded.match')}</p>
      <p>{t('join.selfExcluded.help')}</p>
      <ul className="join-refusal__links">
        <li>
          <Link to="/safer-gambling">{t('join.selfExcluded.saferGambling')}</Link>
        </li>
        <li>
          <Link to="/help">{t('join.selfExcluded.helpCentre')}</Link>
        </li>
      </ul>
      {scheme === null ? null : (
        <p>
          <OutsideLinkSentence sentence={(name) => t('join.selfExcluded.scheme', { name })} name={scheme.name} url={scheme.url} />
        </p>
      )}
    </div>
  );
};
