import { useTranslation } from 'react-i18next';
import type { HelpOrganisation } from '../../domain/config';

const isWebAddress = (url: string): boolean => /^https?:\/\//i.test(url);

/** SG-01: where to find help, from the player's jurisdiction; links leave the site in the same tab's history. */
export const HelpOrganisations = ({ organisations }: { readonly organisations: readonly HelpOrganisation[] }) => {
  const { t } = useTranslation('saferGambling');
  return (
    <section className="safer-gambling__section" aria-labelledby="safer-gambling-help">
      <h2 id="safer-gambling-help">{t('saferGambling.helpTitle')}</h2>
      <p>{t('saferGambling.helpText')}</p>
      <ul className="safer-gambling__organisations">
        {organisations.map((organisation) => (
          <li key={organisation.name}>
            <strong>{organisation.name}</strong>
            {organisation.phone ? <a href={`tel:${organisation.phone.replace(/[^\d+]/g, '')}`}>{t('saferGambling.helpPhone', { phone: organisation.phone })}</a> : null}
            {organisation.url && isWebAddress(organisation.url) ? (
              <a href={organisation.url} rel="noopener noreferrer" target="_blank">
                {t('saferGambling.helpWebsite', { name: organisation.name })}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
};
