import { english, german, spanish, type PageCopy } from './copy.ts';
import type { PromotionName } from './promotions.ts';

/** A content item as the content service stores it (docs/api.md, "Content"): plain JSON. */
export type SeedItem = { type: string; id: string } & Record<string, unknown>;

export type RegionName = 'miniHeader' | 'header' | 'channelHeader' | 'mainContent' | 'channelFooter' | 'footer' | 'accountMenu';

export interface SeedPage {
  slug: string;
  title: string;
  pageType: string;
  geoTargetingFilter: unknown;
  scripts: string[];
  regions: Partial<Record<RegionName, SeedItem[]>>;
}

export const notInMadrid = { notIn: { countrySubdivision: { ES: ['ES-MD'] } } };

const functional = (name: string): SeedItem => ({ type: 'functional', id: `functional-${name}`, name });
const menu = (id: string, title: string, slug: string, extra: Record<string, unknown> = {}): SeedItem => ({ type: 'custom_menu', id, title, slug, ...extra });
const marketing = (id: string, title: string, slug: string, extra: Record<string, unknown> = {}): SeedItem => ({ type: 'marketing_page', id, title, slug, ...extra });
const contentPage = (id: string, title: string, pageType: string | undefined, path: string): SeedItem =>
  pageType === undefined ? { type: 'content_page', id, title, path } : { type: 'content_page', id, title, pageType, path };
const block = (id: string, body: string, title?: string): SeedItem => (title === undefined ? { type: 'content_block', id, body } : { type: 'content_block', id, title, body });
const rail = (id: string, title: string, games: { category: string; subCategory?: string; limit?: number }, extra: Record<string, unknown> = {}): SeedItem => ({
  type: 'section',
  id,
  title,
  layout: 'rail',
  games,
  ...extra,
});
const slide = (id: string, copy: { title: string; text: string; alt: string; cta: string }, image: string, target: SeedItem, extra: Record<string, unknown> = {}): SeedItem => ({
  type: 'slide',
  id,
  title: copy.title,
  text: copy.text,
  image: { url: `/content/images/slides/${image}.svg`, alt: copy.alt },
  cta: { label: copy.cta, item: target },
  ...extra,
});

/** A promotion card (CNT-03): its art is drawn by the content service at /content/images/promotions/{name}.svg. */
const promotion = (copy: PageCopy, name: PromotionName, action: { action: 'deposit' } | { action: 'play'; game: { category: string; subCategory: string; page: string } }): SeedItem => {
  const words = copy.promotions[name];
  return {
    type: 'promotion',
    id: `promotion-${name}`,
    title: words.title,
    text: words.text,
    image: { url: `/content/images/promotions/${name}.svg`, alt: words.alt },
    keyTerms: words.keyTerms,
    terms: words.terms,
    ...action,
  };
};

