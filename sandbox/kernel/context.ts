import type { Clock } from './clock.ts';
import type { Database } from './database/database.ts';
import type { SandboxSecrets } from './security/sandbox-secrets.ts';

/** What every service plugin is given: the database, the (injectable) clock and the keys kept outside the database. */
export interface SandboxContext {
  db: Database;
  now: Clock;
  secrets: SandboxSecrets;
}
