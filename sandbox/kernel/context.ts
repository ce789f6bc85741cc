import type { Clock } from './clock.ts';
import type { Database } from './database/database.ts';

/** What every service plugin is given: the database and the (injectable) clock. */
export interface SandboxContext {
  db: Database;
  now: Clock;
}
