import { escapeHtml } from '../../kernel/http/html.ts';
import type { LegacyLanguage } from './language.ts';
import { legacyWording, type LegacyWording } from './wording.ts';

/** What the page's script posts to the host once loaded (docs/api.md, "Embedded legacy application"). */
export type LoadMessage =
  | { type: 'legacy:navigation-end'; path: string }
  | { type: 'legacy:navigation-error'; error: string }
  | { type: 'legacy:login-required' }
  | { type: 'legacy:balance-changed' };

export interface PageShell {
  language: LegacyLanguage;
  title: string;
  /** The page's own path, for `navigation-end`, or null on an error page. */
  path: string | null;
  /** Posted after `navigation-end`, in order. */
  alsoOnLoad?: readonly LoadMessage[];
  /** An error page posts this instead of `navigation-end`. */
  error?: 'NOT_FOUND' | 'INTERNAL_ERROR' | 'FORBIDDEN';
  /** The "Back" link of an inner page: the page one level up. */
  backTo?: string;
  area: 'cashier' | 'sports' | 'none';
  body: string;
  /** The way on after the page's work, a page of the site (a deposit's receipt leads to the games). */
  next?: { readonly path: string; readonly label: string };
  siteOrigins: readonly string[];
}

const jsonForScriptBlock = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** An own link, keeping the language. */
export const ownHref = (path: string, language: LegacyLanguage): string => `${path}?lang=${language}`;

/** A link to a page of the site: it opens in the host (legacy:navigate-outside); the href is where a frame-less visit goes. */
const siteLink = (shell: PageShell, path: string, label: string, className?: string): string =>
  `<a${className === undefined ? '' : ` class="${className}"`} href="${escapeHtml((shell.siteOrigins[0] ?? '') + path)}" target="_top" data-outside="${escapeHtml(path)}">${escapeHtml(label)}</a>`;

/** What the page is part of: the cashier or the sportsbook, the whole application only on an error page. */
const areaName = (area: PageShell['area'], strings: LegacyWording): string =>
  area === 'cashier' ? strings.cashierName : area === 'sports' ? strings.sportsbookName : strings.appName;

/** The page's title with its area's, once where they are the same (the sportsbook's first page). */
const documentTitle = (shell: PageShell, strings: LegacyWording): string => {
  const name = areaName(shell.area, strings);
  return shell.title === name ? name : `${shell.title} · ${name}`;
};

function navigation(shell: PageShell, strings: LegacyWording): string {
  const own = (path: string, label: string) => `<li><a href="${escapeHtml(ownHref(path, shell.language))}">${escapeHtml(label)}</a></li>`;
  const outside = (path: string, label: string) => `<li>${siteLink(shell, path, label)}</li>`;
  const links =
    shell.area === 'sports'
      ? [own('/sports', strings.allFixtures), own('/sports/bets', strings.myBets), outside('/promotions', strings.promotions)]
      : [outside('/account/cashier/withdraw/manage-pending', strings.pendingWithdrawals), outside('/promotions', strings.promotions)];
  const back = shell.backTo === undefined ? '' : `<a class="back" href="${escapeHtml(ownHref(shell.backTo, shell.language))}" data-back>${escapeHtml(strings.back)}</a>`;
  const name = escapeHtml(areaName(shell.area, strings));
  return `<header class="top">${back}<p class="brand">${name}</p><nav aria-label="${name}"><ul>${links.join('')}</ul></nav></header>`;
}

