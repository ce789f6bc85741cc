import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { JurisdictionRules } from '../../domain/config';
import { AgeMark, AuthorityMark, BankTransferMark, EWalletMark, HelpMark, MastercardMark, VisaMark } from './marks';

/** A mark with its name beside it, a link out (a new tab, no opener, no referrer). */
const MarkLink = ({ url, name, mark }: { readonly url: string; readonly name: string; readonly mark: ReactElement }) => (
  <a className="footer__mark-link" href={url} rel="noopener noreferrer" target="_blank">
    {mark}
    <span>{name}</span>
  </a>
);

/**
 * The ways to pay, then the jurisdiction's marks (issue 22): its minimum age, the authority that
 * licenses the operator there and its first help organisation, and the licence's line.
 */
export const FooterMarks = ({ jurisdiction }: { readonly jurisdiction: JurisdictionRules }) => {
  const { t } = useTranslation('app');
  const { licence, minimumAge } = jurisdiction;
  const help = jurisdiction.helpOrganisations[0];
  return (
    <>
      <ul className="footer__marks" aria-label={t('footer.payments')}>
        <li>
          <VisaMark />
        </li>
        <li>
          <MastercardMark />
        </li>
        <li>
          <BankTransferMark label={t('footer.bankTransfer')} />
        </li>
        <li>
          <EWalletMark label={t('footer.eWallet')} />
        </li>
      </ul>
      <ul className="footer__marks" aria-label={t('footer.regulation')}>
        <li>
          <AgeMark age={minimumAge} label={t('footer.adultsOnly', { age: minimumAge })} />
        </li>
        {licence !== null && (
          <li>
            <MarkLink url={licence.url} name={licence.authority} mark={<AuthorityMark />} />
          </li>
        )}
        {help !== undefined && (
          <li>
            <MarkLink url={help.url} name={help.name} mark={<HelpMark />} />
          </li>
        )}
      </ul>
      {licence !== null && <p className="footer__licence">{t('footer.licence', { authority: licence.authority, number: licence.number })}</p>}
    </>
  );
};
