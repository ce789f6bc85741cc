import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { record, type HttpResult } from '../../sandbox/test-support/harness.ts';
import { newRoundKey } from '../../sandbox/test-support/game-play.ts';
import type { CasinoWorld } from '../support/world';
import { RouletteDriver } from './roulette-driver';

const drivers = new WeakMap<CasinoWorld, RouletteDriver>();
const table = (world: CasinoWorld): RouletteDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new RouletteDriver();
    drivers.set(world, driver);
  }
  return driver;
};

/** "split 17 20" → {kind: split, numbers: [17, 20]}; "dozen 1" → {kind: dozen, index: 1}; "red" → {kind: red}. */
function betOf(words: string): Record<string, unknown> {
  const [kind = '', ...numbers] = words.trim().split(/\s+/);
  if (kind === 'dozen' || kind === 'column') return { kind, index: Number(numbers[0]) };
  return numbers.length === 0 ? { kind } : { kind, numbers: numbers.map(Number) };
}

const wordsOf = (bet: Record<string, unknown>): string =>
  [bet.kind, ...((bet.numbers as number[] | undefined) ?? []), ...(bet.index === undefined ? [] : [bet.index])].join(' ');

/** `"a", "b" and "c"` in a step → ['a', 'b', 'c']. */
const quoted = (list: string): string[] => [...list.matchAll(/"([^"]*)"/g)].map((match) => match[1] ?? '');

const close = (actual: unknown, expected: number, what: string) => assert.ok(typeof actual === 'number' && Math.abs(actual - expected) < 1e-9, `${what}: ${String(actual)} instead of ${expected}`);

Given('a player with {int} EUR at a roulette table', { timeout: 60_000 }, async function (this: CasinoWorld, euros: number) {
  await table(this).start(euros);
});

Given('a visitor at a roulette table in practice', { timeout: 60_000 }, async function (this: CasinoWorld) {
  await table(this).start(0, 'practice');
});

Given('the wheel will stop on {int}', function (this: CasinoWorld, number: number) {
  table(this).wheelStopsOn(number);
});

Given('the wheel will stop on {int}, {int} and {int}', function (this: CasinoWorld, first: number, second: number, third: number) {
  table(this).wheelStopsOn(first, second, third);
});

Given('the player has a daily wager limit of {int} EUR', async function (this: CasinoWorld, euros: number) {
  await table(this).setWagerLimit(euros);
});

When(/^the player spins with the bets (\[.*\])$/, async function (this: CasinoWorld, json: string) {
  await table(this).spin(JSON.parse(json) as unknown[]);
});

When('the player spins {int} times with the bets {}', async function (this: CasinoWorld, times: number, json: string) {
  for (let spin = 0; spin < times; spin += 1) assert.equal((await table(this).spin(JSON.parse(json) as unknown[])).status, 200);
});

When('the player spins with these bets:', async function (this: CasinoWorld, bets: DataTable) {
  const answer = await table(this).spin(bets.hashes().map((row) => ({ ...betOf(row.bet ?? ''), stake: Number(row.stake) })));
  assert.equal(answer.status, 200, answer.text);
});

const before = new WeakMap<CasinoWorld, number>();
const retried = new WeakMap<CasinoWorld, [HttpResult, HttpResult]>();
When('the player spins twice under one key with the bets {}', async function (this: CasinoWorld, json: string) {
  const driver = table(this);
  before.set(this, await driver.playable());
  const key = newRoundKey();
  const first = await driver.spin(JSON.parse(json) as unknown[], key);
  const second = await driver.spin(JSON.parse(json) as unknown[], key);
  retried.set(this, [first, second]);
});

Then('both answers are the same round', function (this: CasinoWorld) {
  const [first, second] = retried.get(this) ?? [];
  assert.equal(first?.status, 200, first?.text);
  assert.deepEqual({ status: second?.status, body: second?.body }, { status: first?.status, body: first?.body });
});

