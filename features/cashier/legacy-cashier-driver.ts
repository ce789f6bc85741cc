import assert from 'node:assert/strict';
import type { HttpResult, TestSandbox } from '../../sandbox/test-support/harness.ts';
import { hiddenInputs, visible } from '../../sandbox/test-support/legacy-pages.ts';

/** What a reader hears of a legacy page's HTML: its text without the drawn marks (hidden from screen readers). */
const spoken = (html: string): string => visible(html.replace(/<svg[\s\S]*?<\/svg>/g, '')).trim();

/**
 * @platform: the legacy cashier's pages, as the player's browser inside the site's frame asks them
 * of the sandbox (their session cookie, posts from the page's own origin), and what they show.
 */
export class LegacyCashierDriver {
  private page: HttpResult | null = null;
  private path = '';

  constructor(
    private readonly sandbox: TestSandbox,
    private readonly session: string,
  ) {}

  private get headers() {
    return { cookie: `sid=${this.session}`, 'sec-fetch-site': 'same-origin' };
  }

  private html(): string {
    assert.ok(this.page !== null, 'no legacy page opened');
    return this.page.text;
  }

  async open(path: string): Promise<void> {
    this.path = path.split('?')[0] ?? path;
    this.page = await this.sandbox.legacyRequest('GET', path, { headers: this.headers });
    assert.equal(this.page.status, 200, this.page.text.slice(0, 300));
  }

  methods(): string[] {
    return [...this.html().matchAll(/<span class="method-name">([^<]+)<\/span>/g)].map((match) => match[1] ?? '');
  }

  amountHint(): string {
    return visible(/<span class="hint" id="field-amount-hint">([^<]*)<\/span>/.exec(this.html())?.[1] ?? '').trim();
  }

  quickAmounts(): string[] {
    return this.quickAmountButtons().map((button) => button.label);
  }

  /** What the quick amount `label` puts in the amount field (its data-amount), or null when there is no such button. */
  quickAmountValue(label: string): string | null {
    return this.quickAmountButtons().find((button) => button.label === label)?.value ?? null;
  }

  private quickAmountButtons(): { label: string; value: string }[] {
    return [...this.html().matchAll(/<button type="button" class="quick" data-amount="([^"]*)">([^<]+)<\/button>/g)].map((match) => ({ label: visible(match[2] ?? '').trim(), value: visible(match[1] ?? '') }));
  }

  /** The form's fields by name (hidden ones left out). */
  fields(): string[] {
    return [...this.html().matchAll(/<input id="field-([^"]+)" name="/g)].map((match) => match[1] ?? '');
  }

  /** The remembered cards offered to pay with, by the names read out. */
  rememberedOffered(): string[] {
    return [...this.html().matchAll(/<label class="choice saved-card">([\s\S]*?)<\/label>/g)].map((match) => spoken(match[1] ?? '').replace(/ expires .*$/, ''));
  }

  async submit(fields: Record<string, string>): Promise<void> {
    const form = /<form method="post" action="[^"]*"[^>]*novalidate>[\s\S]*?<\/form>/.exec(this.html())?.[0] ?? '';
    const checked = /name="savedCard" value="([^"]+)" checked/.exec(form)?.[1];
    const sent = await this.sandbox.legacyRequest('POST', this.path, { form: { ...hiddenInputs({ ...this.page!, text: form }), ...(checked === undefined ? {} : { savedCard: checked }), ...fields }, headers: this.headers });
    await this.follow(sent);
  }

  async remove(cardName: string): Promise<void> {
    const forms = [...this.html().matchAll(/<form method="post" action="\/cashier\/deposit\/cards\/remove[^"]*" class="inline">[\s\S]*?<\/form>/g)].map((match) => match[0]);
    const form = forms.find((candidate) => spoken(candidate) === `Remove ${cardName}`);
    assert.ok(form !== undefined, `no Remove button for ${cardName}: ${forms.map(spoken).join(' | ')}`);
    const sent = await this.sandbox.legacyRequest('POST', '/cashier/deposit/cards/remove', { form: hiddenInputs({ ...this.page!, text: form }), headers: this.headers });
    await this.follow(sent);
  }

  private async follow(answer: HttpResult): Promise<void> {
    const location = answer.headers.get('location');
    if (answer.status === 303 && location !== null) {
      this.path = location.split('?')[0] ?? location;
      this.page = await this.sandbox.legacyRequest('GET', location, { headers: this.headers });
    } else this.page = answer;
  }

  says(): string {
    return spoken(this.html());
  }

  fieldError(name: string): string {
    return visible(new RegExp(`<span class="field-error" id="field-${name}-error">([^<]*)<`).exec(this.html())?.[1] ?? '').trim();
  }
}
