import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionService } from '../../application/session/session-service';
import { SessionTokens } from '../../application/session/tokens';
import type { SiteConfig } from '../../domain/config';
import type { InMemoryPlayer } from '../../infrastructure/shared/in-memory-platform';
import { aUser, balances } from '../../../tests/support/players';
import { renderApp } from '../../../tests/support/render-app';
import { createTestApp, loginServiceOf } from '../../../tests/support/test-app';

const loggedIn = async (player: Partial<InMemoryPlayer> = {}, config: Partial<SiteConfig> = {}, path = '/') => {
  const app = createTestApp({ config });
  app.platform.addPlayer({ username: 'ada@demo.test', password: 'pass-word', user: aUser(), balances: balances('EUR', { Playable: 125.5 }), ...player });
  await (await loginServiceOf(app)).login({ credentials: { username: 'ada@demo.test', password: 'pass-word' } }, null);
  // As a player's first page would: the account page's security parts are deferred contexts.
  await app.load();
  const view = renderApp(app, path);
  await screen.findByTestId('display-name');
  return { app, view };
};

const openMenu = async () => {
  await userEvent.setup().click(screen.getByRole('button', { name: /Account menu/ }));
  return screen.getByRole('region', { name: 'Account menu' });
};

describe('AccountMenu', () => {
  it('shows the wallet rows, loyalty tier and the cashier shortcuts', async () => {
    await loggedIn({
      balances: balances('EUR', { Playable: 80, Withdrawable: 60, Bonus: 20, Locked: 0, PendingWithdrawal: 50 }),
      loyalty: {
        excluded: false,
        redemptionAmount: 0,
        redemptionPoints: 0,
        redemptionPointsName: 'points',
        tierPoints: 1234.99,
        currentTierId: 'gold',
        tiersInfo: { gold: { name: 'Gold', colour: '#f2c14e' } },
        status: null,
      },
    });
    const menu = await openMenu();
    await waitFor(() => expect(within(menu).getByText('€80.00')).toBeInTheDocument());
    expect(within(menu).getByText('Withdrawable').nextSibling).toHaveTextContent('€60.00');
    expect(within(menu).getByText('Bonus')).toBeInTheDocument();
    expect(within(menu).queryByText('Locked')).not.toBeInTheDocument();
    expect(within(menu).getByTestId('loyalty-summary')).toHaveTextContent('Gold tier 1,234 points');
    expect(within(menu).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/account/cashier/deposit');
    expect(within(menu).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/account/cashier/withdraw');
    expect(screen.getByText('You have a pending withdrawal of €50.00.')).toBeInTheDocument();
    // PS-01: beside the balance, without opening the menu.
    expect(screen.getByTestId('header-deposit')).toHaveAttribute('href', '/account/cashier/deposit');
  });

  it('hides the shortcuts the site configuration turns off', async () => {
    await loggedIn({}, { isCashierDepositEnabled: false, isCashierWithdrawalEnabled: true });
    const menu = await openMenu();
    expect(within(menu).queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.queryByTestId('header-deposit')).not.toBeInTheDocument();
  });

  it('caps the notification badge at 999+, on the link to the inbox', async () => {
    await loggedIn({ notifications: { acknowledged: 0, deleted: 0, numberOfMessages: 1500 } });
    const inbox = await screen.findByRole('link', { name: 'More than 999 unread messages' });
    expect(inbox).toHaveTextContent('999+');
    expect(inbox).toHaveAttribute('href', '/account/messages');
  });

  it('leads to the inbox without a count when every message is read', async () => {
    await loggedIn({ notifications: { acknowledged: 4, deleted: 0, numberOfMessages: 0 } });
    const inbox = await screen.findByRole('link', { name: 'Messages' });
    expect(inbox).toHaveAttribute('href', '/account/messages');
    expect(inbox).toHaveTextContent('');
  });

  it('refreshes the balance by itself', async () => {
    const { app } = await loggedIn();
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('€125.50'));
    app.platform.player('ada@demo.test').balances = balances('EUR', { Playable: 99 });
    await act(() => app.time.advance(30_000));
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('€99.00'));
  });

  it('logs out with a message and goes home', async () => {
    const { view } = await loggedIn({}, {}, '/account');
    const menu = await openMenu();
    await userEvent.setup().click(within(menu).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('You have been logged out. See you soon!')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(screen.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
  });

  it('once home after logging out, guards players-only pages again', async () => {
    const { app, view } = await loggedIn({}, {}, '/account');
    const menu = await openMenu();
    await userEvent.setup().click(within(menu).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(view.location()).toBe('/'));
    // The logout marker that kept the account page from detouring via login is gone (the home page's
    // arrival effect forgets it, just after the location changes).
    await waitFor(() => expect(app.get<SessionService>(SessionTokens.SessionService).current()).toEqual({ status: 'visitor' }));
  });

  it('shows the platform message when logout fails, and stays logged in', async () => {
    const { app } = await loggedIn();
    app.platform.fail('logout', { code: 'HTTP', status: 503, message: 'Logout is down for maintenance' });
    const menu = await openMenu();
    await userEvent.setup().click(within(menu).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Logout is down for maintenance');
    expect(screen.getByTestId('display-name')).toBeInTheDocument();
  });

  it('ends an expired session once and sends the player to login with the page as destination', async () => {
    const { app, view } = await loggedIn({}, {}, '/account');
    app.platform.sessions.clear();
    await act(() => app.time.advance(30_000));
    await waitFor(() => expect(view.location()).toBe('/login?destination=%2Faccount'));
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    const calls = app.platform.calls.length;
    await act(() => app.time.advance(120_000));
    expect(app.platform.calls.length).toBe(calls);
  });
});
