import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../tests/support/test-app';
import type { PlatformReachability } from '../../application/shared/platform-reachability';
import { SharedTokens } from '../../application/shared/tokens';
import { AppProviders } from '../app/App';
import { createI18n } from '../app/i18n';
import { Notices } from './Notices';

const shown = async (language: 'en' | 'de' = 'en') => {
  const app = createTestApp();
  const reachability = app.get<PlatformReachability>(SharedTokens.Reachability);
  let retries = 0;
  reachability.retry$.subscribe(() => (retries += 1));
  render(
    <AppProviders container={app.container} i18n={createI18n(language)}>
      <Notices />
    </AppProviders>,
  );
  // The notice's chunk comes once the page is idle.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await vi.dynamicImportSettled();
  });
  await act(() => app.time.settle());
  return { app, reachability, retries: () => retries };
};

const notice = () => screen.queryByTestId('reachability-notice');

describe('the offline notice (EDGE-04)', () => {

  it('is not there while the platform answers', async () => {
    await shown();
    expect(notice()).toBeNull();
  });

  it('says the casino cannot be reached, counts down to the next try, and tries at once on "Retry now"', async () => {
    const { app, reachability, retries } = await shown();
    act(() => reachability.unreachable());
    const status = await screen.findByTestId('reachability-notice');
    expect(status).toHaveAttribute('role', 'status');
    // The first try comes after 2 s ± 20 %.
    expect(status).toHaveTextContent(/^Can’t reach the casino, retrying in [23] s\.Retry now$/);
    await act(() => app.time.advance(2_400));
    expect(retries()).toBe(1);
    // The next after 4 s ± 20 %.
    expect(status).toHaveTextContent(/retrying in [345] s\./);
    await act(() => app.time.advance(1_000));
    expect(status).toHaveTextContent(/retrying in [234] s\./);
    fireEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(retries()).toBe(2);
    act(() => reachability.answered());
    expect(retries()).toBe(3);
    expect(notice()).toBeNull();
  });

  it('says the player is offline while the browser has no network, in the page’s language', async () => {
    const { app } = await shown('de');
    act(() => app.fakes.networkStatus.set(false));
    expect(await screen.findByTestId('reachability-notice')).toHaveTextContent('Sie sind offline – wir versuchen es weiter.');
    expect(screen.queryByRole('button')).toBeNull();
    act(() => app.fakes.networkStatus.set(true));
    expect(notice()).toBeNull();
  });
});
