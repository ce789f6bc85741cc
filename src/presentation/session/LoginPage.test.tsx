import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, balances } from '../../../tests/support/players';
import { renderApp } from '../../../tests/support/render-app';
import { createTestApp } from '../../../tests/support/test-app';

/** Players on the platform, and the login form's context bound, as the site binds it before rendering a landing /login. */
const withPlayers = async () => {
  const app = createTestApp();
  await app.load('login');
  app.platform.addPlayer({ username: 'ada@demo.test', password: 'Ready-Player-1', user: aUser(), balances: balances('EUR', { Playable: 125.5, Withdrawable: 100 }) });
  app.platform.addPlayer({ username: 'grace@demo.test', password: 'No-Pin-Player-1', user: aUser({ email: 'grace@demo.test', firstName: 'Grace', lastName: 'Hopper', hasPinCode: false }) });
  app.platform.addPlayer({ username: 'sms@demo.test', password: 'Two-Factor-1', user: aUser({ email: 'sms@demo.test' }) });
  app.platform.addPlayer({ username: 'robot@demo.test', password: 'Captcha-1', user: aUser({ email: 'robot@demo.test' }) });
  return app;
};

const logIn = async (username: string, password: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
};

describe('LoginPage', () => {
  it('logs in, shows the name and balance in the header and goes to the destination', async () => {
    const app = await withPlayers();
    const view = renderApp(app, '/login?destination=%2Faccount');
    await logIn('ada@demo.test', 'Ready-Player-1');
    await waitFor(() => expect(view.location()).toBe('/account'));
    expect(await screen.findByTestId('display-name')).toHaveTextContent('Ada Lovelace');
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('€125.50'));
    expect(app.fakes.sessionStore.value).not.toBeNull();
  });

  it('leads a visitor without an account to join (the only way on a phone, whose header has no Join)', async () => {
    const app = await withPlayers();
    await app.load('join');
    const view = renderApp(app, '/login');
    expect(screen.getByText(/New here\?/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Join now' }));
    await waitFor(() => expect(view.location()).toBe('/join'));
  });

  it('shows the wrong-password message and stays on the page', async () => {
    const app = await withPlayers();
    const view = renderApp(app, '/login');
    await logIn('ada@demo.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is not correct.');
    expect(view.location()).toBe('/login');
    // EDGE-06: the keyboard is back in the password, the likelier mistake, marked for assistive technology.
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks the empty fields the platform refused', async () => {
    const app = await withPlayers();
    const required = (field: string) => ({ field, cause: 'REQUIRED' });
    app.platform.answerNextLogin({ refuse: { code: 'VALIDATION_ERROR', fieldErrors: [required('username'), required('password')] } });
    renderApp(app, '/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the fields marked below.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });

  it('sends a player without a PIN code to the PIN page, keeping the destination', async () => {
    const view = renderApp(await withPlayers(), '/login?destination=%2Faccount');
    await logIn('grace@demo.test', 'No-Pin-Player-1');
    await waitFor(() => expect(view.location()).toBe('/account/pin-code?action=ADD_PIN_CODE&destination=%2Faccount'));
    expect(await screen.findByRole('heading', { name: 'Your PIN code' })).toBeInTheDocument();
  });

  it('asks for the SMS code, then sends it in the MFA header', async () => {
    const app = await withPlayers();
    app.platform.answerNextLogin({ refuse: { code: 'MFA_REQUIRED', method: 'SMS', invalidCode: false, remainingAttempts: null } });
    const view = renderApp(app, '/login');
    const user = await logIn('sms@demo.test', 'Two-Factor-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the 6-digit code we sent to your phone.');
    // EDGE-06: the code step opens with the keyboard in its field.
    await waitFor(() => expect(screen.getByLabelText('Code sent by SMS')).toHaveFocus());
    await user.type(screen.getByLabelText('Code sent by SMS'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(app.platform.callsOf('login').at(-1)?.request?.mfa).toEqual({ code: '654321', method: 'SMS' });
  });

  it('asks a suspected robot to pass the captcha and sends its token', async () => {
    const app = await withPlayers();
    app.platform.answerNextLogin({ refuse: { code: 'CAPTCHA_REQUIRED' } });
    const view = renderApp(app, '/login');
    const user = await logIn('robot@demo.test', 'Captcha-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm that you are not a robot');
    await user.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    await screen.findByText('Check passed');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(app.platform.callsOf('login').at(-1)?.request?.captchaToken).toBe('captcha-1');
  });

  it('never follows an off-site destination', async () => {
    const view = renderApp(await withPlayers(), '/login?destination=%2F%2Fevil.example');
    await logIn('ada@demo.test', 'Ready-Player-1');
    await waitFor(() => expect(view.location()).toBe('/'));
  });

  it('speaks Spanish when the language is Spanish', async () => {
    renderApp(await withPlayers(), '/login', 'es');
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
  });
});
