import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionService } from '../../application/session/session-service';
import { SessionTokens } from '../../application/session/tokens';
import { SharedTokens } from '../../application/shared/tokens';
import type { FixedClock } from '../../infrastructure/shared/fixed-clock';
import { renderApp } from '../../../tests/support/render-app';
import { createTestApp } from '../../../tests/support/test-app';

const TODAY = Date.UTC(2026, 10, 23, 12);

const joinPage = async (language = 'en') => {
  const app = createTestApp();
  await app.load();
  app.get<FixedClock>(SharedTokens.Clock).time = TODAY;
  const view = renderApp(app, '/join', language);
  return { app, view };
};

describe('JoinPage', () => {
  it('names the countries and currencies in the page\'s language, sorted by name', async () => {
    await joinPage('es');
    const country = await screen.findByLabelText('País de residencia');
    const names = within(country).getAllByRole('option').map((option) => option.textContent);
    expect(names[0]).toBe('Elige…');
    expect(names).toContain('España');
    expect(names).toContain('Reino Unido');
    expect(names.slice(1)).toEqual([...names.slice(1)].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'es')));
    expect(within(screen.getByLabelText('Moneda')).getByRole('option', { name: 'libra esterlina' })).toHaveValue('GBP');
  });

  it('counts the password as it is typed and shows or hides it on demand', async () => {
    await joinPage();
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Password');
    await user.type(password, 'ñandú');
    expect(screen.getByText(/5 characters of at least 10/)).toBeInTheDocument();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts each error on its field, announced with it, and clears it when the field is corrected', async () => {
    const { app } = await joinPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the fields marked below.');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Please confirm your age and accept the terms to join.');
    await user.type(email, 'a');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(app.platform.callsOf('registration')).toHaveLength(0);
  });

  it("starts the mobile prefix at the jurisdiction's calling code and follows the country until the player picks one", async () => {
    await joinPage();
    const user = userEvent.setup();
    const prefix = await screen.findByLabelText('Country code');
    expect(prefix).toHaveValue('+356');
    expect(within(prefix).getByRole('option', { name: 'Malta (+356)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country of residence'), 'GB');
    expect(prefix).toHaveValue('+44');
    await user.selectOptions(prefix, '+49');
    await user.selectOptions(screen.getByLabelText('Country of residence'), 'ES');
    expect(prefix).toHaveValue('+49');
  });

  it('moves focus to the first field in error after a refused submit, and says what is wrong with a number', async () => {
    await joinPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'mary@example.test');
    await user.type(screen.getByLabelText('Mobile number'), '99-12-34-56');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Enter digits only (spaces are fine), 4 to 14 of them.');
  });

  it('offers a retry when the options cannot be loaded', async () => {
    const app = createTestApp();
    await app.load();
    app.platform.fail('registrationOptions', { code: 'NETWORK' });
    renderApp(app, '/join');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
  });

  it('sends a logged-in player to the account page', async () => {
    const app = createTestApp();
    await app.load();
    app.platform.addPlayer({ username: 'ada@join.test', password: 'x', user: { email: 'ada@join.test', firstName: 'Ada', lastName: 'Lovelace', nickname: null, currency: 'EUR', language: 'en', countryCode: 'MT', subdivision: null, phones: [], phonePrefix: null, personaLinkedAccounts: [], hasPinCode: true, phoneStatus: 'VALIDATED' } });
    await app.get<SessionService>(SessionTokens.SessionService).start(app.platform.openSession('ada@join.test'));
    const view = renderApp(app, '/join');
    await waitFor(() => expect(view.location()).toBe('/account'));
  });
});
