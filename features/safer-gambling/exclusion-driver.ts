import { browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Exclusion, ExclusionFailure } from '../../src/domain/safer-gambling';
import type { InMemoryExclusions } from '../../src/infrastructure/safer-gambling/in-memory-exclusions';
import { dateText } from '../../src/presentation/safer-gambling/limit-words';
import type { MessagesDriver } from '../support/messages-driver';
import type { SiteEnvironment } from '../support/site-environment';

/** "Take a break" on the hub as a player meets it, by its headings, labels and buttons; and what the platform received. */
export class ExclusionDriver {
  constructor(
    private readonly env: SiteEnvironment,
    private readonly messages: MessagesDriver,
  ) {}

  t(key: string, params?: Record<string, unknown>): string {
    return this.messages.t(`saferGambling:takeBreak.${key}`, undefined, params);
  }

  date(iso: string): string {
    return dateText(new Date(iso), this.messages.currentLanguage());
  }

  private get memory(): InMemoryExclusions {
    return this.env.memoryPlatform.exclusions;
  }

  /**
   * A break the player took before the scenario, as the platform reports it; while it lasts the
   * platform refuses their games, saying until when (a self-exclusion asked to end: until then).
   */
  onBreak(username: string, exclusion: Exclusion): void {
    this.memory.put(username, exclusion);
    this.env.memoryPlatform.play.onBreakUntil.set(username.toLowerCase(), exclusion.endsAfterRequestAt ?? exclusion.endsAt);
  }

  platformWillStart(from: string, until: string): void {
    this.memory.willStart(new Date(from), new Date(until));
  }

  platformWillEnd(asked: string, until: string): void {
    this.memory.willEnd(new Date(asked), new Date(until));
  }

  platformWillRefuse(failure: ExclusionFailure): void {
    this.memory.refuseNextWith(failure);
  }

  /** The breaks that reached the platform (recorded without the password). */
  breaksReceived(): readonly unknown[] {
    return this.env.memoryPlatform.calls.filter((call) => call.operation === 'startExclusion').map((call) => call.body);
  }

  private async section(): Promise<HTMLElement> {
    const heading = await within(browserWindow.document.body).findByRole('heading', { level: 2, name: this.t('title') });
    const section = heading.closest('section');
    assert.ok(section !== null, 'no section around "Take a break"');
    return section;
  }

  async choose(length: string, password: string): Promise<void> {
    const section = within(await this.section());
    const user = userEvent.setup({ document: browserWindow.document });
    await user.click(await section.findByLabelText(length));
    await user.click(section.getByRole('button', { name: this.t('continue') }));
    const field = await section.findByLabelText(this.t('passwordLabel'));
    if (password !== '') await user.type(field, password);
    await user.click(section.getByRole('button', { name: this.t('confirm') }));
    await this.env.settle();
  }

  /** Types the password again in the open confirmation (after a refusal) and confirms. */
  async confirmWith(password: string): Promise<void> {
    const section = within(await this.section());
    const user = userEvent.setup({ document: browserWindow.document });
    const field = await section.findByLabelText(this.t('passwordLabel'));
    await user.clear(field);
    if (password !== '') await user.type(field, password);
    await user.click(section.getByRole('button', { name: this.t('confirm') }));
    await this.env.settle();
  }

  /** The end date the section says the break that just started has, as the player reads it (the platform's clock chose it). */
  async startedEndingOn(): Promise<string> {
    const section = await this.section();
    const [before = '', after = ''] = this.t('started', { date: '\u0000' }).split('\u0000');
    return waitFor(() => {
      const shown = section.textContent?.replace(/\s+/g, ' ') ?? '';
      const start = shown.indexOf(before);
      const end = start === -1 ? -1 : shown.indexOf(after, start + before.length);
      assert.ok(start !== -1 && end !== -1, `"${before}…${after}" not in: ${shown}`);
      return shown.slice(start + before.length, end);
    });
  }

  async askToEnd(): Promise<void> {
    const section = within(await this.section());
    const user = userEvent.setup({ document: browserWindow.document });
    await user.click(await section.findByRole('button', { name: this.t('askToEnd') }));
    await this.env.settle();
  }

  /** Whether the section says this text (whitespace folded). */
  async says(text: string): Promise<void> {
    const section = await this.section();
    await waitFor(() => {
      const shown = section.textContent?.replace(/\s+/g, ' ') ?? '';
      assert.ok(shown.includes(text), `"${text}" not in: ${shown}`);
    });
  }

  /** Whether the section does not say this text, once it shows the break in force (whitespace folded). */
  async doesNotSay(text: string): Promise<void> {
    const section = await this.section();
    const shown = section.textContent?.replace(/\s+/g, ' ') ?? '';
    assert.ok(!shown.includes(text), `"${text}" in: ${shown}`);
  }

  /** What the break banner at the top of every page says (whitespace folded), waiting for it to come. */
  async banner(): Promise<string> {
    return waitFor(() => {
      const banner = browserWindow.document.querySelector('[data-testid="break-banner"]');
      assert.ok(banner !== null, 'no break banner');
      return banner.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    });
  }

  /** The password field's error, whether it has focus, and whether it is named for screen readers. */
  async passwordError(): Promise<{ readonly text: string; readonly focused: boolean }> {
    const field = within(await this.section()).getByLabelText(this.t('passwordLabel'));
    return waitFor(() => {
      assert.equal(field.getAttribute('aria-invalid'), 'true', 'the password field is not marked invalid');
      const error = browserWindow.document.getElementById((field.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '');
      return { text: error?.textContent ?? '', focused: browserWindow.document.activeElement === field };
    });
  }
}
