/** Content pages as the content service sends them (docs/api.md "Content"): plain wire JSON a scenario can change. */
export type WireItem = { type: string; id: string } & Record<string, unknown>;
export type WireRegion = 'miniHeader' | 'header' | 'channelHeader' | 'mainContent' | 'channelFooter' | 'footer' | 'accountMenu';

export interface WirePage {
  slug: string;
  title: string;
  pageType: string;
  geoTargetingFilter: unknown;
  scripts: string[];
  regions: Record<WireRegion, WireItem[]>;
}

let sequence = 0;
export const nextId = (prefix: string): string => `${prefix}-${(sequence += 1)}`;

export const menuItem = (title: string, slug: string, extra: Record<string, unknown> = {}): WireItem => ({ type: 'custom_menu', id: nextId('menu'), title, slug, ...extra });

/** The site's chrome and a lobby: what most scenarios start from. */
export const demoHomePage = (): WirePage => ({
  slug: 'home',
  title: 'Aurora Casino',
  pageType: 'marketing_page',
  geoTargetingFilter: null,
  scripts: [],
  regions: {
    miniHeader: [
      { type: 'functional', id: 'mini-language', name: 'language-menu' },
      { type: 'content_page', id: 'mini-help', title: 'Help centre', pageType: 'help', path: '' },
    ],
    header: [
      { type: 'functional', id: 'header-search', name: 'search' },
      { type: 'functional', id: 'header-login', name: 'login-button' },
      { type: 'functional', id: 'header-account', name: 'account-menu' },
    ],
    channelHeader: [
      menuItem('Casino', 'casino', { items: [menuItem('Slots', 'casino/slots'), menuItem('Table games', 'casino/table-games')] }),
      menuItem('Live casino', 'live-casino'),
      menuItem('Virtual sports', 'virtual-sports'),
    ],
    mainContent: [
      {
        type: 'slideshow',
        id: 'hero',
        title: 'Featured',
        slides: [
          {
            type: 'slide',
            id: 'slide-welcome',
            title: 'Welcome bonus',
            text: 'Double your first deposit.',
            image: { url: '/content/images/slides/welcome-offer.svg', alt: 'A shower of gold coins' },
            cta: { label: 'Claim it', item: { type: 'marketing_page', id: 'slide-welcome-target', title: 'Welcome offer', slug: 'welcome-offer' } },
          },
        ],
      },
      { type: 'content_block', id: 'responsible', title: 'Play responsibly', body: 'Set a budget before you play.\n\nTake breaks.' },
    ],
    channelFooter: [menuItem('Home', '', { icon: 'home' }), menuItem('Casino', 'casino', { icon: 'casino' })],
    footer: [{ type: 'section', id: 'footer-links', title: 'About', layout: 'links', items: [] }],
    accountMenu: [],
  },
});

/** Another page with the same chrome: a marketing page of a few blocks. */
export const demoMarketingPage = (slug: string, title: string): WirePage => ({
  ...demoHomePage(),
  slug,
  title,
  regions: { ...demoHomePage().regions, mainContent: [{ type: 'content_block', id: `${slug}-body`, title: null, body: `All about ${title}.` }] },
});
