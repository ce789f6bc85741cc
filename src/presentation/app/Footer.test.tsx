import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { strictestRules, type JurisdictionRules } from '../../domain/config';
import { aUser, balances } from '../../../tests/support/players';
import { renderApp } from '../../../tests/support/render-app';
import { createTestApp, loginServiceOf } from '../../../tests/support/test-app';

const jurisdiction = (code: string, rules: Partial<JurisdictionRules>): JurisdictionRules => ({ ...strictestRules(code), ...rules });

/** Each jurisdiction's licence and help, as the site configuration sends them (issue 22). */
const jurisdictions = {
  MT: jurisdiction('MT', {
    licence: { authority: 'Malta Gaming Authority', number: 'MGA/B2C/000/2026', url: 'https://www.mga.org.mt' },
    helpOrganisations: [{ name: 'Sedqa', phone: '1810', url: 'https://fsws.gov.mt/en/sedqa' }],
  }),
  GB: jurisdiction('GB', {
    licence: { authority: 'Gambling Commission', number: '000-012345-R-330022-001', url: 'https://www.gamblingcommission.gov.uk' },
    helpOrganisations: [
      { name: 'GamCare', phone: '0808 8020 133', url: 'https://www.gamcare.org.uk' },
      { name: 'GambleAware', phone: '0808 8020 133', url: 'https://www.begambleaware.org' },
    ],
  }),
  'CA-ON': jurisdiction('CA-ON', {
    minimumAge: 19,
    licence: { authority: 'iGaming Ontario / AGCO', number: 'OPIG-0000-2026', url: 'https://igamingontario.ca' },
    helpOrganisations: [{ name: 'ConnexOntario', phone: '1-866-531-2600', url: 'https://www.connexontario.ca' }],
  }),
  // A jurisdiction whose licence the site could not read.
  ES: jurisdiction('ES', { licence: null }),
};

const open = async ({ located = null, player = null, language = 'en' }: { located?: string | null; player?: { country: string; subdivision: string } | null; language?: string } = {}) => {
  const app = createTestApp({ config: { jurisdictions, defaultJurisdiction: 'MT', enableGeoTargeting: true, languagesPublished: ['en', 'es', 'de'] } });
  if (located !== null) app.platform.content.cookies.set('st', located);
  if (player !== null) {
    app.platform.addPlayer({ username: 'ada@demo.test', password: 'pass-word', user: aUser({ countryCode: player.country, subdivision: player.subdivision }), balances: balances('EUR', { Playable: 10 }) });
    await (await loginServiceOf(app)).login({ credentials: { username: 'ada@demo.test', password: 'pass-word' } }, null);
  }
  renderApp(app, '/error/not-found', language);
  const footer = await screen.findByRole('contentinfo');
  // The marks are a chunk of their own (below the fold): a placeholder holds their place until it is in.
  await waitFor(() => expect(footer.querySelector('.footer__marks-placeholder')).toBeNull());
  return within(footer);
};

describe('the footer’s marks and licence line (issue 22)', () => {
  it('shows the ways to pay as marks with their names', async () => {
    const footer = await open();
    const payments = within(footer.getByRole('list', { name: 'Ways to pay' }));
    for (const name of ['Visa', 'Mastercard', 'Bank transfer', 'E-wallet']) expect(payments.getByRole('img', { name })).toBeInTheDocument();
  });

  it('names the default jurisdiction’s licence, authority and help to a visitor the site has not placed', async () => {
    const footer = await open();
    expect(footer.getByText('Licensed by Malta Gaming Authority, licence MGA/B2C/000/2026.')).toBeInTheDocument();
    const marks = within(footer.getByRole('list', { name: 'Licence and safer gambling' }));
    expect(marks.getByRole('img', { name: 'Only for players aged 18 or over' })).toBeInTheDocument();
    expect(marks.getByRole('link', { name: 'Malta Gaming Authority' })).toHaveAttribute('href', 'https://www.mga.org.mt');
    expect(marks.getByRole('link', { name: 'Sedqa' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('names the Gambling Commission to a visitor the platform placed in Great Britain, never Malta', async () => {
    const footer = await open({ located: 'GB-ENG' });
    expect(footer.getByText('Licensed by Gambling Commission, licence 000-012345-R-330022-001.')).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'GamCare' })).toHaveAttribute('href', 'https://www.gamcare.org.uk');
    expect(footer.queryByText(/Malta/)).toBeNull();
  });

  it('follows a player’s own jurisdiction, its minimum age included, wherever the visitor was placed', async () => {
    const footer = await open({ located: 'GB-ENG', player: { country: 'CA', subdivision: 'CA-ON' } });
    expect(await footer.findByText('Licensed by iGaming Ontario / AGCO, licence OPIG-0000-2026.')).toBeInTheDocument();
    expect(footer.getByRole('img', { name: 'Only for players aged 19 or over' })).toBeInTheDocument();
    expect(footer.getByText('Play responsibly. 19+ only.')).toBeInTheDocument();
  });

  it('shows no licence line nor authority where the jurisdiction has no licence the site could read', async () => {
    const footer = await open({ located: 'ES-MD' });
    expect(footer.queryByText(/Licensed by/)).toBeNull();
    expect(footer.queryByRole('link', { name: /Authority|Commission/ })).toBeNull();
    expect(footer.getByRole('img', { name: 'Only for players aged 18 or over' })).toBeInTheDocument();
  });

  it('speaks the player’s language', async () => {
    const footer = await open({ located: 'GB-ENG', language: 'de' });
    expect(footer.getByText('Lizenziert durch Gambling Commission, Lizenz 000-012345-R-330022-001.')).toBeInTheDocument();
    expect(footer.getByRole('img', { name: 'Banküberweisung' })).toBeInTheDocument();
  });
});