Then("the player's playable balance moved by that one round", async function (this: CasinoWorld) {
  const answer = record(table(this).last?.body);
  close(await table(this).playable(), (before.get(this) ?? 0) - (answer.stake as number) + (answer.win as number), 'playable');
  const kinds = (await table(this).ledgerOfLastRound()).map((entry) => entry.kind);
  assert.equal(kinds.filter((kind) => kind === 'bet').length, 1);
});

Then('the platform refuses each of these spins with 422, naming the field and the cause:', async function (this: CasinoWorld, spins: DataTable) {
  for (const { bets = '', field, cause } of spins.hashes()) {
    const answer = await table(this).spin(JSON.parse(bets) as unknown[]);
    assert.equal(answer.status, 422, `${bets}: ${answer.text}`);
    assert.deepEqual(record(answer.body), { errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field, cause }] }, bets);
  }
});

Then('the platform refuses the spin with 422 TABLE_LIMIT_EXCEEDED, limit {string} of {int} EUR', function (this: CasinoWorld, limit: string, max: number) {
  const answer = table(this).last;
  assert.equal(answer?.status, 422, answer?.text);
  assert.deepEqual({ ...record(answer?.body), message: undefined, field: undefined }, { errorCode: 'TABLE_LIMIT_EXCEEDED', limit, max, currency: 'EUR', message: undefined, field: undefined });
});

Then('the platform refuses the spin with 409 LIMIT_EXCEEDED', function (this: CasinoWorld) {
  const answer = table(this).last;
  assert.equal(answer?.status, 409, answer?.text);
  assert.equal(record(answer?.body).errorCode, 'LIMIT_EXCEEDED');
});

Then('the platform accepts the spin', function (this: CasinoWorld) {
  assert.equal(table(this).last?.status, 200, table(this).last?.text);
});

Then("the player's playable balance is {float} EUR", async function (this: CasinoWorld, euros: number) {
  close(await table(this).playable(), euros, 'playable');
});

Then('the ball landed on {int}, {word}', function (this: CasinoWorld, number: number, colour: string) {
  assert.deepEqual({ ...record(record(table(this).last?.body).outcome), bets: undefined }, { game: 'roulette', number, colour, bets: undefined });
});

Then("the round's bets won:", async function (this: CasinoWorld, expected: DataTable) {
  const details = await table(this).roundDetails();
  const bets = record(details.outcome).bets as Record<string, unknown>[];
  assert.deepEqual(
    bets.map((bet) => ({ bet: wordsOf(bet), stake: (bet.stake as number).toFixed(2), payout: String(bet.payout), win: (bet.win as number).toFixed(2) })),
    expected.hashes(),
  );
  // The answer the page got has the same bets.
  assert.deepEqual(record(record(table(this).last?.body).outcome).bets, bets);
});

Then("the round's stake is {float} EUR and its win {float} EUR", function (this: CasinoWorld, stake: number, win: number) {
  const answer = record(table(this).last?.body);
  close(answer.stake, stake, 'stake');
  close(answer.win, win, 'win');
});

Then('the ledger has one bet of {float} EUR and one win of {float} EUR for the round', async function (this: CasinoWorld, stake: number, win: number) {
  const entries = await table(this).ledgerOfLastRound();
  assert.deepEqual(
    entries.map((entry) => ({ kind: entry.kind, lines: entry.lines.map((line) => ({ account: line.account, amount: line.amount })) })),
    [
      { kind: 'win', lines: [{ account: 'house_game_provider', amount: -win }, { account: 'cash', amount: win }] },
      { kind: 'bet', lines: [{ account: 'cash', amount: -stake }, { account: 'house_game_provider', amount: stake }] },
    ],
  );
});

Then('the ledger has one bet of {float} EUR and no win for the round', async function (this: CasinoWorld, stake: number) {
  const entries = await table(this).ledgerOfLastRound();
  assert.deepEqual(entries.map((entry) => [entry.kind, entry.lines.map((line) => line.amount)]), [['bet', [-stake, stake]]]);
});

Then('the practice balance is {float} EUR', function (this: CasinoWorld, euros: number) {
  close(record(table(this).last?.body).balance, euros, 'practice balance');
});

// ---- The page ----

