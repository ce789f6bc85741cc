// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaQueryDeviceChannel } from './media-query-device-channel';

// jsdom has no matchMedia: each test gives the window one.
const screenMatching = (matches: boolean) => {
  const matchMedia = vi.fn((query: string) => ({ matches, media: query }) as MediaQueryList);
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
};

describe('MediaQueryDeviceChannel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is mobile on a narrow or touch-only screen, desktop otherwise', () => {
    const spy = screenMatching(true);
    expect(new MediaQueryDeviceChannel().current()).toBe('mobile');
    expect(spy).toHaveBeenCalledWith('(max-width: 767px), (hover: none) and (pointer: coarse)');
    screenMatching(false);
    expect(new MediaQueryDeviceChannel().current()).toBe('desktop');
  });
});
