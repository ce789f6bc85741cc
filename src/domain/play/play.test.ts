import { describe, expect, it } from 'vitest';
import { boundedFrameHeight, launchRouteFor, playOptions, providerFrameUrl, quickPlayLink, realPlayReturnPath, requestedPlay } from '.';

describe('requestedPlay (GAME-06)', () => {
  it.each([
    ['#quickplay', '', 'practice'],
    ['#quickplay_realplay', '', 'real'],
    ['', '?quickplay', 'practice'],
    ['', '?realplay', 'real'],
    ['', '?realplay=1&lang=es', 'real'],
    ['#quickplay', '?realplay', 'real'],
    ['', '', null],
    ['#quickplayx', '', null],
    ['', '?quick=play', null],
  ] as const)('hash %j and query %j ask for %j', (hash, search, expected) => {
    expect(requestedPlay(hash, search)).toBe(expected);
  });
});

describe('deep link paths', () => {
  it('returns to the page, query kept, straight into real play (GAME-07)', () => {
    expect(realPlayReturnPath('/casino/slots/classic/starburst-nights', '?lang=es')).toBe('/casino/slots/classic/starburst-nights?lang=es#quickplay_realplay');
  });

  it('makes quick play links', () => {
    expect(quickPlayLink('/casino/slots/classic/a', 'practice')).toBe('/casino/slots/classic/a#quickplay');
    expect(quickPlayLink('/casino/slots/classic/a', 'real')).toBe('/casino/slots/classic/a#quickplay_realplay');
  });
});

describe('playOptions (GAME-08)', () => {
  const base = { authenticated: false, mobile: false, practicePlay: true, casinoLoggedPracticePlayEnabled: false };

  it('offers a visitor login-and-play and practice, quick play links only on mobile', () => {
    expect(playOptions(base)).toEqual({ realPlay: 'login-and-play', practicePlay: true, quickPlayLinks: false, quickPlayMode: null });
    expect(playOptions({ ...base, mobile: true })).toEqual({ realPlay: 'login-and-play', practicePlay: true, quickPlayLinks: true, quickPlayMode: 'practice' });
  });

  it('offers a visitor no practice for a game without it', () => {
    expect(playOptions({ ...base, practicePlay: false, mobile: true })).toMatchObject({ practicePlay: false, quickPlayMode: null });
  });

  it('offers a player real play and quick play links, practice only when the site allows it', () => {
    expect(playOptions({ ...base, authenticated: true })).toEqual({ realPlay: 'play', practicePlay: false, quickPlayLinks: true, quickPlayMode: 'real' });
    expect(playOptions({ ...base, authenticated: true, casinoLoggedPracticePlayEnabled: true }).practicePlay).toBe(true);
  });
});

describe('launchRouteFor (GAME-09, GAME-10)', () => {
  it('chooses the path', () => {
    expect(launchRouteFor({ gamesIntegrationEnabled: false, virtualSports: false })).toBe('lobby');
    expect(launchRouteFor({ gamesIntegrationEnabled: false, virtualSports: true })).toBe('legacy');
    expect(launchRouteFor({ gamesIntegrationEnabled: true, virtualSports: false })).toBe('integration');
  });
});

describe('providerFrameUrl', () => {
  const origins = ['http://127.0.0.1:4174', 'https://games.example'];

  it('keeps a URL on an allowed provider origin', () => {
    expect(providerFrameUrl('http://127.0.0.1:4174/play/abc', origins)).toEqual({ url: 'http://127.0.0.1:4174/play/abc', origin: 'http://127.0.0.1:4174' });
    expect(providerFrameUrl('https://games.example/play/abc?x=1', origins)?.origin).toBe('https://games.example');
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/play/abc',
    '//games.example/play',
    'http://127.0.0.1:4175/play/abc',
    'http://games.example/play',
    'https://games.example.evil.test/play',
    'https://evil.test@games.example/play',
    'https://user:pass@games.example/play',
    'https://games.example\\@evil.test/',
    ' https://games.example/play',
    'https://games.example/pl\nay',
    '',
    `https://games.example/${'a'.repeat(5000)}`,
  ])('refuses %j', (raw) => {
    expect(providerFrameUrl(raw, origins)).toBeNull();
  });
});

describe('boundedFrameHeight', () => {
  it('keeps the frame between its bounds', () => {
    expect(boundedFrameHeight(10)).toBe(320);
    expect(boundedFrameHeight(700.4)).toBe(700);
    expect(boundedFrameHeight(1e9)).toBe(1600);
  });
});
