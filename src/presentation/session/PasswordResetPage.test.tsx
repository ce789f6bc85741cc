import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
    await user.type(screen.getByLabelText('New password (at least 8 characters)'), 'New-Password-1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    await waitFor(() => expect(view.location()).toBe('/login?destination=%2Faccount'));
    expect(app.platform.player('ada@demo.test').password).toBe('New-Password-1');
    expect(app.platform.callsOf('passwordReset')).toEqual([expect.objectContaining({ body: { token: 'one-time-token-42' } })]);
  });
});
