import 'reflect-metadata';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { PageViewService } from './application/content/page-view-service';
import { ContentTokens } from './application/content/tokens';
import type { LanguageService } from './application/i18n/language-service';
import { I18nTokens } from './application/i18n/tokens';
import { DEFERRED_CONTEXTS, type DeferredContexts } from './application/shared/deferred-contexts';
import { SharedTokens } from './application/shared/tokens';
import type { SessionService } from './application/session/session-service';
import { SessionTokens } from './application/session/tokens';
import { HttpSiteConfigGateway } from './infrastructure/config/http-site-config-gateway';
import { mayCarryReferral } from './domain/referral/arrival-check';
import { createContainer } from './infrastructure/container';
import { platformOverHttp } from './infrastructure/platform-over-http';
import { realBrowser } from './infrastructure/real-browser';
import { ConsoleLogger } from './infrastructure/shared/console-logger';
import { HttpClient } from './infrastructure/shared/http-client';
import { App } from './presentation/app/App';
import { landingContextsFor, loadPageFor, prefetchPagesWhenIdle } from './presentation/app/AppRoutes';
import { createI18n, loadLanguage } from './presentation/app/i18n';
import { startupSiteConfig } from './startup-config';
import './presentation/app/styles.css';

const logger = new ConsoleLogger();
/** The longest the first render waits for the chunk of the page it lands on (then it shows a loading line). */
const LANDING_PAGE_WAIT_MS = 3_000;

/**
 * Gives the browser the main thread until its next task: the start's parts (the container, the
 * language, the first render) each run as a short task of their own instead of one long task the
 * player's first tap would wait behind (Total Blocking Time).
 */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** The configuration is inlined by the server, or served by the site's own origin; it names where the platform lives. */
const loadConfig = () => {
  const http = new HttpClient({ baseUrl: '', fetch: globalThis.fetch.bind(globalThis) });
  const gateway = new HttpSiteConfigGateway(http, logger);
  return startupSiteConfig(document, () => gateway.load(), logger);
};

const start = async () => {
  // The landing page's chunk (none for the home page) loads while the configuration is read, and the
  // deferred contexts it needs (the login form's, the account page's redemption, document alert and two-factor reminder…) beside it.
  const waited = new Promise((resolve) => setTimeout(resolve, LANDING_PAGE_WAIT_MS));
  const landingChunk = loadPageFor(window.location.pathname);
  const config = await loadConfig();
  await nextTask();
  const container = createContainer({ config, platform: platformOverHttp(config.servicesBaseUrl), browser: realBrowser });
  const deferred = container.get<DeferredContexts>(SharedTokens.DeferredContexts);
  // A context that fails to load now is loaded again by the page (RequireContext), which then says so.
  const landingContexts = landingContextsFor(window.location.pathname).map((context) => deferred.load(context).catch(() => undefined));
  const landingPage = Promise.race([Promise.all([landingChunk, ...landingContexts]), waited]);
  await nextTask();
  const language = container.get<LanguageService>(I18nTokens.LanguageService);
  // The first render already speaks the `?lang` language; SessionEffects follows later changes.
  language.arrive(new URLSearchParams(window.location.search).get('lang'));
  // A language other than English is a chunk of its own: the first render already speaks it.
  // A referral arrival (REF-01, REF-06) is read meanwhile, in a chunk of its own, which takes its
  // keys out of the address before the router reads it.
  await Promise.all([
    loadLanguage(language.current()),
    mayCarryReferral(window.location) && import('./first-page-referral').then((module) => module.arriveOnFirstPage(container), () => undefined),
  ]);
  await nextTask();
  void container.get<SessionService>(SessionTokens.SessionService).restore();
  // The browser's first number format loads its number data: 100 to 200 ms of main thread at 4x slowdown,
  // once per page. Paid here, in a task of its own while the session's answer is on its way, it is
  // not added to the render that first shows an amount (a jackpot, the balance) as one long task.
  await nextTask();
  new Intl.NumberFormat(language.current(), { style: 'currency', currency: 'EUR' }).format(0);
  await nextTask();
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root element');
  await landingPage;
  // After the landing page's chunk, which brings its page messages: made before, the translations
  // would not list their namespaces, and the page's first render would suspend (a loading line in
  // place of the pre-rendered page).
  await nextTask();
  const i18n = createI18n(language.current());
  // As a transition: React renders in slices of a few milliseconds, yielding in between, so the
  // first render is no long task (the page on screen meanwhile is the pre-rendered one, or nothing).
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App container={container} i18n={i18n} year={new Date().getFullYear()} />
      </StrictMode>,
    );
  });
  prefetchPagesWhenIdle(DEFERRED_CONTEXTS.map((context) => () => deferred.load(context)), container.get<PageViewService>(ContentTokens.PageViewService).firstCounted);
};

void start();
