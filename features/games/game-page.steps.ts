import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { CasinoWorld } from '../support/world';

const names = (list: string): string[] => list.split(',').map((name) => name.trim()).filter((name) => name !== '');
const pairs = (table: DataTable): (readonly [string, string])[] => table.raw().map(([what = '', value = '']) => [what, value] as const);

Given('the platform says this about {string}:', function (this: CasinoWorld, name: string, table: DataTable) {
  this.gamePage.describe(name, pairs(table));
});

Given('the platform suggests {string} as games like {string}', function (this: CasinoWorld, similar: string, name: string) {
  this.gamePage.suggest(name, names(similar));
});

When('I visit the page of the game {string}', async function (this: CasinoWorld, name: string) {
  await this.gamePage.visit(name);
});

Then("I can press {string} beside the game's picture", function (this: CasinoWorld, button: string) {
  assert.ok(this.gamePage.offersBesideThePicture(button), `no "${button}" beside the game's picture`);
});

Then('I read these facts about the game:', function (this: CasinoWorld, table: DataTable) {
  assert.deepEqual(this.gamePage.facts(), pairs(table).map(([term, detail]) => [term, detail]));
});

Then('the similar games shown are {string}', function (this: CasinoWorld, list: string) {
  assert.deepEqual(this.gamePage.similarGames(), names(list));
});

Then('the page shows no similar games', function (this: CasinoWorld) {
  assert.deepEqual(this.gamePage.similarGames(), []);
});
