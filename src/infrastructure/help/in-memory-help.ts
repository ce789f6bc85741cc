import type { HelpArticle, HelpCategory, HelpScope } from '../../domain/help';
import type { GatewayError } from '../../domain/shared/gateway-error';

export type InMemoryHelpCall = 'categories' | 'suggestions' | 'search' | 'page' | 'feedback';

export interface ReceivedHelpFeedback {
  readonly contentId: string;
  readonly helpful: boolean;
  readonly language: string;
}

/**
 * Tests only: the help side of the in-memory platform. It holds the articles a test gives it, lists
 * those whose title or text holds the term (no ranking: that is the platform's, in the sandbox),
 * records what it was asked and the feedback it received, and fails a call when told to.
 */
export class InMemoryHelp {
  readonly categories: HelpCategory[] = [];
  /** By link: `/help/payments/withdrawal-times`. */
  readonly articles = new Map<string, HelpArticle>();
  readonly feedback: ReceivedHelpFeedback[] = [];
  readonly calls: { readonly call: InMemoryHelpCall; readonly scope?: HelpScope; readonly term?: string }[] = [];
  private readonly failures = new Map<InMemoryHelpCall, GatewayError[]>();

  /** Adds an article under its category (made when new). */
  addArticle(category: { slug: string; title: string }, article: { slug: string; title: string; paragraphs: readonly string[] }): HelpArticle {
    const link = `/help/${category.slug}/${article.slug}`;
    const contentId = `help-${category.slug}-${article.slug}`;
    let known = this.categories.find((each) => each.slug === category.slug);
    if (known === undefined) {
      known = { slug: category.slug, title: category.title, articles: [] };
      this.categories.push(known);
    }
    const index = this.categories.indexOf(known);
    this.categories[index] = { ...known, articles: [...known.articles, { contentId, link, title: article.title }] };
    const stored: HelpArticle = { kind: 'article', contentId, categorySlug: category.slug, title: article.title, paragraphs: article.paragraphs };
    this.articles.set(link, stored);
    return stored;
  }

  fail(call: InMemoryHelpCall, error: GatewayError, times = 1): void {
    this.failures.set(call, [...(this.failures.get(call) ?? []), ...Array<GatewayError>(times).fill(error)]);
  }

  /** Records the call; the failure it must answer, if one was asked for. */
  receive(call: InMemoryHelpCall, scope?: HelpScope, term?: string): GatewayError | null {
    this.calls.push({ call, ...(scope === undefined ? {} : { scope }), ...(term === undefined ? {} : { term }) });
    return this.failures.get(call)?.shift() ?? null;
  }

  callsOf(call: InMemoryHelpCall) {
    return this.calls.filter((each) => each.call === call);
  }
}
