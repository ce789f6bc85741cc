import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newDataDir } from '../test-support/harness.ts';
import { copySeededDatabase } from '../test-support/seeded-template.ts';
import { dropTestPostgresDatabase, newTestPostgresDatabase, testPostgresUrl } from '../test-support/test-postgres.ts';
import { runChaos, type ChaosReport } from './chaos-run.ts';

const serverUrl = testPostgresUrl();
const backend = serverUrl === null ? 'PGlite' : 'PostgreSQL';
const fromEnvironment = (name: string, fallback: number) => Number(process.env[name] ?? fallback) || fallback;
// On a server, two sandbox processes (a primary's workers; `CHAOS_PROCESSES` for another count): PGlite is one process by design.
const processes = serverUrl === null ? 1 : fromEnvironment('CHAOS_PROCESSES', 2);

const cleanUps: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps) await cleanUp();
});

/** The report is printed and kept in reports/ for docs/performance.md and `npm run bench`. */
async function record(report: ChaosReport): Promise<void> {
  console.log(`chaos run on ${report.backend}: ${JSON.stringify(report)}`);
  await mkdir('reports', { recursive: true });
  await writeFile(join('reports', `chaos-${report.backend.toLowerCase()}.json`), `${JSON.stringify(report, null, 2)}\n`);
}

describe(`the ledger under chaos, on ${backend}, ${processes === 1 ? 'one process' : `${processes} processes`}`, () => {
  it('keeps every acknowledged request exactly once and nothing half-applied, and every limit, through SIGKILLs and restarts', async () => {
    const dataDir = await newDataDir();
    cleanUps.push(() => rm(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | null = null;
    if (serverUrl === null) {
      await copySeededDatabase(dataDir);
    } else {
      const url = await newTestPostgresDatabase(serverUrl, { seeded: true });
      databaseUrl = url;
      cleanUps.push(() => dropTestPostgresDatabase(serverUrl, url));
    }
    const kills = fromEnvironment('CHAOS_KILLS', 4);
    const report = await runChaos({
      dataDir,
      databaseUrl,
      requests: fromEnvironment('CHAOS_REQUESTS', 1_600),
      kills,
      deadlineMs: fromEnvironment('CHAOS_DEADLINE_MS', 150_000),
      processes,
    });
    await record(report);

    expect(report.discrepancies).toEqual([]);
    expect(report.kills).toBe(kills);
    expect(report.workerKills).toBe(processes === 1 ? 0 : Math.ceil(kills / 2));
    expect(report.limits).toEqual({ depositsAccepted: 5, wrongPasswordsAnswered: 4, blockedAnswers: 4 });
    expect(report.retried).toBeGreaterThan(0);
    expect(report.acknowledged + report.refused).toBe(report.requests);
    expect(report.acknowledged).toBeGreaterThan(report.requests * 0.9);
  });
});
