import { useTranslation } from 'react-i18next';

/**
 * What a page shows while its content loads: boxes the size of what will replace them (the hero
 * slideshow, rails), so the page does not move when it arrives, and a status line for screen readers.
 */
export const PageSkeleton = ({ lobby }: { readonly lobby: boolean }) => {
  const { t } = useTranslation('content');
  return (
    <div className={lobby ? 'page-skeleton page-skeleton--lobby' : 'page-skeleton'}>
      <p className="visually-hidden" role="status">
        {t('content.loadingPage')}
      </p>
      <div className={lobby ? 'skeleton skeleton--hero' : 'skeleton skeleton--title'} aria-hidden="true" />
      <div className="skeleton skeleton--rail" aria-hidden="true" />
      <div className="skeleton skeleton--rail" aria-hidden="true" />
    </div>
  );
};
