import { useParams } from 'react-router-dom';
import { ContentPageView } from './ContentPageView';
import type { CONTENT_PAGE_SECTIONS } from './routes';

/** `/:slug`: a marketing page or a custom menu's page (CMS-02). */
export const MarketingRoutePage = () => {
  const { slug = '' } = useParams();
  return <ContentPageView key={slug} slug={slug} />;
};

/** `/pages/*`, `/articles/*`, `/promotions/*`: a content page of that type (CMS-03); the section alone (`/promotions`) is the page of that slug. */
export const ContentSectionPage = ({ section }: { readonly section: (typeof CONTENT_PAGE_SECTIONS)[number] }) => {
  const { '*': path = '' } = useParams();
  const slug = path === '' ? section : `${section}/${path}`;
  return <ContentPageView key={slug} slug={slug} />;
};
