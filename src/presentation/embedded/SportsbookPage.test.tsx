import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/support/render-app';
import { LOAD_PATIENCE_MS } from '../../application/embedded/embedded-app-session';
import { EmbeddedTokens } from '../../application/embedded/tokens';
import type { LegacyMessage } from '../../domain/embedded';
import type { MemoryLegacyFrameChannels } from '../../infrastructure/embedded/memory-legacy-frame-channels';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

const LEGACY = 'http://127.0.0.1:4175';

const setUp = async ({ path = '/sports/event/fx-1', origins = [LEGACY], device = 'desktop' as 'desktop' | 'mobile', language = 'en' } = {}) => {
  const app: TestApp = createTestApp({ config: { embeddedAppOrigins: origins } });
  screenIs(device);
  await app.load('embedded');
  const view = renderApp(app, path, language);
  await screen.findByRole('heading', { level: 1 });
  return { app, view };
};

const frame = () => document.querySelector('iframe');

/** What `(min-width: …)` media queries answer on this screen. */
const screenIs = (device: 'desktop' | 'mobile') => {
  window.matchMedia = ((query: string) => ({ matches: /min-width/.test(query) === (device === 'desktop'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
};

const legacySays = async (app: TestApp, message: LegacyMessage) => {
  const channel = app.get<MemoryLegacyFrameChannels>(EmbeddedTokens.LegacyFrameChannels).latest();
  if (channel === undefined) throw new Error('no legacy frame is listened to');
  await act(async () => {
    channel.deliver(message);
    await app.time.settle();
  });
  return channel;
};

describe('SportsbookPage', () => {
  it('frames the legacy sportsbook at the page address, sandboxed without top navigation, loading until it reports', async () => {
    const { app } = await setUp({ language: 'es' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Apuestas deportivas');
    const iframe = frame() as HTMLIFrameElement;
    expect(iframe.getAttribute('src')).toBe(`${LEGACY}/sports/event/fx-1?lang=es`);
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
    expect(iframe).toHaveAccessibleName('Apuestas deportivas: eventos, cuotas y tus apuestas');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(iframe.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await legacySays(app, { type: 'legacy:navigation-end', path: '/sports/event/fx-1' });
    expect(iframe.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('follows the frame in the address bar, replacing the entry, without reloading the frame', async () => {
    const { app, view } = await setUp({ path: '/sports' });
    const channel = await legacySays(app, { type: 'legacy:navigation-end', path: '/sports/event/fx-2' });
    await waitFor(() => expect(view.location()).toBe('/sports/event/fx-2'));
    expect(channel.sent).toEqual([]);
    expect(frame()?.getAttribute('src')).toBe(`${LEGACY}/sports?lang=en`);
  });

  it('sizes the frame from the page within bounds', async () => {
    const { app } = await setUp();
    await legacySays(app, { type: 'legacy:resize', height: 1234 });
    expect((frame() as HTMLIFrameElement).parentElement).toHaveStyle({ height: '1234px' });
  });

  it('hides the back arrow on the fixtures on a wide screen, shows it deeper and on a phone, and steps back (EMB-04, EMB-05)', async () => {
    const wide = await setUp({ path: '/sports' });
    expect(screen.queryByRole('button', { name: /Back/ })).toBeNull();
    wide.view.unmount();
    const phone = await setUp({ path: '/sports', device: 'mobile' });
    expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
    phone.view.unmount();
    await setUp({ path: '/sports/event/fx-1' });
    await userEvent.setup().click(screen.getByRole('button', { name: /Back/ }));
  });

  it('offers to try again when the page takes too long, and frames it anew', async () => {
    const { app } = await setUp();
    const first = frame();
    await act(async () => {
      await app.time.advance(LOAD_PATIENCE_MS);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This is taking longer than usual.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(frame()).not.toBe(first);
    expect(frame()?.getAttribute('src')).toBe(`${LEGACY}/sports/event/fx-1?lang=en`);
  });

  it('says so, translated, when no legacy origin is configured', async () => {
    await setUp({ origins: [] });
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the site is not available at the moment.');
    expect(frame()).toBeNull();
  });
});
