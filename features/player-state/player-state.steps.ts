import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import type { CasinoWorld } from '../support/world';

Then('the header offers {string} beside the balance, leading to {string}', async function (this: CasinoWorld, name: string, path: string) {
  const link = await this.ui.headerLink(name);
  assert.deepEqual(link, { href: path, besideBalance: true });
});

Then('the header offers no {string}', async function (this: CasinoWorld, name: string) {
  assert.equal(await this.ui.headerLink(name), null);
});
