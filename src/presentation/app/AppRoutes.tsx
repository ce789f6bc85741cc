import { useEffect, type ComponentType } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router-dom';
import { INTERNAL_ERROR_PATH } from './ErrorBoundary';
import { InternalErrorPage } from './ErrorPages';
import { HomePage, pendingWithdrawal } from './HomePage';
import { accountMenu } from './AccountMenuSlot';
import { breakBanner } from './BreakBannerSlot';
import { categoriesDialog } from '../content/CategoriesOverlay';
import { jackpotAmount } from '../content/JackpotTicker';
import { gameRail, promotionCard } from '../content/ContentItems';
import { ContentSectionPage, MarketingRoutePage } from '../content/ContentRoutePage';
import { usePageViewService } from '../content/hooks';
import { NotAvailableInRegion } from '../content/NotAvailableInRegion';
import { NOT_AVAILABLE_PATH } from '../content/routes';
import { loadEnglishPageMessages } from './i18n';
import { whenIdle } from './idle';
import { lazyPage, PageSuspense } from './lazy-page';
import { RequireSession } from './RequireSession';
import { RequireContext } from '../shared/RequireContext';
import type { DeferredContext } from '../../application/shared/deferred-contexts';

/** A page that shows words of page namespaces (deferred contexts', the games' pages'): its chunk and their English messages load side by side, not one after the other. */
const withPageMessages =
  <P extends object>(importPage: () => Promise<ComponentType<P>>) =>
  (): Promise<ComponentType<P>> =>
    Promise.all([importPage(), loadEnglishPageMessages()]).then(([page]) => page);

// The home page and the error pages are in the first chunk; every other page is a chunk of its own.
const pages = {
  login: lazyPage(withPageMessages(() => import('../session/LoginPage').then((module) => module.LoginPage))),
  join: lazyPage(withPageMessages(() => import('../join/JoinPage').then((module) => module.JoinPage))),
  newPlayerWelcome: lazyPage(withPageMessages(() => import('../join/WelcomePage').then((module) => module.WelcomePage))),
  forgotPassword: lazyPage(withPageMessages(() => import('../session/ForgotPasswordPage').then((module) => module.ForgotPasswordPage))),
  passwordReset: lazyPage(withPageMessages(() => import('../session/PasswordResetPage').then((module) => module.PasswordResetPage))),
  account: lazyPage(withPageMessages(() => import('../wallet/AccountPage').then((module) => module.AccountPage))),
  pinCode: lazyPage(withPageMessages(() => import('../verification/PinCodePage').then((module) => module.PinCodePage))),
  phoneVerification: lazyPage(withPageMessages(() => import('../verification/PhoneVerificationPage').then((module) => module.PhoneVerificationPage))),
  cashier: lazyPage(withPageMessages(() => import('../cashier/CashierPage').then((module) => module.CashierPage))),
  managePending: lazyPage(withPageMessages(() => import('../cashier/ManagePendingPage').then((module) => module.ManagePendingPage))),
  history: lazyPage(withPageMessages(() => import('../cashier/TransactionHistoryPage').then((module) => module.TransactionHistoryPage))),
  twoFactor: lazyPage(withPageMessages(() => import('../twofactor/TwoFactorPage').then((module) => module.TwoFactorPage))),
  twoFactorSetup: lazyPage(withPageMessages(() => import('../twofactor/TwoFactorSetupPage').then((module) => module.TwoFactorSetupPage))),
  game: lazyPage(withPageMessages(() => import('../play/GamePage').then((module) => module.GamePage))),
  virtualSports: lazyPage(withPageMessages(() => import('../play/VirtualSportsPage').then((module) => module.VirtualSportsPage))),
  notFound: lazyPage(withPageMessages(() => import('../games/NotFoundPage').then((module) => module.NotFoundPage))),
  category: lazyPage(withPageMessages(() => import('../games/CategoryPage').then((module) => module.CategoryPage))),
  myGames: lazyPage(withPageMessages(() => import('../games/MyGamesPage').then((module) => module.MyGamesPage))),
  sportsbook: lazyPage(withPageMessages(() => import('../embedded/SportsbookPage').then((module) => module.SportsbookPage))),
  validateDocument: lazyPage(withPageMessages(() => import('../documents/ValidateDocumentPage').then((module) => module.ValidateDocumentPage))),
  documentResult: lazyPage(withPageMessages(() => import('../documents/DocumentResultPage').then((module) => module.DocumentResultPage))),
  unableToVerify: lazyPage(withPageMessages(() => import('../documents/DocumentInfoPages').then((module) => module.UnableToVerifyPage))),
  blockedDocument: lazyPage(withPageMessages(() => import('../documents/DocumentInfoPages').then((module) => module.BlockedDocumentPage))),
  contact: lazyPage(withPageMessages(() => import('../contact/ContactPage').then((module) => module.ContactPage))),
  helpHome: lazyPage(withPageMessages(() => import('../help/HelpHomePage').then((module) => module.HelpHomePage))),
  helpSearch: lazyPage(withPageMessages(() => import('../help/HelpSearchPage').then((module) => module.HelpSearchPage))),
  helpTopic: lazyPage(withPageMessages(() => import('../help/HelpTopicPage').then((module) => module.HelpTopicPage))),
  forumSignIn: lazyPage(withPageMessages(() => import('../forum/ForumSignInPage').then((module) => module.ForumSignInPage))),
  affiliate: lazyPage(withPageMessages(() => import('../contact/AffiliatePage').then((module) => module.AffiliatePage))),
  welcome: lazyPage(() => import('../referral/WelcomePage').then((module) => module.WelcomePage)),
  inbox: lazyPage(withPageMessages(() => import('../inbox/InboxRoutes').then((module) => module.InboxRoutes))),
  saferGambling: lazyPage(withPageMessages(() => import('../safer-gambling/SaferGamblingPage').then((module) => module.SaferGamblingPage))),
};
type Page = (typeof pages)[keyof typeof pages];