When("the player opens the table's page", async function (this: CasinoWorld) {
  await table(this).openPage();
});

When("the player opens the table's page in {string}", async function (this: CasinoWorld, language: string) {
  await table(this).openPage(language);
});

When('the player puts a chip of {string} on {string}', function (this: CasinoWorld, chip: string, spot: string) {
  const driver = table(this);
  driver.chooseChip(chip);
  driver.press(driver.buttonsNamed(new RegExp(`^${spot.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(, .* on it)?$`))[0] ?? spot);
});

When('the player puts {int} chips of {string} on {string}', function (this: CasinoWorld, count: number, chip: string, spot: string) {
  const driver = table(this);
  driver.chooseChip(chip);
  for (let put = 0; put < count; put += 1) driver.press(driver.buttonsNamed(new RegExp(`^${spot}(, .* on it)?$`))[0] ?? spot);
});

When('the player presses {string}', async function (this: CasinoWorld, name: string) {
  const driver = table(this);
  const saying = driver.said();
  driver.button(name).click();
  if (name === 'Spin') await driver.waitForSaying(/landed on|first/).catch(() => assert.fail(`After Spin the game still said "${saying}"`));
});

Then('the table has {int} spots: {int} straights, {int} splits, {int} streets, {int} corners, {int} lines, {int} dozens, {int} columns and {int} even-money bets', function (
  this: CasinoWorld,
  total: number,
  straights: number,
  splits: number,
  streets: number,
  corners: number,
  lines: number,
  dozens: number,
  columns: number,
  evens: number,
) {
  const driver = table(this);
  assert.equal(driver.buttonsNamed(/./).filter((name) => !['Undo', 'Clear', 'Spin', 'Deposit'].includes(name)).length, total);
  const count = (pattern: RegExp) => driver.buttonsNamed(pattern).length;
  assert.deepEqual(
    [count(/^Straight /), count(/^Split /), count(/^Street /), count(/^Corner /), count(/^Line /), count(/ 12: /), count(/^2 to 1, column/), count(/^(Red|Black|Odd|Even|Low 1–18|High 19–36)$/)],
    [straights, splits, streets, corners, lines, dozens, columns, evens],
  );
});

Then('the red numbers are {}', function (this: CasinoWorld, list: string) {
  const expected = list.split(/,\s*|\s+and\s+/).map(Number);
  assert.deepEqual(table(this).cellsOfColour('red').sort((x, y) => x - y), expected);
  assert.deepEqual(table(this).cellsOfColour('green'), [0]);
  assert.equal(table(this).cellsOfColour('black').length, 18);
});

Then('the table has the spots {}', function (this: CasinoWorld, list: string) {
  for (const name of quoted(list)) table(this).button(name);
});

Then('the chips are {}', function (this: CasinoWorld, list: string) {
  const driver = table(this);
  for (const chip of quoted(list)) driver.chooseChip(chip);
});

Then('the total stake shows {string}', function (this: CasinoWorld, amount: string) {
  assert.equal(table(this).textOf('total-stake'), amount);
});

Then('the spot {string} is named {string}', function (this: CasinoWorld, spot: string, name: string) {
  const button = table(this).buttonsNamed(new RegExp(`^${spot}(, .* on it)?$`));
  assert.deepEqual(button, [name]);
});

Then('the game says {string}', function (this: CasinoWorld, text: string) {
  assert.equal(table(this).said(), text);
});

Then('the wins listed are {}', function (this: CasinoWorld, list: string) {
  assert.deepEqual(table(this).winsListed(), quoted(list));
});

Then('the lit spots are {}', function (this: CasinoWorld, list: string) {
  assert.deepEqual(table(this).litSpots(), quoted(list));
});

Then('the last numbers start with {}', function (this: CasinoWorld, list: string) {
  const expected = quoted(list);
  assert.deepEqual(table(this).lastNumbers().slice(0, expected.length), expected);
});

Then("the page's balance shows {string}", function (this: CasinoWorld, amount: string) {
  assert.equal(table(this).textOf('balance'), amount);
});
