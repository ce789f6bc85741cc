import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders, Shell } from '../../src/presentation/app/App';
import { loadAllPages } from '../../src/presentation/app/AppRoutes';
import { createI18n } from '../../src/presentation/app/i18n';
import type { LanguageService } from '../../src/application/i18n/language-service';
import { I18nTokens } from '../../src/application/i18n/tokens';
import type { TestApp } from './test-app';

export interface RenderedApp extends RenderResult {
  /** The path the router is on now. */
  readonly location: () => string;
}

// As in the site once idle: every page's chunk is in, so a page renders as soon as it is routed to.
await loadAllPages();

/** Renders the whole site over a test container, starting at `path`. */
export const renderApp = (app: TestApp, path = '/', language = 'en'): RenderedApp => {
  let current = path;
  const LocationProbe = () => {
    const location = useLocation();
    current = `${location.pathname}${location.search}`;
    return null;
  };
  app.get<LanguageService>(I18nTokens.LanguageService).select(language);
  const i18n = createI18n(language);
  const result = render(
    <AppProviders container={app.container} i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Shell i18n={i18n} year={2026} />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, location: () => current };
};
