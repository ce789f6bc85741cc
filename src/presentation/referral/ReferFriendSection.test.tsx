import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../tests/support/players';
import { renderApp } from '../../../tests/support/render-app';
import { createTestApp, loginServiceOf } from '../../../tests/support/test-app';

const onTheAccountPage = async (language = 'en', arrange: (app: ReturnType<typeof createTestApp>) => void = () => undefined) => {
  const app = createTestApp({ config: { languagesPublished: ['en', 'es', 'de'] } });
  app.platform.addPlayer({ username: 'ada@demo.test', password: 'pass-word', user: aUser() });
  app.platform.referrals.profiles.set('ada@demo.test', { referralCode: 'P7K2M9XA', referralLink: 'http://casino.test/welcome/P7K2M9XA', referredPlayers: 3, clicks: 12 });
  arrange(app);
  await (await loginServiceOf(app)).login({ credentials: { username: 'ada@demo.test', password: 'pass-word' } }, null);
  await app.load();
  renderApp(app, '/account', language);
  return app;
};

describe('the refer-a-friend section of the account page (REF-06)', () => {
  it("shows the player's code, link, friends who joined and visits from the referral profile", async () => {
    await onTheAccountPage();
    const section = await screen.findByRole('region', { name: 'Refer a friend' });
    expect(await within(section).findByTestId('referral-code')).toHaveTextContent('P7K2M9XA');
    expect(within(section).getByRole('link', { name: 'http://casino.test/welcome/P7K2M9XA' })).toHaveAttribute('href', 'http://casino.test/welcome/P7K2M9XA');
    expect(within(section).getByTestId('referred-players')).toHaveTextContent('3');
    expect(within(section).getByText('12')).toBeInTheDocument();
  });

  it('copies the link and says so', async () => {
    await onTheAccountPage();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Refer a friend' });
    await user.click(await within(section).findByRole('button', { name: 'Copy link' }));
    expect(await within(section).findByText('Link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://casino.test/welcome/P7K2M9XA');
  });

  it('says when the profile cannot be shown, without breaking the page', async () => {
    await onTheAccountPage('en', (app) => app.platform.fail('referralProfile', { code: 'HTTP', status: 503 }));
    const section = await screen.findByRole('region', { name: 'Refer a friend' });
    expect(await within(section).findByText(/cannot be shown right now/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it.each([
    ['es', 'Invita a un amigo', 'Copiar enlace'],
    ['de', 'Freunde werben', 'Link kopieren'],
  ])('speaks the page language (%s)', async (language, title, copy) => {
    await onTheAccountPage(language);
    const section = await screen.findByRole('region', { name: title });
    expect(await within(section).findByRole('button', { name: copy })).toBeInTheDocument();
  });
});
