import type { ComponentType } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router-dom';
import { INTERNAL_ERROR_PATH } from './ErrorBoundary';
import { InternalErrorPage, NotFoundPage } from './ErrorPages';
import { HomePage } from './HomePage';
import { accountMenu } from './AccountMenuSlot';
import { categoriesDialog } from '../content/CategoriesOverlay';
import { jackpotAmount } from '../content/JackpotTicker';
import { gameRail } from '../content/ContentItems';
import { ContentSectionPage, MarketingRoutePage } from '../content/ContentRoutePage';
import { NotAvailableInRegion } from '../content/NotAvailableInRegion';
import { NOT_AVAILABLE_PATH } from '../content/routes';
import { loadEnglishPageMessages } from './i18n';
import { whenIdle } from './idle';
import { lazyPage, PageSuspense } from './lazy-page';
import { RequireSession } from './RequireSession';
import { RequireContext } from '../shared/RequireContext';

/** A page that shows deferred contexts' words: its chunk and their English messages load side by side, not one after the other. */
const withPageMessages =
  <P extends object>(importPage: () => Promise<ComponentType<P>>) =>
  (): Promise<ComponentType<P>> =>
    Promise.all([importPage(), loadEnglishPageMessages()]).then(([page]) => page);

// The home page and the error pages are in the first chunk; every other page is a chunk of its own.
const pages = {
  login: lazyPage(() => import('../session/LoginPage').then((module) => module.LoginPage)),
  join: lazyPage(withPageMessages(() => import('../join/JoinPage').then((module) => module.JoinPage))),
  passwordReset: lazyPage(() => import('../session/PasswordResetPage').then((module) => module.PasswordResetPage)),
  account: lazyPage(withPageMessages(() => import('../wallet/AccountPage').then((module) => module.AccountPage))),
  pinCode: lazyPage(withPageMessages(() => import('../verification/PinCodePage').then((module) => module.PinCodePage))),
  phoneVerification: lazyPage(withPageMessages(() => import('../verification/PhoneVerificationPage').then((module) => module.PhoneVerificationPage))),
  cashier: lazyPage(withPageMessages(() => import('../cashier/CashierPage').then((module) => module.CashierPage))),
  managePending: lazyPage(withPageMessages(() => import('../cashier/ManagePendingPage').then((module) => module.ManagePendingPage))),
  history: lazyPage(withPageMessages(() => import('../cashier/TransactionHistoryPage').then((module) => module.TransactionHistoryPage))),
  twoFactor: lazyPage(withPageMessages(() => import('../twofactor/TwoFactorPage').then((module) => module.TwoFactorPage))),
  twoFactorSetup: lazyPage(withPageMessages(() => import('../twofactor/TwoFactorSetupPage').then((module) => module.TwoFactorSetupPage))),
  game: lazyPage(() => import('../play/GamePage').then((module) => module.GamePage)),
  virtualSports: lazyPage(() => import('../play/VirtualSportsPage').then((module) => module.VirtualSportsPage)),
  category: lazyPage(() => import('../games/CategoryPage').then((module) => module.CategoryPage)),
  myGames: lazyPage(() => import('../games/MyGamesPage').then((module) => module.MyGamesPage)),
  sportsbook: lazyPage(() => import('../embedded/SportsbookPage').then((module) => module.SportsbookPage)),
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
};
const { Page: LoginPage } = pages.login;
const { Page: JoinPage } = pages.join;
const { Page: PasswordResetPage } = pages.passwordReset;
const { Page: AccountPage } = pages.account;
const { Page: PinCodePage } = pages.pinCode;
const { Page: PhoneVerificationPage } = pages.phoneVerification;
const { Page: CashierPage } = pages.cashier;
const { Page: ManagePendingPage } = pages.managePending;
const { Page: TransactionHistoryPage } = pages.history;
const { Page: TwoFactorPage } = pages.twoFactor;
const { Page: TwoFactorSetupPage } = pages.twoFactorSetup;
const { Page: GamePage } = pages.game;
const { Page: VirtualSportsPage } = pages.virtualSports;
const { Page: CategoryPage } = pages.category;
const { Page: MyGamesPage } = pages.myGames;
const { Page: SportsbookPage } = pages.sportsbook;
const { Page: ValidateDocumentPage } = pages.validateDocument;
const { Page: DocumentResultPage } = pages.documentResult;
const { Page: UnableToVerifyPage } = pages.unableToVerify;
const { Page: BlockedDocumentPage } = pages.blockedDocument;
const { Page: ContactPage } = pages.contact;
const { Page: HelpHomePage } = pages.helpHome;
const { Page: HelpSearchPage } = pages.helpSearch;
const { Page: HelpTopicPage } = pages.helpTopic;
const { Page: ForumSignInPage } = pages.forumSignIn;
const { Page: AffiliatePage } = pages.affiliate;
const { Page: WelcomePage } = pages.welcome;

/** Which chunk each lazy route shows: the landing page's chunk loads before the first render. */
const lazyRoutes: readonly (readonly [pattern: string, page: { load(): Promise<void> }])[] = [
  ['/login', pages.login],
  ['/join', pages.join],
  ['/account', pages.account],
  ['/account/pin-code', pages.pinCode],
  ['/account/password-reset', pages.passwordReset],
  ['/validation-code/validatePhone', pages.phoneVerification],
  ['/account/cashier/withdraw/manage-pending', pages.managePending],
  ['/account/cashier/*', pages.cashier],
  ['/account/history', pages.history],
  ['/account/two-factor', pages.twoFactor],
  ['/account/two-factor/setup', pages.twoFactorSetup],
  ['/casino/:category/:subCategory/:slug', pages.game],
  ['/virtual-sports', pages.virtualSports],
  ['/casino/:category', pages.category],
  ['/casino/:category/:subCategory', pages.category],
  ['/my-games', pages.myGames],
  ['/sports', pages.sportsbook],
  ['/sports/*', pages.sportsbook],
  ['/contact-us', pages.contact],
  ['/help', pages.helpHome],
  ['/help/search-content', pages.helpSearch],
  ['/help/:category', pages.helpTopic],
  ['/help/:category/:article', pages.helpTopic],
  ['/become-an-affiliate', pages.affiliate],
];

