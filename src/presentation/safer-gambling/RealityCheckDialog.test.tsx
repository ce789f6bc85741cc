import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SessionTokens } from '../../application/session/tokens';
import type { SessionService } from '../../application/session/session-service';
import { aUser } from '../../../tests/support/players';
import { renderApp } from '../../../tests/support/render-app';
import { createTestApp, loginServiceOf } from '../../../tests/support/test-app';
import { loadLanguage } from '../app/i18n';

const LOGIN_AT = Date.parse('2026-11-23T10:00:00Z');
const MINUTE = 60_000;

const playerInSpanish = async () => {
  await loadLanguage('es');
  const app = createTestApp();
  app.platform.sessionSummaries.now = () => new Date(LOGIN_AT + app.time.now);
  app.platform.addPlayer({ username: 'ada@demo.test', password: 'secret-pass', user: aUser({ email: 'ada@demo.test', currency: 'EUR', language: 'es' }) });
  await app.load();
  await (await loginServiceOf(app)).login({ credentials: { username: 'ada@demo.test', password: 'secret-pass' } }, null);
  const rendered = renderApp(app, '/', 'es');
  const session = app.get<SessionService>(SessionTokens.SessionService).currentId();
  if (session === null) throw new Error('not logged in');
  // The watch's chunk is in and has read the session's summary.
  await waitFor(() => expect(app.platform.callsOf('sessionSummary').length).toBeGreaterThan(0));
  await act(() => app.time.settle());
  return { app, rendered, session };
};

describe('the reality check dialog (SG-07)', () => {
  it('says the time played and the net loss in the player language and money, keeps focus inside, and Escape continues', async () => {
    const { app, session } = await playerInSpanish();
    app.platform.sessionSummaries.setNetPosition(session, -1250);
    // The check appeared at the hour and says so, however long it then stays open.
    await act(() => app.time.advance(95 * MINUTE));
    const dialog = await screen.findByRole('alertdialog', { name: 'Control de realidad' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Llevas 1 h 0 min jugando en esta sesión.');
    expect(dialog).toHaveTextContent('Desde que iniciaste sesión has perdido 12,50 €.');
    expect(within(dialog).getByRole('button', { name: 'Seguir jugando' })).toHaveFocus();
    await act(async () => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
      await app.time.settle();
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.get<SessionService>(SessionTokens.SessionService).currentId()).toBe(session);
  });

  it('"Dejar de jugar" logs the player out', async () => {
    const { app } = await playerInSpanish();
    await act(() => app.time.advance(60 * MINUTE));
    const dialog = await screen.findByRole('alertdialog', { name: 'Control de realidad' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dejar de jugar' }));
    await act(() => app.time.settle());
    await waitFor(() => expect(app.get<SessionService>(SessionTokens.SessionService).currentId()).toBeNull());
    expect(app.platform.callsOf('logout')).toHaveLength(1);
  });
});
