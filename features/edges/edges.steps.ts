import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { CasinoWorld } from '../support/world';

When('the artwork of the games fails to load', async function (this: CasinoWorld) {
  await this.ui.failImages();
});

Then('the card of {string} shows the initial {string} where its artwork was', async function (this: CasinoWorld, name: string, initial: string) {
  const art = await this.ui.gameCardArt(name);
  assert.equal(art.images, 0, 'no image, broken or not, is left in the card');
  assert.equal(art.placeholder, initial);
});

Then('the card of {string} still names the game', async function (this: CasinoWorld, name: string) {
  assert.ok((await this.ui.gameCardArt(name)).named);
});
