import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { useTranslation, I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { BottomBar } from './BottomBar';
import { ChannelMenu } from '../content/ChannelMenu';
import { MiniHeader } from '../content/MiniHeader';
import { PageViews } from '../content/PageViews';
import { Footer } from './Footer';
import { Header } from './Header';
import { Notices } from '../shared/Notices';
import { ContainerProvider } from '../shared/container';
import { SearchRequestProvider } from '../shared/search-request';
import { AppRoutes } from './AppRoutes';
import { BreakBannerSlot } from './BreakBannerSlot';
import { ErrorBoundary } from './ErrorBoundary';
import { PlayerSessionWatch } from './PlayerSessionWatch';
import { SessionEffects } from './SessionEffects';

/** The page frame: the top strip, header and channel menu, notices, the routed page, footer and the mobile bottom bar. */
export const Shell = ({ i18n, year }: { readonly i18n: i18n; readonly year: number }) => {
  const { t } = useTranslation('app');
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <SessionEffects i18n={i18n} />
      <PlayerSessionWatch />
      <PageViews />
      <MiniHeader />
      <Header />
      <ChannelMenu />
      <Notices />
      <BreakBannerSlot />
      <main id="main" className="main">
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </main>
      <Footer year={year} />
      <BottomBar />
    </div>
  );
};

export const AppProviders = ({ container, i18n, children }: { readonly container: Container; readonly i18n: i18n; readonly children: ReactNode }) => (
  <ContainerProvider container={container}>
    <I18nextProvider i18n={i18n}>
      <SearchRequestProvider>{children}</SearchRequestProvider>
    </I18nextProvider>
  </ContainerProvider>
);

export const App = ({ container, i18n, year }: { readonly container: Container; readonly i18n: i18n; readonly year: number }) => (
  <AppProviders container={container} i18n={i18n}>
    <BrowserRouter>
      <Shell i18n={i18n} year={year} />
    </BrowserRouter>
  </AppProviders>
);
