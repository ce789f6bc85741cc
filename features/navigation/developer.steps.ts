// The document must exist before Testing Library is loaded: keep this import first.
import '../support/dom-environment';
import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { cleanup, render } from '@testing-library/react';
import { Container } from 'inversify';
import { createElement, type ReactNode } from 'react';
import { ContainerProvider, useContainer, useService } from '../../src/presentation/shared/container';
import { SearchRequestProvider, useSearchRequest } from '../../src/presentation/shared/search-request';
import type { CasinoWorld } from '../support/world';

const HOOKS: Readonly<Record<string, { readonly use: () => unknown; readonly provide: (children: ReactNode) => ReactNode }>> = {
  useService: { use: () => useService(Symbol.for('any service')), provide: (children) => createElement(ContainerProvider, { container: new Container(), children }) },
  useContainer: { use: () => useContainer(), provide: (children) => createElement(ContainerProvider, { container: new Container(), children }) },
  useSearchRequest: { use: () => useSearchRequest(), provide: (children) => createElement(SearchRequestProvider, { children }) },
};

const outcomes = new WeakMap<CasinoWorld, { error: unknown }>();

const renderUsing = (world: CasinoWorld, hookName: string, withProvider: boolean): void => {
  const hook = HOOKS[hookName];
  assert.ok(hook, `no shared context hook named ${hookName}`);
  const User = () => {
    hook.use();
    return createElement('p', null, 'rendered');
  };
  const original = console.error;
  // React reports the thrown error itself as well; the scenario looks at the error, not the noise.
  console.error = () => undefined;
  try {
    render(withProvider ? hook.provide(createElement(User)) : createElement(User));
    outcomes.set(world, { error: null });
  } catch (error) {
    outcomes.set(world, { error });
  } finally {
    console.error = original;
    cleanup();
  }
};

When('a component uses the hook {string} without its provider', function (this: CasinoWorld, hook: string) {
  renderUsing(this, hook, false);
});

When('a component uses the hook {string} inside its provider', function (this: CasinoWorld, hook: string) {
  renderUsing(this, hook, true);
});

Then('rendering fails with the error {string}', function (this: CasinoWorld, message: string) {
  const { error } = outcomes.get(this) ?? { error: null };
  assert.ok(error instanceof Error, 'rendering did not fail');
  assert.equal(error.message, message);
});

Then('it renders without an error', function (this: CasinoWorld) {
  assert.equal(outcomes.get(this)?.error, null);
});
