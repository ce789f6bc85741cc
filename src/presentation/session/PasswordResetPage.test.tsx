import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { httpError } from '../../domain/shared/gateway-error';
import { aUser } from '../../../tests/support/players';
import { renderApp } from '../../../tests/support/render-app';
import { createTestApp } from '../../../tests/support/test-app';

describe('PasswordResetPage', () => {
  it('takes the one-time token out of the address at once, and still uses it', async () => {
    const app = createTestApp();
    // As the site binds it before rendering a landing password-reset page.
    await app.load('login');
    app.platform.addPlayer({ username: 'ada@demo.test', password: 'Old-Password-1', user: aUser() });
    app.platform.actionTokens.set('one-time-token-42', 'ada@demo.test');
    const view = renderApp(app, '/account/password-reset?action=forcePasswordReset&token=one-time-token-42&destination=%2Faccount');

    await waitFor(() => expect(view.location()).toBe('/account/password-reset?action=forcePasswordReset&destination=%2Faccount'));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password (at least 10 characters)'), 'New-Password-1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    await waitFor(() => expect(view.location()).toBe('/login?destination=%2Faccount'));
    expect(app.platform.player('ada@demo.test').password).toBe('New-Password-1');
    expect(app.platform.callsOf('passwordReset')).toEqual([expect.objectContaining({ body: { token: 'one-time-token-42' } })]);
  });

  it('checks the length before sending, and says why', async () => {
    const app = createTestApp();
    await app.load('login');
    app.platform.actionTokens.set('token-7', 'ada@demo.test');
    renderApp(app, '/account/password-reset?token=token-7');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password (at least 10 characters)'), 'Short-1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The password must have at least 10 characters.');
    expect(app.platform.callsOf('passwordReset')).toEqual([]);
    expect(screen.getByLabelText('New password (at least 10 characters)')).toHaveFocus();
  });

  it("shows the platform's refusal of a common password", async () => {
    const app = createTestApp();
    await app.load('login');
    app.platform.fail('passwordReset', httpError(422, undefined, 'COMMON_PASSWORD'));
    renderApp(app, '/account/password-reset?token=token-8');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password (at least 10 characters)'), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common.');
  });

  it('says when a link is expired or used, and offers a new one', async () => {
    const app = createTestApp();
    await app.load('login');
    renderApp(app, '/account/password-reset?token=used-or-expired');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password (at least 10 characters)'), 'Long-Enough-Pass-1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or has already been used.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/account/forgot-password');
  });
});
