import { After, Before, setDefaultTimeout, setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { resetDocument } from './dom-environment';
import { AccountMenuDriver } from './account-menu-driver';
import { LoginDriver } from './login-driver';
import { MessagesDriver, NoticesDriver } from './messages-driver';
import { PlayersDriver } from './players-driver';
import { SessionDriver } from './session-driver';
import { SiteEnvironment } from './site';
import { UiDriver } from './ui-driver';
import { WireDriver } from './wire-driver';

/**
 * One scenario's world: a fresh platform and site (built on first use), and the drivers the steps
 * call. Steps stay one to three lines; what they mean lives in the drivers.
 */
export class CasinoWorld extends World {
  readonly env = new SiteEnvironment();
  readonly players = new PlayersDriver(this.env);
  readonly session = new SessionDriver(this.env);
  readonly menu = new AccountMenuDriver(this.env);
  readonly messages = new MessagesDriver(this.env);
  readonly ui = new UiDriver(this.env, this.messages);
  readonly login = new LoginDriver(this.env, this.session, this.messages);
  readonly wire = new WireDriver(this.env);
  readonly notices = new NoticesDriver(this.messages);

  /** The platform's login answer as the site read it, for the scenarios that look at it directly. */
  loginAnswer: unknown = null;

  constructor(options: IWorldOptions) {
    super(options);
  }

  /** Moves the site's virtual clock, letting the calls it starts settle. */
  async advance(ms: number): Promise<void> {
    await this.env.site.time.advance(ms);
  }
}

setWorldConstructor(CasinoWorld);
setDefaultTimeout(10_000);

Before(function (this: CasinoWorld) {
  resetDocument();
});

After(function (this: CasinoWorld) {
  this.ui.close();
  this.env.dispose();
});