/**
 * A route showing a page of its own chunk: for players only (`players`), and once a deferred context is
 * bound (`context`). `parts`: the contexts of parts the page shows (an alert, a reminder), loaded beside
 * it when a visit lands on it.
 */
interface LazyRoute {
  readonly path: string;
  readonly page: Page;
  readonly players?: true;
  readonly context?: DeferredContext;
  readonly parts?: readonly DeferredContext[];
}

const LAZY_ROUTES: readonly LazyRoute[] = [
  { path: '/login', page: pages.login, context: 'login' },
  { path: '/join', page: pages.join, context: 'join' },
  { path: '/account/welcome', page: pages.newPlayerWelcome, players: true, context: 'join' },
  // The redeem panel's service (LOY-05) loads with the page; the document alert and the two-factor reminder beside it.
  { path: '/account', page: pages.account, players: true, context: 'redemption', parts: ['documents', 'twofactor'] },
  { path: '/account/pin-code', page: pages.pinCode, context: 'verification' },
  { path: '/account/password-reset', page: pages.passwordReset, context: 'login' },
  { path: '/account/forgot-password', page: pages.forgotPassword, context: 'login' },
  { path: '/validation-code/validatePhone', page: pages.phoneVerification, context: 'verification' },
  { path: '/account/cashier/withdraw/manage-pending', page: pages.managePending, players: true, context: 'cashier' },
  { path: '/account/cashier/*', page: pages.cashier, players: true, context: 'cashier' },
  { path: '/account/history', page: pages.history, players: true, context: 'cashier' },
  { path: '/account/messages/*', page: pages.inbox, players: true, context: 'inbox' },
  { path: '/account/two-factor', page: pages.twoFactor, players: true, context: 'twofactor' },
  { path: '/account/two-factor/setup', page: pages.twoFactorSetup, players: true, context: 'twofactor' },
  { path: '/validate-document', page: pages.validateDocument, players: true, context: 'documents' },
  { path: '/validate-document/result', page: pages.documentResult, players: true },
  { path: '/validate-document/unable', page: pages.unableToVerify },
  { path: '/blocked-document-status', page: pages.blockedDocument },
  { path: '/contact-us', page: pages.contact, context: 'contact' },
  { path: '/become-an-affiliate', page: pages.affiliate, context: 'contact' },
  { path: '/forum/sign-in', page: pages.forumSignIn, players: true },
  { path: '/welcome/:token', page: pages.welcome, context: 'referral' },
  // Visitors read the explanations and the help organisations; the page shows a player's limits too.
  { path: '/safer-gambling', page: pages.saferGambling, context: 'safer-gambling' },
  { path: '/casino/:category/:subCategory/:slug', page: pages.game, context: 'play' },
  { path: '/virtual-sports', page: pages.virtualSports, context: 'play' },
  { path: '/error/not-found', page: pages.notFound },
  { path: '/casino/:category', page: pages.category },
  { path: '/casino/:category/:subCategory', page: pages.category },
  { path: '/my-games', page: pages.myGames, players: true, context: 'player-games' },
  { path: '/sports/*', page: pages.sportsbook },
  { path: '/help', page: pages.helpHome, context: 'help' },
  { path: '/help/search-content', page: pages.helpSearch, context: 'help' },
  { path: '/help/:category', page: pages.helpTopic, context: 'help' },
  { path: '/help/:category/:article', page: pages.helpTopic, context: 'help' },
];

const elementOf = ({ page: { Page, load }, players, context }: LazyRoute) => {
  // The page's chunk loads alongside its context, not after it.
  const content = context === undefined ? <Page /> : <RequireContext context={context} alongside={load}><Page /></RequireContext>;
  return players === true ? <RequireSession>{() => content}</RequireSession> : content;
};

