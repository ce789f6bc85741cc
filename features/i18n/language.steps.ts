import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Language } from '../support/messages-driver';
import type { CasinoWorld } from '../support/world';
import { LanguageDriver } from './language-driver';

const drivers = new WeakMap<CasinoWorld, LanguageDriver>();
const languages = (world: CasinoWorld): LanguageDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new LanguageDriver(world.env, world.ui, world.messages);
    drivers.set(world, driver);
  }
  return driver;
};

const listed = (list: string): string[] => list.split(',').map((item) => item.trim());

Given('the site publishes the languages {string} with {string} by default', function (this: CasinoWorld, published: string, languageDefault: string) {
  languages(this).publish(listed(published), languageDefault);
});

Given('the home page greets the player in each published language', function (this: CasinoWorld) {
  languages(this).greetInEachPublishedLanguage();
});

Given('the LANG cookie holds {string} from an earlier visit', function (this: CasinoWorld, language: string) {
  languages(this).keptFromEarlierVisit(language);
});

When('I open the site at {string}', async function (this: CasinoWorld, path: string) {
  await this.ui.open(path);
});

When('I choose {string} in the language menu', async function (this: CasinoWorld, name: string) {
  await languages(this).choose(name);
});

When('I come back to the site later at {string}', async function (this: CasinoWorld, path: string) {
  await languages(this).comeBackLater(path);
});

Then('the page is in {language}', async function (this: CasinoWorld, language: Language) {
  await languages(this).expectPageIn(language);
});

Then('the header offers {string}', async function (this: CasinoWorld, text: string) {
  await languages(this).expectHeaderOffers(text);
});

Then('the page shows the greeting in {string}', async function (this: CasinoWorld, language: string) {
  await languages(this).expectGreeting(language);
});

Then('the language menu offers {string}', function (this: CasinoWorld, names: string) {
  assert.deepEqual(languages(this).menuOptions(), listed(names));
});

Then('the LANG cookie holds {string}', function (this: CasinoWorld, language: string) {
  assert.equal(languages(this).cookie(), language);
});

Then("the document's language is {string}", function (this: CasinoWorld, language: string) {
  assert.equal(languages(this).documentLanguage(), language);
});

Then('the site logged that it has no messages in {string}', function (this: CasinoWorld, language: string) {
  assert.ok(
    languages(this).warnings().some((warning) => warning.includes(`messages in ${language}`)),
    `no warning about ${language}: ${JSON.stringify(languages(this).warnings())}`,
  );
});
