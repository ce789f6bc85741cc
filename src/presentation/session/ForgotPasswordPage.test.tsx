import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { httpError } from '../../domain/shared/gateway-error';
import { renderApp } from '../../../tests/support/render-app';
import { createTestApp } from '../../../tests/support/test-app';

const askForLink = async (email: string) => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send me a link' }));
};

describe('ForgotPasswordPage', () => {
  it('is linked from the login page', async () => {
    const app = createTestApp();
    await app.load('login');
    renderApp(app, '/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/account/forgot-password');
  });

  it('asks the platform for a link and says one is on its way if the account exists', async () => {
    const app = createTestApp();
    await app.load('login');
    renderApp(app, '/account/forgot-password');
    await askForLink('  ada@demo.test ');

    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses this address, we have sent it an e-mail');
    expect(app.platform.callsOf('passwordResetRequest')).toEqual([expect.objectContaining({ body: { email: 'ada@demo.test' } })]);
  });

  it('explains a 429 with the time to wait, and sends nothing for an empty address', async () => {
    const app = createTestApp();
    await app.load('login');
    renderApp(app, '/account/forgot-password');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the e-mail address of your account.');
    expect(app.platform.callsOf('passwordResetRequest')).toEqual([]);
    // EDGE-06: from the button to the field to fill.
    expect(screen.getByLabelText('Email')).toHaveFocus();

    app.platform.fail('passwordResetRequest', httpError(429));
    await askForLink('ada@demo.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests for a link.');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
