import { useTranslation } from 'react-i18next';
import { HOME_SLUG } from '../../application/content/tokens';
import { ContentPageView } from '../content/ContentPageView';
import { PlayerActions } from '../content/PlayerActions';
import { useSession } from '../session/hooks';
import { lazyPart } from '../shared/lazy-part';
import { loadEnglishPageMessages } from './i18n';

const NoBanner = () => null;

/** WAL-08's banner, with the wallet it reads: a player's part, loaded after the first paint. */
export const pendingWithdrawal = lazyPart(
  () => Promise.all([import('../wallet/PendingWithdrawalBanner'), loadEnglishPageMessages()]).then(([module]) => module.PendingWithdrawalOnHome),
  NoBanner,
);

/** The home lobby: the `home` page's main content (slideshow, rails, blocks), with a player's quick actions. */
export const HomePage = () => {
  const { t } = useTranslation('content');
  const session = useSession();
  return (
    <div className="home">
      {session.status === 'authenticated' ? <pendingWithdrawal.Part /> : null}
      <h1 className="visually-hidden">{t('content.lobbyHeading')}</h1>
      <PlayerActions />
      <ContentPageView slug={HOME_SLUG} lobby />
    </div>
  );
};