/** The regions every page shares: the site's chrome. */
function chrome(copy: PageCopy): Partial<Record<RegionName, SeedItem[]>> {
  const m = copy.menu;
  return {
    miniHeader: [functional('language-menu'), contentPage('mini-help', copy.help, 'help', '')],
    header: [functional('search'), functional('login-button'), functional('account-menu')],
    // Nine entries: the desktop menu shows the first eight, the mobile bar the first four.
    channelHeader: [
      menu('channel-casino', m.casino, 'casino', {
        icon: 'casino',
        items: [menu('channel-casino-slots', m.slots, 'casino/slots'), menu('channel-casino-jackpots', m.jackpots, 'casino/jackpots'), menu('channel-casino-table', m.tableGames, 'casino/table-games')],
      }),
      menu('channel-live-casino', m.liveCasino, 'live-casino', { icon: 'live', geoTargetingFilter: notInMadrid }),
      menu('channel-virtual-sports', m.virtualSports, 'virtual-sports', { icon: 'virtual' }),
      // The legacy application's sportsbook, shown in the site's frame at /sports (EMB-06 decides in-app or full load).
      menu('channel-sportsbook', m.sports, 'sports', { icon: 'sportsbook' }),
      marketing('channel-promotions', m.promotions, 'promotions', { icon: 'promotions' }),
      menu('channel-jackpots', m.jackpots, 'casino/jackpots', { icon: 'jackpot' }),
      menu('channel-new', m.newGames, 'casino/new', { icon: 'new' }),
      menu('channel-table', m.tableGames, 'casino/table-games', { icon: 'table' }),
      menu('channel-my-games', m.myGames, 'my-games', { icon: 'star' }),
    ],
    channelFooter: [
      menu('bar-home', m.home, '', { icon: 'home' }),
      menu('bar-casino', m.casino, 'casino', { icon: 'casino' }),
      menu('bar-live', m.live, 'live-casino', { icon: 'live', geoTargetingFilter: notInMadrid }),
      functional('search'),
      menu('bar-my-games', m.myGames, 'my-games', { icon: 'star' }),
      functional('account-menu'),
    ],
    footer: [
      {
        type: 'section',
        id: 'footer-about',
        title: copy.footer.about,
        layout: 'links',
        items: [
          contentPage('footer-about-us', copy.footer.aboutUs, 'generic', 'about-us'),
          contentPage('footer-responsible', copy.responsiblePage.title, 'generic', 'responsible-gaming'),
          contentPage('footer-roulette', copy.footer.roulette, 'article', 'how-to-play-roulette'),
          { type: 'casino_game_page', id: 'footer-game-of-the-week', title: copy.footer.gameOfTheWeek, category: 'slots', subCategory: 'classic', page: 'starburst' },
          contentPage('footer-weekend', copy.footer.weekend, 'promotion', 'weekend-reload'),
          contentPage('footer-payments', copy.footer.payments, 'help', 'payments-page'),
          contentPage('footer-help', copy.footer.helpCentre, 'help', ''),
          contentPage('footer-licence', copy.footer.licence, undefined, 'licence'),
          { type: 'external_link', id: 'footer-safer-gambling', title: copy.footer.saferGambling, url: 'https://www.begambleaware.org/' },
        ],
      },
    ],
    accountMenu: [
      {
        type: 'section',
        id: 'account-actions',
        title: copy.account.title,
        layout: 'actions',
        columns: 2,
        items: [
          menu('account-deposit', copy.account.deposit, 'account/cashier/deposit', { icon: 'deposit' }),
          menu('account-withdraw', copy.account.withdraw, 'account/cashier/withdraw', { icon: 'withdraw' }),
          menu('account-my-games', copy.account.myGames, 'my-games', { icon: 'star' }),
          marketing('account-promotions', copy.account.promotions, 'promotions', { icon: 'promotions' }),
        ],
      },
    ],
  };
}

function page(copy: PageCopy, slug: string, title: string, mainContent: SeedItem[], extra: Partial<SeedPage> = {}): SeedPage {
  return {
    slug,
    title,
    pageType: 'marketing_page',
    geoTargetingFilter: null,
    scripts: ['page-view-widget'],
    regions: { ...chrome(copy), mainContent },
    ...extra,
  };
}

function contentPageOf(copy: PageCopy, slug: string, pageType: string, text: { title: string; body: string }): SeedPage {
  return page(copy, slug, text.title, [block(`${slug.replace(/\//g, '-')}-body`, text.body, text.title)], { pageType });
}

