import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireContext } from '../shared/RequireContext';
import { useReferralProfile } from './hooks';

type CopyState = 'idle' | 'copied' | 'failed';

const ReferFriendDetails = () => {
  const { t } = useTranslation('referral');
  const state = useReferralProfile();
  const [copy, setCopy] = useState<CopyState>('idle');
  if (state === null) return null;
  if (state.status !== 'loaded') return <p role="status">{t(state.status === 'loading' ? 'referFriend.loading' : 'referFriend.unavailable')}</p>;
  const { referralCode, referralLink, referredPlayers, clicks } = state.profile;
  const copyLink = () => {
    // The clipboard may be refused (permissions, an insecure page): the player can still select the link.
    (navigator.clipboard?.writeText(referralLink) ?? Promise.reject(new Error('no clipboard'))).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <>
      <dl className="details">
        <dt>{t('referFriend.code')}</dt>
        <dd data-testid="referral-code">{referralCode}</dd>
        <dt>{t('referFriend.link')}</dt>
        <dd>
          <a href={referralLink} data-testid="referral-link">
            {referralLink}
          </a>
        </dd>
        <dt>{t('referFriend.referredPlayers')}</dt>
        <dd data-testid="referred-players">{referredPlayers}</dd>
        <dt>{t('referFriend.clicks')}</dt>
        <dd>{clicks}</dd>
      </dl>
      <p>
        <button type="button" className="button" onClick={copyLink}>
          {t('referFriend.copy')}
        </button>{' '}
        <span role="status">{copy === 'idle' ? '' : t(copy === 'copied' ? 'referFriend.copied' : 'referFriend.copyFailed')}</span>
      </p>
    </>
  );
};

/** The account page's refer-a-friend section (REF-06): the player's code, link and friends who joined. */
export const ReferFriendSection = () => {
  const { t } = useTranslation('referral');
  return (
    <section className="refer-friend" aria-labelledby="refer-friend-title">
      <h2 id="refer-friend-title">{t('referFriend.title')}</h2>
      <p>{t('referFriend.intro')}</p>
      <RequireContext context="referral">
        <ReferFriendDetails />
      </RequireContext>
    </section>
  );
};
