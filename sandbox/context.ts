import type { Clock } from './clock.ts';
import type { Database } from './db/database.ts';
import type { FaultStore } from './http/faults.ts';

/** What every route needs: the database, the (injectable) clock and the test-control faults. */
export interface SandboxContext {
  db: Database;
  now: Clock;
  faults: FaultStore;
}
