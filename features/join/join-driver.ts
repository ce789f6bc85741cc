import { browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { SessionService } from '../../src/application/session/session-service';
import { SharedTokens } from '../../src/application/shared/tokens';
import type { FixedClock } from '../../src/infrastructure/shared/fixed-clock';
import { SessionTokens } from '../../src/application/session/tokens';
import type { SignUpField } from '../../src/domain/join';
import type { InMemoryPlatform } from '../../src/infrastructure/shared/in-memory-platform';
import type { TestSandbox } from '../../sandbox/test-support/harness.ts';
import { record } from '../../sandbox/test-support/harness.ts';
import type { MessagesDriver } from '../support/messages-driver';
import { sharedSandbox } from '../support/platform/shared-sandbox';
import type { SiteEnvironment } from '../support/site-environment';
import type { UiDriver } from '../support/ui-driver';

/** What a visitor types into the join form; unnamed details are a plausible adult's. */
export interface SignUpDetails {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string;
  readonly country: string;
  /** A province or territory, for a country that asks for one ('' for none). */
  readonly region: string;
  readonly currency: string;
  readonly phonePrefix: string;
  readonly phone: string;
}

const A_VISITOR: Omit<SignUpDetails, 'email'> = {
  password: 'correct horse battery staple',
  firstName: 'Mary',
  lastName: 'Joiner',
  birthDate: '1990-04-12',
  country: 'MT',
  region: '',
  currency: 'EUR',
  phonePrefix: '+356',
  phone: '9912 3456',
};

const FIELD_LABELS: Readonly<Record<Exclude<SignUpField, 'acceptTerms' | 'country' | 'region' | 'currency' | 'phonePrefix'>, string>> = {
  email: 'join.email',
  password: 'join.password',
  firstName: 'join.firstName',
  lastName: 'join.lastName',
  birthDate: 'join.birthDate',
  phone: 'join.phone',
};

/** A link as the player meets it: its name, where it leads, and how it opens. */
export interface LinkSeen {
  readonly name: string;
  readonly href: string | null;
  readonly target: string | null;
  readonly rel: string | null;
}

/** The register's refusal of a sign-up (SG-17) as the player reads it. */
export interface RefusalSeen {
  readonly text: string;
  readonly focused: boolean;
  readonly links: readonly LinkSeen[];
}

const linkSeen = (link: HTMLAnchorElement): LinkSeen => ({
  name: link.textContent?.trim() ?? '',
  href: link.getAttribute('href'),
  target: link.getAttribute('target'),
  rel: link.getAttribute('rel'),
});

/** The join page as a visitor uses it, and what the platform made of the sign-up. */
export class JoinDriver {
  private user: UserEvent | null = null;
  private lastEmail: string | null = null;
  private lastForm: SignUpDetails | null = null;
  /** The site's day (its clock is a fake one, at the epoch, unless a scenario names the day). */
  private today: number | null = null;
  private excludedBirthDate: string | null = null;

  constructor(
    private readonly env: SiteEnvironment,
    private readonly ui: UiDriver,
    private readonly messages: MessagesDriver,
  ) {}

  /** Sign-ups all come from one address in these scenarios: the platform's hourly allowance starts afresh. */
  async openSignUps(): Promise<void> {
    if (this.env.platform.kind === 'sandbox') await (await sharedSandbox()).control('DELETE', '/sandbox/control/registration-attempts');
  }

  /** The platform's register of self-exclusions refuses the next sign-up (SG-17): the fake is told so, it matches nothing itself. */
  refuseNextAsSelfExcluded(): void {
    this.memory.join.refuseNext({ code: 'SELF_EXCLUDED' });
  }

  /**
   * Over the platform: a person of their own (a birth date no other scenario uses, so the register
   * matches no one else) joined and then excluded themselves for 6 months; remembered for `join`.
   */
  async selfExcludedPerson(firstName: string, lastName: string): Promise<void> {
    const sandbox = await sharedSandbox();
    await this.openSignUps();
    const birthDate = new Date(Date.UTC(1940, 0, 1) + randomBytes(3).readUIntBE(0, 3) % 12_000 * 86_400_000).toISOString().slice(0, 10);
    const { password, country, currency } = A_VISITOR;
    const joined = await sandbox.request('POST', '/services/registration/v1/players', {
      body: { email: this.unused('first.account@join.test'), password, firstName, lastName, birthDate, country, currency, language: 'en', acceptTerms: true, referral: null },
    });
    assert.equal(joined.status, 201, `the first sign-up answered ${joined.status}`);
    const excluded = await sandbox.request('POST', `/services/responsible-gambling/v1/profiles/${String(record(joined.body).sessionId)}/exclusion`, {
      body: { kind: 'SELF_EXCLUSION', months: 6, password },
    });
    assert.equal(excluded.status, 201, `the self-exclusion answered ${excluded.status}`);
    this.excludedBirthDate = birthDate;
  }

  /** The birth date of the person `selfExcludedPerson` made. */
  get selfExcludedBirthDate(): string {
    assert.ok(this.excludedBirthDate !== null, 'nobody self-excluded yet');
    return this.excludedBirthDate;
  }

  setToday(isoDate: string): void {
    this.today = Date.parse(`${isoDate}T12:00:00Z`);
  }

  /** An address nobody used yet on the shared sandbox (scenarios there never meet); as given in memory. */
  unused(email: string): string {
    return this.env.platform.kind === 'sandbox' ? email.replace('@', `+${randomBytes(4).toString('hex')}@`) : email;
  }

  async join(details: Partial<SignUpDetails> & { readonly email: string }): Promise<void> {
    // The site's clock is a fake: it reads the sandbox's day (real time), or the scenario's.
    const today = this.env.platform.kind === 'sandbox' ? Date.now() : this.today;
    if (today !== null) this.env.site.get<FixedClock>(SharedTokens.Clock).time = today;
    const form = { ...A_VISITOR, ...details };
    this.lastEmail = form.email;
    this.lastForm = form;
    const page = within(browserWindow.document.body);
    const user = this.userEvent();
    await page.findByRole('heading', { level: 1, name: this.messages.t('join.title') });
    for (const [field, key] of Object.entries(FIELD_LABELS) as [keyof typeof FIELD_LABELS, string][]) {
      const input = await page.findByLabelText(this.messages.t(key));
      await user.clear(input);
      if (field === 'birthDate') await user.type(input, form.birthDate);
      else await user.type(input, form[field]);
    }
    await user.selectOptions(page.getByLabelText(this.messages.t('join.country')), form.country);
    if (form.region !== '') await user.selectOptions(await page.findByLabelText(this.messages.t('join.region')), form.region);
    await user.selectOptions(page.getByLabelText(this.messages.t('join.currency')), form.currency);
    await user.selectOptions(page.getByLabelText(this.messages.t('join.phonePrefix')), form.phonePrefix);
    const terms = page.getByRole('checkbox');
    if (!(terms as HTMLInputElement).checked) await user.click(terms);
    const from = this.ui.location();
    await user.click(page.getByRole('button', { name: this.messages.t('join.submit') }));
    await this.ui.settle();
    await waitFor(() => assert.ok(this.ui.location() !== from || page.queryAllByText(this.messages.t('join.failure.INVALID_FIELDS')).length > 0 || page.queryByRole('alert') !== null, 'the join page neither moved nor answered'));
    await this.ui.settle();
  }

  /** The alert that says the register of self-exclusions refused the sign-up, found by its first words; null when none is shown. */
  selfExclusionRefusal(): RefusalSeen | null {
    const lead = this.messages.t('join.failure.SELF_EXCLUDED');
    const alert = within(browserWindow.document.body).queryAllByRole('alert').find((element) => element.textContent?.includes(lead));
    if (alert === undefined) return null;
    return {
      text: alert.textContent?.replace(/\s+/g, ' ').trim() ?? '',
      focused: browserWindow.document.activeElement === alert,
      links: [...alert.querySelectorAll('a')].map(linkSeen),
    };
  }

  /** What the form's text fields hold now, and what the visitor typed into them. */
  textFields(): { readonly held: Record<string, string>; readonly typed: Record<string, string> } {
    assert.ok(this.lastForm !== null, 'nobody joined yet');
    const page = within(browserWindow.document.body);
    const held: Record<string, string> = {};
    const typed: Record<string, string> = {};
    for (const [field, key] of Object.entries(FIELD_LABELS) as [keyof typeof FIELD_LABELS, string][]) {
      held[field] = (page.getByLabelText(this.messages.t(key)) as HTMLInputElement).value;
      typed[field] = this.lastForm[field];
    }
    return { held, typed };
  }

  /** The mobile country code the form holds. */
  selectedPhonePrefix(): string {
    return (within(browserWindow.document.body).getByLabelText(this.messages.t('join.phonePrefix')) as HTMLSelectElement).value;
  }

  /** The message shown under a field, as the player reads it. */
  fieldMessage(field: keyof typeof FIELD_LABELS): string | null {
    const input = within(browserWindow.document.body).getByLabelText(this.messages.t(FIELD_LABELS[field]));
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id !== '');
    const errors = described.map((id) => browserWindow.document.getElementById(id)).filter((element) => element?.classList.contains('form__field-error'));
    return errors[0]?.textContent ?? null;
  }

  /** The label of the form's terms checkbox, which says the age to join at. */
  termsLabel(): string {
    return (within(browserWindow.document.body).getByRole('checkbox') as HTMLInputElement).labels?.[0]?.textContent ?? '';
  }

  /** The message for `cause` on `field`, in the page's words. */
  expected(key: string, params: Record<string, unknown> = {}): string {
    return this.messages.t(key, undefined, params);
  }

  isLoggedInAs(email: string): boolean {
    const state = this.env.site.get<SessionService>(SessionTokens.SessionService).current();
    return state.status === 'authenticated' && state.user.email === email.toLowerCase();
  }

  /** What the in-memory platform received. */
  get memory(): InMemoryPlatform {
    return this.env.memoryPlatform;
  }

  get email(): string {
    assert.ok(this.lastEmail !== null, 'nobody joined yet');
    return this.lastEmail;
  }

  /** The registration the sandbox keeps for the last visitor who joined. */
  async storedRegistration(): Promise<Record<string, unknown>> {
    const sandbox: TestSandbox = await sharedSandbox();
    const state = await sandbox.control('GET', `/sandbox/control/players/${encodeURIComponent(this.email.toLowerCase())}`);
    assert.equal(state.status, 200, `the platform has no player ${this.email}`);
    return record(state.body);
  }

  private userEvent(): UserEvent {
    this.user ??= userEvent.setup({ document: browserWindow.document });
    return this.user;
  }
}
