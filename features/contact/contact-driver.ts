import { browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmissionFailure } from '../../src/domain/contact';
import type { InMemoryContact, ScriptedSubmission } from '../../src/infrastructure/contact/in-memory-contact';
import type { MessagesDriver } from '../support/messages-driver';
import { sharedSandbox } from '../support/platform/shared-sandbox';
import type { RecordedRequest } from '../support/platform/wire-recorder';
import type { SiteEnvironment } from '../support/site-environment';
import type { UiDriver } from '../support/ui-driver';

export const CONTACT_PATH = '/services/site-config/v1/contact-us';
export const APPLICATIONS_PATH = '/services/affiliates/v1/applications';

/** A contact message as the platform received it, whichever platform it is. */
export interface ReceivedMessage {
  readonly body: Record<string, unknown>;
  readonly language: string;
  readonly session: string | null;
}

/** What the sandbox keeps of a contact message (`GET /sandbox/control/contact-messages`). */
export interface StoredMessage {
  readonly reference: string;
  readonly email: string;
  readonly subject: string | null;
  readonly message: string;
  readonly language: string;
  readonly username: string | null;
}

/** What the sandbox keeps of an affiliate application (`GET /sandbox/control/affiliate-applications`). */
export interface StoredApplication {
  readonly reference: string;
  readonly name: string;
  readonly email: string;
  readonly company: string | null;
  readonly website: string | null;
  readonly country: string;
  readonly trafficSources: readonly string[];
}

/** An affiliate application as a scenario fills it in: what the applicant types, picks and ticks. */
export interface AffiliateForm {
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly website: string;
  /** The country as the drop-down names it. */
  readonly country: string;
  /** The traffic sources' labels, as the page shows them. */
  readonly traffic: readonly string[];
  readonly message: string;
}

/**
 * The contact form and the affiliate sign-up as a visitor or a player meets them, by the labels
 * and buttons they read; and what the platform received (in memory, or the sandbox's store and the wire).
 */
export class ContactDriver {
  constructor(
    private readonly env: SiteEnvironment,
    private readonly ui: UiDriver,
    private readonly messages: MessagesDriver,
  ) {}

  t(key: string, params?: Record<string, unknown>): string {
    return this.messages.t(key, undefined, params);
  }

  private get page() {
    return within(browserWindow.document.body);
  }

  private get memory(): InMemoryContact {
    return this.env.memoryPlatform.contact;
  }

  get overHttp(): boolean {
    return this.env.platform.kind === 'sandbox';
  }

  // ── The platform ──────────────────────────────────────────────────────────────────────────────

  offerSubjects(subjects: readonly string[]): void {
    this.env.configure({ contactSubjects: subjects });
  }

  scriptNextMessage(answer: ScriptedSubmission): void {
    this.memory.scriptedMessages.push(answer);
  }

  scriptNextApplication(answer: SubmissionFailure): void {
    this.memory.scriptedApplications.push(answer);
  }

  /** The contact messages that reached the platform, oldest first. */
  received(): readonly ReceivedMessage[] {
    if (this.overHttp) {
      return this.env.wireRecorder.requests
        .filter((request) => request.method === 'POST' && request.path === CONTACT_PATH)
        .map((request) => ({ body: request.body as Record<string, unknown>, language: request.headers['x-language'] ?? '', session: request.headers['x-session-id'] ?? null }));
    }
    return this.memory.messages.map((received) => ({ body: { ...received.message }, language: received.language, session: received.session }));
  }

  lastReceived(): ReceivedMessage {
    const last = this.received().at(-1);
    assert.ok(last !== undefined, 'no contact message reached the platform');
    return last;
  }

  /** The last request of a path that left the site (`@platform` scenarios). */
  lastRequestTo(path: string): RecordedRequest {
    const request = this.env.wireRecorder.requests.filter((sent) => sent.path === path).at(-1);
    assert.ok(request !== undefined, `nothing was sent to ${path}`);
    return request;
  }

  async storedMessages(): Promise<readonly StoredMessage[]> {
    const result = await (await sharedSandbox()).request('GET', '/sandbox/control/contact-messages');
    assert.equal(result.status, 200);
    return result.body as StoredMessage[];
  }

  async storedApplications(): Promise<readonly StoredApplication[]> {
    const result = await (await sharedSandbox()).request('GET', '/sandbox/control/affiliate-applications');
    assert.equal(result.status, 200);
    return result.body as StoredApplication[];
  }

  /** The affiliate applications that reached the in-memory platform. */
  receivedApplications() {
    return this.memory.applications;
  }

  // ── The page ──────────────────────────────────────────────────────────────────────────────────

  async heading(): Promise<string> {
    return (await this.page.findByRole('heading', { level: 1 })).textContent ?? '';
  }

