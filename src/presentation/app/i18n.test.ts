import { describe, expect, it } from 'vitest';
import { createI18n, NAMESPACES } from './i18n';
import { MESSAGES } from './i18n-all';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a messages tree as [key path, text]. */
const leaves = (tree: Tree, prefix = ''): (readonly [string, string])[] =>
  Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    return typeof value === 'string' ? [[path, value] as const] : leaves(value, path);
  });

const keysOf = (tree: Tree) => leaves(tree).map(([path]) => path).sort();

describe('translations', () => {
  it.each(NAMESPACES)('the %s namespace has the same keys in English and Spanish', (namespace) => {
    expect(keysOf(MESSAGES.es[namespace])).toEqual(keysOf(MESSAGES.en[namespace]));
  });

  it('gives each top-level key to one namespace only, so unprefixed keys are unambiguous', () => {
    const owners = new Map<string, string[]>();
    for (const namespace of NAMESPACES) {
      for (const group of Object.keys(MESSAGES.en[namespace])) owners.set(group, [...(owners.get(group) ?? []), namespace]);
    }
    expect([...owners].filter(([, namespaces]) => namespaces.length > 1)).toEqual([]);
  });

  it.each(NAMESPACES)('translates every text of the %s namespace into Spanish rather than leaving its key', (namespace) => {
    const untranslated = leaves(MESSAGES.es[namespace]).filter(([path, text]) => text === path || text === `${namespace}:${path}`);
    expect(untranslated).toEqual([]);
  });

  it.each(['en', 'es'])('resolves every key without its namespace, as the application layer and the domain name them (%s)', (language) => {
    const i18n = createI18n(language);
    for (const namespace of NAMESPACES) {
      for (const [path] of leaves(MESSAGES.en[namespace])) {
        expect(i18n.t(path), path).toBe(i18n.t(path, { ns: namespace }));
        expect(i18n.t(path), path).not.toBe(path);
      }
    }
  });

  it('keeps the texts that other layers rely on', () => {
    const { t } = createI18n('en');
    expect(t('login.username')).toBe('Email');
    expect(t('logout.success')).toBe('You have been logged out. See you soon!');
    expect(t('wallet.balance')).toBe('Balance');
    expect(t('wallet.pendingWithdrawal', { amount: '€50.00' })).toBe('You have a pending withdrawal of €50.00.');
    expect(t('notifications.unread', { count: 2 })).toBe('2 unread messages');
    expect(createI18n('es').t('pin.success')).toBe('Tu código PIN se ha guardado.');
  });
});