/** Loads the chunk of the page at `pathname`, if it has one; never rejects. */
export const loadPageFor = (pathname: string): Promise<void> =>
  lazyRoutes.find(([pattern]) => matchPath(pattern, pathname) !== null)?.[1].load() ?? Promise.resolve();

/** Every page's chunk; settles when all have loaded or failed. */
export const loadAllPages = async (): Promise<void> => {
  await Promise.all([
    ...[...Object.values(pages), accountMenu, categoriesDialog, jackpotAmount, gameRail].map((part) => part.load()),
    loadEnglishPageMessages(),
  ]);
};

/**
 * Every other page's chunk, and whatever else pages need (`alsoWhenIdle`: the deferred contexts),
 * fetched once the browser is idle, so the next page opens at once.
 */
export const prefetchPagesWhenIdle = (alsoWhenIdle: () => Promise<unknown> = () => Promise.resolve()): void => {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData === true) return;
  whenIdle(() => {
    void loadAllPages();
    // A context that fails to load now is loaded again by the page that needs it.
    alsoWhenIdle().catch(() => undefined);
  });
};

export const AppRoutes = () => (
  <PageSuspense>
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/join" element={<RequireContext context="join"><JoinPage /></RequireContext>} />
      <Route path="/account" element={<RequireSession>{() => <AccountPage />}</RequireSession>} />
      <Route path="/account/pin-code" element={<RequireContext context="verification"><PinCodePage /></RequireContext>} />
      <Route path="/account/password-reset" element={<PasswordResetPage />} />
      <Route path="/validation-code/validatePhone" element={<RequireContext context="verification"><PhoneVerificationPage /></RequireContext>} />
      <Route path="/account/cashier" element={<Navigate to="/account" replace />} />
      <Route path="/account/cashier/withdraw/manage-pending" element={<RequireSession>{() => <RequireContext context="cashier"><ManagePendingPage /></RequireContext>}</RequireSession>} />
      <Route path="/account/cashier/*" element={<RequireSession>{() => <RequireContext context="cashier"><CashierPage /></RequireContext>}</RequireSession>} />
      <Route path="/account/history" element={<RequireSession>{() => <RequireContext context="cashier"><TransactionHistoryPage /></RequireContext>}</RequireSession>} />
      <Route path="/account/two-factor" element={<RequireSession>{() => <RequireContext context="twofactor"><TwoFactorPage /></RequireContext>}</RequireSession>} />
      <Route path="/account/two-factor/setup" element={<RequireSession>{() => <RequireContext context="twofactor"><TwoFactorSetupPage /></RequireContext>}</RequireSession>} />
      <Route path="/validate-document" element={<RequireSession>{() => <RequireContext context="documents"><ValidateDocumentPage /></RequireContext>}</RequireSession>} />
      <Route path="/validate-document/result" element={<RequireSession>{() => <DocumentResultPage />}</RequireSession>} />
      <Route path="/validate-document/unable" element={<UnableToVerifyPage />} />
      <Route path="/blocked-document-status" element={<BlockedDocumentPage />} />
      <Route path="/contact-us" element={<RequireContext context="contact"><ContactPage /></RequireContext>} />
      <Route path="/forum/sign-in" element={<RequireSession>{() => <ForumSignInPage />}</RequireSession>} />
      <Route path="/become-an-affiliate" element={<RequireContext context="contact"><AffiliatePage /></RequireContext>} />
      <Route path="/welcome/:token" element={<RequireContext context="referral"><WelcomePage /></RequireContext>} />
      <Route path="/casino/:category/:subCategory/:slug" element={<GamePage />} />
      <Route path="/virtual-sports" element={<VirtualSportsPage />} />
      <Route path="/casino/:category" element={<CategoryPage />} />
      <Route path="/casino/:category/:subCategory" element={<CategoryPage />} />
      <Route path="/my-games" element={<RequireSession>{() => <MyGamesPage />}</RequireSession>} />
      <Route path="/sports/*" element={<SportsbookPage />} />
      <Route path="/error/not-found" element={<NotFoundPage />} />
      <Route path={NOT_AVAILABLE_PATH} element={<NotAvailableInRegion />} />
      <Route path="/pages/*" element={<ContentSectionPage section="pages" />} />
      <Route path="/articles/*" element={<ContentSectionPage section="articles" />} />
      <Route path="/promotions/*" element={<ContentSectionPage section="promotions" />} />
      <Route path="/help" element={<RequireContext context="help"><HelpHomePage /></RequireContext>} />
      <Route path="/help/search-content" element={<RequireContext context="help"><HelpSearchPage /></RequireContext>} />
      <Route path="/help/:category" element={<RequireContext context="help"><HelpTopicPage /></RequireContext>} />
      <Route path="/help/:category/:article" element={<RequireContext context="help"><HelpTopicPage /></RequireContext>} />
      <Route path="/:slug" element={<MarketingRoutePage />} />
      <Route path={INTERNAL_ERROR_PATH} element={<InternalErrorPage />} />
      <Route path="*" element={<Navigate to="/error/not-found" replace />} />
    </Routes>
  </PageSuspense>
);
