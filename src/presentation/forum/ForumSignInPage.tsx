import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { forumSignInLink, forumSignInRequestOf } from '../../domain/forum';
import { useSiteConfig } from '../shared/hooks';

/** FORUM-01: the signed-in player's way back to the forum, offered only for a complete, trusted request. */
export const ForumSignInPage = () => {
  const { t } = useTranslation('forum');
  const config = useSiteConfig();
  const { search } = useLocation();
  const link = forumSignInLink(forumSignInRequestOf(new URLSearchParams(search)), config.forumOrigins);
  return (
    <section className="page page--narrow" aria-labelledby="forum-title">
      <h1 id="forum-title">{t('forum.title')}</h1>
      {link === null ? (
        <>
          <p>{t('forum.incomplete')}</p>
          <Link to="/">{t('forum.home')}</Link>
        </>
      ) : (
        <>
          <p>{t('forum.ready')}</p>
          <a className="button button--primary" href={link} rel="noopener">
            {t('forum.continue')}
          </a>
        </>
      )}
    </section>
  );
};
