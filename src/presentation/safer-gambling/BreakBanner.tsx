import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { setOnAnotherAccount, type Exclusion } from '../../domain/safer-gambling';
import { dateTimeText } from '../shared/date-time-text';
import { WithBreakStanding } from './break-standing';

const messageOf = (exclusion: Exclusion): { readonly key: string; readonly date: Date } => {
  if (exclusion.endsAfterRequestAt !== null) return { key: 'breakBanner.ending', date: exclusion.endsAfterRequestAt };
  if (exclusion.expired) return { key: 'breakBanner.expired', date: exclusion.endsAt };
  return { key: `breakBanner.${exclusion.kind}`, date: exclusion.endsAt };
};

const Banner = ({ exclusion }: { readonly exclusion: Exclusion }) => {
  const { t, i18n } = useTranslation('saferGambling');
  const { key, date } = messageOf(exclusion);
  return (
    <section className="break-banner" aria-label={t('breakBanner.label')} data-testid="break-banner">
      <div className="break-banner__text">
        <p>{t(key, { date: dateTimeText(date, i18n.language) })}</p>
        {/* SG-18: a self-exclusion the player set on another of their accounts covers this one too. */}
        {setOnAnotherAccount(exclusion) ? <p>{t('takeBreak.fromAnotherAccount')}</p> : null}
      </div>
      <Link to="/safer-gambling">{t('breakBanner.link')}</Link>
    </section>
  );
};

/** PS-02: while the player is on a break, a calm banner on every page says until when and leads to the hub. */
export const BreakBanner = () => (
  <WithBreakStanding>{(standing) => (standing.status === 'on-break' ? <Banner exclusion={standing.exclusion} /> : null)}</WithBreakStanding>
);
