import { After, AfterAll, Before, setDefaultTimeout, setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { GamePageDriver } from '../games/game-page-driver';
import { GamesDriver } from '../games/games-driver';
import { ContentDriver } from '../content/content-driver';
import { LoginDriver } from '../session/login-driver';
import { SessionDriver } from '../session/session-driver';
import { WireDriver } from '../session/wire-driver';
import { AccountMenuDriver } from '../wallet/account-menu-driver';
import { resetDocument } from './dom-environment';
import { MessagesDriver } from './messages-driver';
import { NoticesDriver } from './notices-driver';
import type { PlatformDriver } from './platform/platform-driver';
import { closeSharedSandbox, sharedSandbox } from './platform/shared-sandbox';
import { SiteEnvironment } from './site-environment';
import { UiDriver } from './ui-driver';

/**
 * One scenario's world: a fresh platform and site (built on first use), and the drivers the steps
 * call. Steps stay one to three lines; what they mean lives in the drivers. Scenarios tagged
 * `@platform` meet the real sandbox over HTTP; the others an in-memory platform under virtual time.
 */
export class CasinoWorld extends World {
  readonly env = new SiteEnvironment();
  readonly session = new SessionDriver(this.env);
  readonly menu = new AccountMenuDriver(this.env);
  readonly messages = new MessagesDriver(this.env);
  readonly ui = new UiDriver(this.env, this.messages);
  readonly login = new LoginDriver(this.env, this.session, this.messages);
  readonly wire = new WireDriver(this.env);
  readonly notices = new NoticesDriver(this.messages);
  readonly content = new ContentDriver(this.env, this.ui, this.messages);
  readonly games = new GamesDriver(this.env);
  readonly gamePage = new GamePageDriver(this.ui, this.games);

  /** The platform's login answer as the site read it, for the scenarios that look at it directly. */
  loginAnswer: unknown = null;

  constructor(options: IWorldOptions) {
    super(options);
  }

  get platform(): PlatformDriver {
    return this.env.platform;
  }

  /** Moves the site's virtual clock, letting the calls it starts settle. */
  async advance(ms: number): Promise<void> {
    await this.env.advance(ms);
  }
}

setWorldConstructor(CasinoWorld);
setDefaultTimeout(10_000);

Before(function (this: CasinoWorld) {
  resetDocument();
});

// The first scenario about the platform starts the sandbox (seeding a template the first time).
Before({ tags: '@platform', timeout: 120_000 }, async function (this: CasinoWorld) {
  const sandbox = await sharedSandbox();
  await sandbox.control('DELETE', '/sandbox/control/faults');
  this.env.useSandbox(sandbox);
});

After(function (this: CasinoWorld) {
  this.ui.close();
  this.env.dispose();
});

AfterAll({ timeout: 30_000 }, async function () {
  await closeSharedSandbox();
});
