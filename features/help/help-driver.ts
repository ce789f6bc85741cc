// The document must exist before Testing Library is loaded: keep this import first.
import { browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { act, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { SharedTokens } from '../../src/application/shared/tokens';
import type { HelpArticle } from '../../src/domain/help';
import type { RecordingLogger } from '../../src/infrastructure/shared/recording-logger';
import type { InMemoryHelpCall } from '../../src/infrastructure/help/in-memory-help';
import type { MessagesDriver } from '../support/messages-driver';
import type { SiteEnvironment } from '../support/site-environment';
import type { UiDriver } from '../support/ui-driver';

/**
 * The help centre as the player uses it (the search box and its suggestions, the results page, an
 * article's feedback panel), and what the in-memory platform holds and was asked.
 */
export class HelpDriver {
  private user: UserEvent | null = null;

  constructor(
    private readonly env: SiteEnvironment,
    private readonly ui: UiDriver,
    private readonly messages: MessagesDriver,
  ) {}

  // ── The platform (in memory) ───────────────────────────────────────────────────────────────────

  hasArticle(categoryTitle: string, title: string, text: string): HelpArticle {
    const slug = (words: string) => words.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    return this.env.memoryPlatform.help.addArticle({ slug: slug(categoryTitle), title: categoryTitle }, { slug: slug(title), title, paragraphs: [text] });
  }

  article(title: string): HelpArticle {
    const found = [...this.env.memoryPlatform.help.articles.values()].find((article) => article.title === title);
    assert.ok(found, `no article "${title}"`);
    return found;
  }

  linkOf(title: string): string {
    const found = [...this.env.memoryPlatform.help.articles.entries()].find(([, article]) => article.title === title);
    assert.ok(found, `no article "${title}"`);
    return found[0];
  }

  fails(call: InMemoryHelpCall): void {
    this.env.memoryPlatform.help.fail(call, { code: 'HTTP', status: 503 });
  }

  callsOf(call: InMemoryHelpCall) {
    return this.env.memoryPlatform.help.callsOf(call);
  }

  feedbackReceived() {
    return this.env.memoryPlatform.help.feedback;
  }

  warnings(): readonly string[] {
    return this.env.site.get<RecordingLogger>(SharedTokens.Logger).warnings;
  }

  // ── The search box ──────────────────────────────────────────────────────────────────────────────

  box(): HTMLInputElement {
    return this.page().getByRole('combobox', { name: this.messages.t('help.searchLabel') }) as HTMLInputElement;
  }

  async type(text: string): Promise<void> {
    await this.userEvent().type(this.box(), text);
    await this.ui.settle();
  }

  async pause(ms: number): Promise<void> {
    await act(async () => {
      await this.env.advance(ms);
    });
    await this.ui.settle();
  }

  async press(key: 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape'): Promise<void> {
    this.box().focus();
    await this.userEvent().keyboard(`{${key}}`);
    await this.ui.settle();
  }

  /** The suggestions shown, by their text; none when the list is closed. */
  suggestions(): string[] {
    const list = this.page().queryByRole('listbox', { hidden: true });
    if (list === null || list.hidden) return [];
    return within(list)
      .queryAllByRole('option')
      .map((option) => option.textContent ?? '');
  }

  activeSuggestion(): string | null {
    const id = this.box().getAttribute('aria-activedescendant');
    return id === null ? null : (browserWindow.document.getElementById(id)?.textContent ?? null);
  }

  // ── The results page ────────────────────────────────────────────────────────────────────────────

  breadcrumbs(): string[] {
    const nav = this.page().getByRole('navigation', { name: this.messages.t('help.breadcrumbs') });
    return within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
  }

  /** Each result: its title, and the parts of its title and summary marked as matches. */
  results(): { readonly title: string; readonly link: string; readonly marked: string[] }[] {
    const list = browserWindow.document.querySelector('.help-results');
    if (list === null) return [];
    return [...list.querySelectorAll(':scope > li')].map((item) => {
      const link = item.querySelector('a');
      return { title: link?.textContent ?? '', link: link?.getAttribute('href') ?? '', marked: [...item.querySelectorAll('mark')].map((mark) => mark.textContent ?? '') };
    });
  }

  /** Whether markup from the term or the platform became elements (it must not: text only). */
  pageHasElement(tag: string): boolean {
    return browserWindow.document.querySelector(`main ${tag}`) !== null;
  }

  async expectHeading(text: string): Promise<void> {
    await waitFor(() => assert.ok(this.page().queryByRole('heading', { name: text }), `no heading "${text}"`));
  }

  hasHeading(text: string): boolean {
    return this.page().queryByRole('heading', { name: text }) !== null;
  }

  contactLink(): string | null {
    return this.page().queryByRole('link', { name: this.messages.t('help.contactUs') })?.getAttribute('href') ?? null;
  }

  async answerFeedback(helpful: boolean): Promise<void> {
    await this.userEvent().click(await this.page().findByRole('button', { name: this.messages.t(helpful ? 'help.yes' : 'help.no') }));
    await this.ui.settle();
  }

  feedbackButtonsShown(): boolean {
    return this.page().queryByRole('button', { name: this.messages.t('help.yes') }) !== null;
  }

  private page() {
    return within(browserWindow.document.body);
  }

  private userEvent(): UserEvent {
    this.user ??= userEvent.setup({ document: browserWindow.document });
    return this.user;
  }
}