/** The deferred context the page at `pathname` needs, if any: the first render waits for it too, as for the page's chunk. */
export const contextFor = (pathname: string): DeferredContext | undefined => routeAt(pathname)?.context;

/** The contexts a visit landing on `pathname` loads beside the page's chunk: the page's own, and its parts'. */
export const landingContextsFor = (pathname: string): readonly DeferredContext[] => {
  const route = routeAt(pathname);
  return [...(route?.context === undefined ? [] : [route.context]), ...(route?.parts ?? [])];
};

const routeAt = (pathname: string): LazyRoute | undefined => LAZY_ROUTES.find((route) => matchPath(route.path, pathname) !== null);

/** The content section pages (`/promotions`, `/pages/…`, `/articles/…`), which may hold offer cards. */
const CONTENT_SECTION = /^\/(promotions|pages|articles)(\/|$)/;

/** Loads the chunk of the page at `pathname`, if it has one (a content section page: its offer cards'); never rejects. */
export const loadPageFor = (pathname: string): Promise<void> =>
  routeAt(pathname)?.page.load() ?? (CONTENT_SECTION.test(pathname) ? promotionCard.load() : Promise.resolve());

/** What loads every page's chunk and the parts pages show: one loader each, none rejects. */
const pageLoaders = (): readonly (() => Promise<void>)[] => [
  ...[...Object.values(pages), accountMenu, breakBanner, pendingWithdrawal, categoriesDialog, jackpotAmount, gameRail, promotionCard].map((part) => part.load),
  loadEnglishPageMessages,
];

/** Every page's chunk; settles when all have loaded or failed. */
export const loadAllPages = async (): Promise<void> => {
  await Promise.all(pageLoaders().map((load) => load()));
};

/** How long the prefetch waits for the landing page to be shown before it starts anyway. */
export const PREFETCH_AFTER_MS = 10_000;

/**
 * Runs `loads` one after another, each once the browser is idle again, so that no two chunks are
 * evaluated in one task: fetched together, a hundred chunks and the deferred contexts (their codecs,
 * their bindings) ran as long tasks that held a tap on the landing page back (mobile home TBT about
 * 1.3 s at 4x CPU, 0.2 s without the prefetch).
 */
export const loadInTurnWhenIdle = (loads: readonly (() => Promise<unknown>)[], idle: (task: () => void) => void = whenIdle): Promise<void> =>
  loads.reduce<Promise<void>>(
    (previous, load) =>
      previous.then(
        () =>
          new Promise<void>((done) =>
            idle(() => {
              void load().catch(() => undefined).finally(done);
            }),
          ),
      ),
    Promise.resolve(),
  );

/**
 * Every other page's chunk, and whatever else pages need (`alsoWhenIdle`: the deferred contexts),
 * fetched once the landing page is on screen with its content (`landed`: its page view counted) and
 * the browser is idle, so the next page opens at once. Not sooner: on a slow line a hundred chunks
 * fetched beside the landing page's own data held its largest paint back several times over.
 * A context that fails to load now is loaded again by the page that needs it.
 */
export const prefetchPagesWhenIdle = (alsoWhenIdle: readonly (() => Promise<unknown>)[] = [], landed: Promise<unknown> = Promise.resolve()): void => {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData === true) return;
  const timeout = new Promise((resolve) => setTimeout(resolve, PREFETCH_AFTER_MS));
  void Promise.race([landed, timeout]).then(() => loadInTurnWhenIdle([...alsoWhenIdle, ...pageLoaders()]));
};

/**
 * An address no route knows goes to the not-found page, and is never counted as a page view of its
 * own (CMS-04): the count waits until this redirect is gone, however long the not-found page's chunk
 * takes (on a busy phone, longer than the page view's settling time).
 */
const ToNotFound = () => {
  const pageViews = usePageViewService();
  useEffect(() => pageViews.hold(), [pageViews]);
  return <Navigate to="/error/not-found" replace />;
};

export const AppRoutes = () => (
  <PageSuspense>
    <Routes>
      <Route path="/" element={<HomePage />} />
      {LAZY_ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={elementOf(route)} />
      ))}
      <Route path="/account/cashier" element={<Navigate to="/account" replace />} />
      <Route path={NOT_AVAILABLE_PATH} element={<NotAvailableInRegion />} />
      <Route path="/pages/*" element={<ContentSectionPage section="pages" />} />
      <Route path="/articles/*" element={<ContentSectionPage section="articles" />} />
      <Route path="/promotions/*" element={<ContentSectionPage section="promotions" />} />
      <Route path="/:slug" element={<MarketingRoutePage />} />
      <Route path={INTERNAL_ERROR_PATH} element={<InternalErrorPage />} />
      <Route path="*" element={<ToNotFound />} />
    </Routes>
  </PageSuspense>
);