  /** The labels of the contact form's fields, in order. */
  formLabels(): string[] {
    const form = browserWindow.document.querySelector('form');
    assert.ok(form !== null, 'no form on the page');
    return [...form.querySelectorAll('label')].filter((label) => label.htmlFor !== '').map((label) => label.textContent ?? '');
  }

  /** The field labelled `label`, as the player reads the label. */
  field(label: string): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
    return this.page.getByLabelText(label) as HTMLInputElement;
  }

  optionsOf(label: string): string[] {
    const select = this.field(label);
    assert.ok(select instanceof browserWindow.HTMLSelectElement, `${label} is not a drop-down`);
    return [...select.options].filter((option) => option.value !== '').map((option) => option.textContent ?? '');
  }

  /** The subjects the contact form offers, as the drop-down names them. */
  subjectsOffered(): string[] {
    return this.optionsOf(this.t('contact.subjectLabel'));
  }

  /** The countries the affiliate form offers, as the drop-down names them. */
  countriesOffered(): string[] {
    return this.optionsOf(this.t('affiliate.countryLabel'));
  }

  async type(label: string, text: string): Promise<void> {
    const field = this.field(label);
    await userEvent.clear(field);
    if (text !== '') await userEvent.type(field, text);
  }

  async choose(label: string, optionText: string): Promise<void> {
    await userEvent.selectOptions(this.field(label), optionText);
  }

  async chooseSubject(subject: string): Promise<void> {
    await this.choose(this.t('contact.subjectLabel'), subject);
  }

  async tick(label: string): Promise<void> {
    await userEvent.click(this.page.getByLabelText(label));
  }

  async press(button: string): Promise<void> {
    await userEvent.click(this.page.getByRole('button', { name: button }));
    await this.ui.settle();
  }

  /** Writes `message` (from `email`, unless the form has it already) and sends the contact form. */
  async writeAndSend(message: string, email: string | null = null): Promise<void> {
    if (email !== null) await this.type(this.t('contact.emailLabel'), email);
    await this.type(this.t('contact.messageLabel'), message);
    await this.sendContactForm();
  }

  async sendContactForm(): Promise<void> {
    await this.press(this.t('contact.submit'));
  }

  /** Fills in the affiliate form, accepts the terms and applies. */
  async applyAsAffiliate(form: AffiliateForm): Promise<void> {
    await this.type(this.t('affiliate.nameLabel'), form.name);
    await this.type(this.t('affiliate.emailLabel'), form.email);
    await this.type(this.t('affiliate.companyLabel'), form.company);
    await this.type(this.t('affiliate.websiteLabel'), form.website);
    await this.choose(this.t('affiliate.countryLabel'), form.country);
    for (const source of form.traffic) await this.tick(source);
    await this.type(this.t('affiliate.messageLabel'), form.message);
    await this.tick(this.t('affiliate.terms'));
    await this.sendAffiliateForm();
  }

  async sendAffiliateForm(): Promise<void> {
    await this.press(this.t('affiliate.submit'));
  }

  /** The error announced with a field (its `aria-describedby`), or null. */
  errorOf(field: Element): string | null {
    if (field.getAttribute('aria-invalid') !== 'true') return null;
    const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id !== '');
    const error = ids.map((id) => browserWindow.document.getElementById(id)).find((element) => element?.classList.contains('form__field-error'));
    return error?.textContent ?? null;
  }

  fieldError(label: string): string | null {
    return this.errorOf(this.field(label));
  }

  /** The error of the affiliate form's traffic sources, announced with the group's first checkbox. */
  trafficSourcesError(): string | null {
    const group = this.page.getByRole('group', { name: this.t('affiliate.trafficLegend') });
    const first = within(group).getAllByRole('checkbox')[0];
    assert.ok(first !== undefined, 'no checkbox among the traffic sources');
    return this.errorOf(first);
  }

  /** The error of the affiliate programme's terms checkbox. */
  termsError(): string | null {
    return this.fieldError(this.t('affiliate.terms'));
  }

  focusedLabel(): string | null {
    const focused = browserWindow.document.activeElement;
    if (focused === null || focused.id === '') return focused?.textContent ?? null;
    return browserWindow.document.querySelector(`label[for="${focused.id}"]`)?.textContent ?? focused.closest('label')?.textContent ?? null;
  }

  async formAlert(): Promise<string> {
    await this.ui.settle();
    const alert = await waitFor(() => {
      const found = browserWindow.document.querySelector('.form__error[role="alert"]');
      assert.ok(found !== null, 'the form shows no error');
      return found;
    });
    return alert.textContent ?? '';
  }

  shownNotices(): string[] {
    return this.ui.shownMessages();
  }
}