export function page(shell: PageShell): string {
  const strings = legacyWording[shell.language];
  const onLoad: LoadMessage[] = [];
  if (shell.error !== undefined) onLoad.push({ type: 'legacy:navigation-error', error: shell.error });
  else if (shell.path !== null) onLoad.push({ type: 'legacy:navigation-end', path: shell.path });
  onLoad.push(...(shell.alsoOnLoad ?? []));
  const config = { siteOrigins: shell.siteOrigins, language: shell.language, onLoad };
  return `<!doctype html>
<html lang="${shell.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(documentTitle(shell, strings))}</title>
<link rel="stylesheet" href="/assets/legacy.css">
<script type="application/json" id="legacy-config">${jsonForScriptBlock(config)}</script>
<script src="/assets/legacy.js" defer></script>
</head>
<body>
${shell.area === 'none' ? '' : navigation(shell, strings)}
<main id="main">
<h1>${escapeHtml(shell.title)}</h1>
${shell.body}
${shell.next === undefined ? '' : `<p>${siteLink(shell, shell.next.path, shell.next.label, 'next')}</p>`}
</main>
</body>
</html>
`;
}

export const paragraph = (text: string, className?: string): string => `<p${className === undefined ? '' : ` class="${className}"`}>${escapeHtml(text)}</p>`;
export const alert = (text: string): string => `<p class="alert" role="alert">${escapeHtml(text)}</p>`;
export const success = (text: string): string => `<p class="success" role="status">${escapeHtml(text)}</p>`;

export interface FormField {
  name: string;
  label: string;
  value?: string;
  hint?: string;
  error?: string;
  autocomplete?: string;
  inputmode?: 'decimal' | 'numeric' | 'email' | 'text';
}

export function input(field: FormField): string {
  const id = `field-${field.name}`;
  const described = [field.hint === undefined ? null : `${id}-hint`, field.error === undefined ? null : `${id}-error`].filter((entry) => entry !== null);
  return `<div class="field">
<label for="${id}">${escapeHtml(field.label)}</label>
${field.hint === undefined ? '' : `<span class="hint" id="${id}-hint">${escapeHtml(field.hint)}</span>`}
${field.error === undefined ? '' : `<span class="field-error" id="${id}-error">${escapeHtml(field.error)}</span>`}
<input id="${id}" name="${field.name}" type="text" value="${escapeHtml(field.value ?? '')}"${field.inputmode === undefined ? '' : ` inputmode="${field.inputmode}"`}${field.autocomplete === undefined ? '' : ` autocomplete="${field.autocomplete}"`}${described.length > 0 ? ` aria-describedby="${described.join(' ')}"` : ''}${field.error === undefined ? '' : ' aria-invalid="true"'} required>
</div>`;
}

export interface FormShell {
  action: string;
  language: LegacyLanguage;
  antiForgeryToken: string;
  idempotencyKey?: string;
  submit: string;
  fields: string;
  /** A visitor's bet slip: the script posts legacy:login-required instead of sending it. */
  loginRequired?: boolean;
}

export function form(shell: FormShell): string {
  return `<form method="post" action="${escapeHtml(ownHref(shell.action, shell.language))}" novalidate${shell.loginRequired === true ? ' data-login-required' : ''}>
<input type="hidden" name="_csrf" value="${escapeHtml(shell.antiForgeryToken)}">
${shell.idempotencyKey === undefined ? '' : `<input type="hidden" name="_key" value="${escapeHtml(shell.idempotencyKey)}">`}
${shell.fields}
<button type="submit">${escapeHtml(shell.submit)}</button>
</form>`;
}

/** Quick amounts (CSH-03, CSH-11): buttons that put `typed` in the form's amount field (assets/legacy.js), as a named group. */
export const quickAmountButtons = (groupLabel: string, buttons: readonly { typed: string; label: string }[]): string =>
  `<div class="quick-amounts" role="group" aria-label="${escapeHtml(groupLabel)}">${buttons.map(({ typed, label }) => `<button type="button" class="quick" data-amount="${escapeHtml(typed)}">${escapeHtml(label)}</button>`).join('')}</div>`;

export const balanceLine = (label: string, amount: string): string =>
  `<p class="balance"><span>${escapeHtml(label)}</span> <strong>${escapeHtml(amount)}</strong></p>`;
