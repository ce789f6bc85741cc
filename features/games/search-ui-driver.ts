// The document must exist before Testing Library is loaded: keep this import first.
import { browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { act, cleanup, render, waitFor, within, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createElement, Fragment } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { LanguageService } from '../../src/application/i18n/language-service';
import { I18nTokens } from '../../src/application/i18n/tokens';
import { AppProviders } from '../../src/presentation/app/App';
import { createI18n } from '../../src/presentation/app/i18n';
import type { DeferredContexts } from '../../src/application/shared/deferred-contexts';
import { SharedTokens } from '../../src/application/shared/tokens';
import { HeaderSearch } from '../../src/presentation/games';
import type { MessagesDriver } from '../support/messages-driver';
import type { SiteEnvironment } from '../support/site-environment';

export interface ShownResult {
  readonly title: string;
  readonly marked: readonly string[];
  readonly subtitle: string;
  readonly image: string | null;
  readonly imageAlt: string | null;
  readonly link: string | null;
}

/** The header search as the player uses it: the button, the box, the keyboard, the results. */
export class SearchUiDriver {
  private rendered: RenderResult | null = null;
  private user: UserEvent | null = null;
  private path = '/';

  constructor(
    private readonly env: SiteEnvironment,
    private readonly messages: MessagesDriver,
  ) {}

  async show(): Promise<void> {
    if (this.rendered !== null) return;
    // The search box comes with its context, as the header loads them side by side.
    await this.env.site.get<DeferredContexts>(SharedTokens.DeferredContexts).load('search');
    const language = this.env.site.get<LanguageService>(I18nTokens.LanguageService).current();
    const LocationProbe = () => {
      const location = useLocation();
      this.path = `${location.pathname}${location.hash}`;
      return null;
    };
    this.rendered = render(
      createElement(AppProviders, {
        container: this.env.site.container,
        i18n: createI18n(language),
        children: createElement(MemoryRouter, { initialEntries: ['/'] }, createElement(Fragment, null, createElement(HeaderSearch), createElement(LocationProbe))),
      }),
    );
    this.user = userEvent.setup({ document: browserWindow.document });
    await this.settle();
  }

  async open(): Promise<void> {
    await this.show();
    await this.userEvent().click(this.page().getByRole('button', { name: this.messages.t('gameSearch.open') }));
    await this.settle();
  }

  async close(): Promise<void> {
    // The header's own button (the panel's copy is for phones, where the panel covers the header).
    const [headerButton] = this.page().getAllByRole('button', { name: this.messages.t('gameSearch.close') });
    assert.ok(headerButton, 'no button closes the search');
    await this.userEvent().click(headerButton);
    await this.settle();
  }

  async type(text: string): Promise<void> {
    await this.userEvent().type(this.box(), text);
    await this.settle();
  }

  async press(key: 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape'): Promise<void> {
    await this.userEvent().keyboard(`{${key}}`);
    await this.settle();
  }

  async pause(ms: number): Promise<void> {
    await act(async () => {
      await this.env.advance(ms);
    });
    // The matching library loads on the first search (a real import, not virtual time): let it arrive.
    const searching = this.messages.t('gameSearch.searching');
    await waitFor(() => assert.notEqual(this.isOpen() ? this.status() : '', searching), { timeout: 5_000 });
    // Result images are drawn a few per frame (real frames, not virtual time).
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 80)));
  }

  isOpen(): boolean {
    return this.page().queryByRole('combobox') !== null;
  }

  box(): HTMLInputElement {
    return this.page().getByRole('combobox') as HTMLInputElement;
  }

  boxHasFocus(): boolean {
    return browserWindow.document.activeElement === this.box();
  }

  status(): string {
    return this.page().getByRole('status').textContent?.trim() ?? '';
  }

  results(): readonly ShownResult[] {
    const list = this.page().queryByRole('listbox', { hidden: true });
    if (list === null || list.hidden) return [];
    return within(list)
      .queryAllByRole('option')
      .map((option) => {
        const image = option.querySelector('img');
        return {
          title: option.querySelector('.header-search__title')?.textContent ?? option.textContent ?? '',
          marked: [...option.querySelectorAll('mark')].map((mark) => mark.textContent ?? ''),
          subtitle: option.querySelector('.header-search__subtitle')?.textContent ?? '',
          image: image?.getAttribute('src') ?? null,
          imageAlt: image?.getAttribute('alt') ?? null,
          link: option.getAttribute('href'),
        };
      });
  }

  activeResult(): string | null {
    const id = this.box().getAttribute('aria-activedescendant');
    if (id === null) return null;
    return browserWindow.document.getElementById(id)?.querySelector('.header-search__title')?.textContent ?? null;
  }

  /** Elements of the page made from a game's name (there should be none). */
  elementsNamed(tag: string): number {
    return browserWindow.document.body.querySelectorAll(tag).length;
  }

  location(): string {
    return this.path;
  }

  dispose(): void {
    if (this.rendered !== null) cleanup();
    this.rendered = null;
  }

  private async settle(): Promise<void> {
    await act(async () => {
      await this.env.settle();
    });
  }

  private page() {
    assert.ok(this.rendered, 'the header search is not shown');
    return within(browserWindow.document.body);
  }

  private userEvent(): UserEvent {
    assert.ok(this.user, 'the header search is not shown');
    return this.user;
  }
}