/** Every demo page in one language. */
export function demoPages(copy: PageCopy): SeedPage[] {
  const s = copy.slides;
  const liveTarget = menu('slide-live-target', copy.menu.liveCasino, 'live-casino');
  const home = page(copy, 'home', copy.siteTitle, [
    {
      type: 'slideshow',
      id: 'home-hero',
      title: copy.heroTitle,
      slides: [
        slide('slide-welcome', s.welcome, 'welcome-offer', marketing('slide-welcome-target', s.welcome.title, 'welcome-offer')),
        slide('slide-jackpots', s.jackpots, 'jackpots', menu('slide-jackpots-target', copy.menu.jackpots, 'casino/jackpots')),
        slide('slide-live', s.live, 'live-casino', liveTarget, { geoTargetingFilter: notInMadrid }),
        slide('slide-join-now', s.joinNow, 'join-now', marketing('slide-join-target', s.joinNow.cta, 'welcome-offer'), { hideWhenLogged: true }),
      ],
    },
    rail('rail-new', copy.rails.newGames, { category: 'new', limit: 12 }),
    rail('rail-popular', copy.rails.popular, { category: 'popular', subCategory: 'top', limit: 12 }),
    rail('rail-jackpots', copy.rails.jackpots, { category: 'jackpots', limit: 12 }),
    rail('rail-live', copy.rails.live, { category: 'live-casino', limit: 12 }, { geoTargetingFilter: notInMadrid }),
    rail('rail-provider', copy.rails.provider, { category: 'providers', subCategory: 'nebula', limit: 12 }),
    rail('rail-virtual', copy.rails.virtual, { category: 'virtual-sports', limit: 6 }, { devices: ['Desktop'] }),
    rail('rail-favourites', copy.featured.title, { category: 'popular', subCategory: 'favourites', limit: 12 }),
    functional('jackpot-ticker'),
    block('home-responsible', copy.responsible.body, copy.responsible.title),
  ]);
  return [
    home,
    page(copy, 'casino', copy.casinoPage.title, [
      block('casino-intro', copy.casinoPage.intro),
      rail('casino-slots', copy.menu.slots, { category: 'slots', limit: 12 }),
      rail('casino-jackpots', copy.rails.jackpots, { category: 'jackpots', limit: 12 }),
      rail('casino-table', copy.menu.tableGames, { category: 'table-games', limit: 12 }),
      rail('casino-new', copy.rails.newGames, { category: 'new', subCategory: 'this-month', limit: 12 }),
    ]),
    page(
      copy,
      'live-casino',
      copy.livePage.title,
      [
        block('live-intro', copy.livePage.intro),
        rail('live-roulette', copy.menu.liveCasino, { category: 'live-casino', subCategory: 'roulette', limit: 12 }),
        rail('live-blackjack', 'Blackjack', { category: 'live-casino', subCategory: 'blackjack', limit: 12 }),
        rail('live-shows', copy.rails.favourites, { category: 'live-casino', subCategory: 'game-shows', limit: 12 }),
      ],
      { geoTargetingFilter: notInMadrid },
    ),
    page(copy, 'virtual-sports', copy.virtualPage.title, [
      block('virtual-intro', copy.virtualPage.intro),
      rail('virtual-football', copy.rails.virtual, { category: 'virtual-sports', subCategory: 'football', limit: 12 }),
      rail('virtual-horses', copy.rails.virtual, { category: 'virtual-sports', subCategory: 'horses', limit: 12 }),
    ]),
    page(copy, 'sportsbook', copy.sportsbookPage.title, [block('sportsbook-soon', copy.sportsbookPage.body, copy.sportsbookPage.title)]),
    page(copy, 'promotions', copy.promotionsPage.title, [
      block('promotions-intro', copy.promotionsPage.intro),
      {
        type: 'section',
        id: 'promotions-list',
        title: copy.promotionsPage.listTitle,
        layout: 'grid',
        items: [
          promotion(copy, 'welcome', { action: 'deposit' }),
          promotion(copy, 'weekend', { action: 'deposit' }),
          promotion(copy, 'spins', { action: 'play', game: { category: 'slots', subCategory: 'classic', page: 'starburst' } }),
          promotion(copy, 'roulette', { action: 'play', game: { category: 'table-games', subCategory: 'roulette', page: 'european-jade-roulette' } }),
          promotion(copy, 'jackpot', { action: 'play', game: { category: 'jackpots', subCategory: 'daily', page: 'daily-crown-drop' } }),
        ],
      },
    ]),
    page(copy, 'welcome-offer', copy.welcomeOffer.title, [
      {
        type: 'slideshow',
        id: 'welcome-hero',
        title: copy.welcomeOffer.title,
        slides: [slide('welcome-slide', { ...s.welcome, cta: copy.welcomeOffer.cta }, 'welcome-offer', menu('welcome-deposit', copy.welcomeOffer.cta, 'account/cashier/deposit'))],
      },
      block('welcome-terms', copy.welcomeOffer.body),
    ]),
    contentPageOf(copy, 'pages/about-us', 'generic', copy.aboutUs),
    contentPageOf(copy, 'pages/responsible-gaming', 'generic', copy.responsiblePage),
    contentPageOf(copy, 'articles/how-to-play-roulette', 'article', copy.rouletteArticle),
    contentPageOf(copy, 'promotions/weekend-reload', 'promotion', copy.weekendPromotion),
    contentPageOf(copy, 'help/payments', 'help', copy.paymentsHelp),
    contentPageOf(copy, 'help/common-faq', 'help', copy.commonFaq),
    page(
      copy,
      'pages/content-checks',
      copy.contentChecks.title,
      [
        block('checks-markup', copy.contentChecks.markupBody, copy.contentChecks.markupTitle),
        { type: 'external_link', id: 'checks-javascript-link', title: copy.contentChecks.badLink, url: 'javascript:alert(1)' },
        { type: 'content_block', id: 'checks-data-image', title: copy.contentChecks.badImage, body: copy.contentChecks.badImage, image: { url: 'data:image/svg+xml,<svg onload=alert(1)>', alt: '' } },
        { type: 'hologram', id: 'checks-unknown-type', title: 'An item type the site does not know (skipped)' },
        { type: 'section', id: 'checks-malformed-section', title: 42, layout: 'rail' },
        rail('checks-rail', copy.rails.popular, { category: 'slots', subCategory: 'video', limit: 12 }),
      ],
      { pageType: 'generic' },
    ),
  ];
}

export const demoPagesByLanguage = { en: demoPages(english), es: demoPages(spanish), de: demoPages(german) } as const;

/** The bucket the demo site configuration names. */
export const demoBucket = 'default';
