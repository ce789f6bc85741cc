import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionService } from '../../application/session/session-service';
import { SessionTokens } from '../../application/session/tokens';
import { SharedTokens } from '../../application/shared/tokens';
import { strictestRules, type SiteConfig } from '../../domain/config';
import type { FixedClock } from '../../infrastructure/shared/fixed-clock';
import { renderApp } from '../../../tests/support/render-app';
import { createTestApp } from '../../../tests/support/test-app';

const TODAY = Date.UTC(2026, 10, 23, 12);

const joinPage = async (language = 'en', config: Partial<SiteConfig> = {}) => {
  const app = createTestApp({ config });
  await app.load();
  app.get<FixedClock>(SharedTokens.Clock).time = TODAY;
  const view = renderApp(app, '/join', language);
  return { app, view };
};

const LABELS = {
  en: { email: 'Email', password: 'Password', firstName: 'First name', lastName: 'Last name', birthDate: 'Date of birth', country: 'Country of residence', currency: 'Currency', phone: 'Mobile number', submit: 'Create account' },
  es: { email: 'Correo electrónico', password: 'Contraseña', firstName: 'Nombre', lastName: 'Apellidos', birthDate: 'Fecha de nacimiento', country: 'País de residencia', currency: 'Moneda', phone: 'Número de móvil', submit: 'Crear cuenta' },
};

/** Fills the whole form as a visitor from `country` would, on the page in `language`, and sends it. */
const signUp = async (country: 'MT' | 'GB', language: keyof typeof LABELS = 'en') => {
  const label = LABELS[language];
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(label.email), 'kept.out@join.test');
  await user.type(screen.getByLabelText(label.password), 'correct horse battery staple');
  await user.type(screen.getByLabelText(label.firstName), 'Mary');
  await user.type(screen.getByLabelText(label.lastName), 'Joiner');
  await user.type(screen.getByLabelText(label.birthDate), '1990-04-12');
  await user.selectOptions(screen.getByLabelText(label.country), country);
  await user.selectOptions(screen.getByLabelText(label.currency), country === 'GB' ? 'GBP' : 'EUR');
  await user.type(screen.getByLabelText(label.phone), country === 'GB' ? '7700 900123' : '9912 3456');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: label.submit }));
};

/** GB names its national self-exclusion scheme; MT has none. */
const JURISDICTIONS: Partial<SiteConfig> = {
  jurisdictions: { GB: { ...strictestRules('GB'), selfExclusionScheme: { name: 'GAMSTOP', url: 'https://www.gamstop.co.uk' } }, MT: strictestRules('MT') },
  defaultJurisdiction: 'MT',
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

  it("says, when the register of self-exclusions refuses the sign-up (SG-17), that no account can be opened and where help is, with the focus on it and the form as typed", async () => {
    const { app, view } = await joinPage('en', JURISDICTIONS);
    app.platform.join.refuseNext({ code: 'SELF_EXCLUDED' });
    await signUp('MT');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveTextContent('We cannot open an account for you.');
    expect(alert).toHaveTextContent('The details you gave match a self-exclusion in force with us. A self-exclusion covers every account with us until it ends.');
    expect(within(alert).getByRole('link', { name: 'Safer gambling and where to find help' })).toHaveAttribute('href', '/safer-gambling');
    expect(within(alert).getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/help');
    // Malta names no national scheme; no field is at fault, and nothing else is said.
    expect(within(alert).getAllByRole('link')).toHaveLength(2);
    expect(alert).not.toHaveTextContent('kept.out@join.test');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveValue('kept.out@join.test');
    expect(screen.getByLabelText('Password')).toHaveValue('correct horse battery staple');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1990-04-12');
    expect(view.location()).toBe('/join');
    expect(app.get<SessionService>(SessionTokens.SessionService).current().status).not.toBe('authenticated');
  });

  it("names the chosen country's national self-exclusion scheme (SG-19) in the register's refusal, as a link out", async () => {
    const { app } = await joinPage('es', JURISDICTIONS);
    app.platform.join.refuseNext({ code: 'SELF_EXCLUDED' });
    await signUp('GB', 'es');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No podemos abrirte una cuenta.');
    expect(alert).toHaveTextContent('También puedes autoexcluirte a la vez de todos los sitios de juego con licencia en tu país, con GAMSTOP.');
    const scheme = within(alert).getByRole('link', { name: 'GAMSTOP' });
    expect(scheme).toHaveAttribute('href', 'https://www.gamstop.co.uk');
    expect(scheme).toHaveAttribute('rel', 'noopener noreferrer');
    expect(scheme).toHaveAttribute('target', '_blank');
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
