// `npm run bench`: every bench in turn, each bounded in count and time, on loopback only.
//   api    bench/api-latency.ts  latency of login and the balance poll
//   spray  bench/login-spray.ts  a real login's p95 while a bounded spray runs
//   pages  bench/pages.ts        Lighthouse on the home and login pages against a bare React page
//   grid   bench/lobby-grid.ts   a category of 5,000 games at 4x CPU throttling: slowest interaction, DOM size, search time
//   player bench/player-interactions.ts  a player's menu, search, cashier, Play and spin at 4x CPU throttling, and the balance after a round
//   rounds bench/rounds.ts       real-money rounds through the ledger, one at a time and 40 at once
//   money  bench/money.ts        deposits and withdrawals at 50 at once on PGlite and PostgreSQL, and the chaos run's figures
//   ledger-growth bench/ledger-growth.ts  a round, a deposit and the balance poll of a player with 100,000 ledger entries against a fresh one's
//   money-profile bench/money-profile.ts  the money bench's load with every database statement counted and timed (where the time goes)
// `npm run bench -- pages` (or `api`, `spray`) runs only the ones named.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const BENCHES = [
  { name: 'api', file: 'api-latency.ts', title: 'API latency' },
  { name: 'spray', file: 'login-spray.ts', title: 'Login during a password spray' },
  { name: 'pages', file: 'pages.ts', title: 'Page speed (Lighthouse)' },
  { name: 'grid', file: 'lobby-grid.ts', title: 'Category grid of 5,000 games' },
  { name: 'player', file: 'player-interactions.ts', title: "A player's interactions" },
  { name: 'rounds', file: 'rounds.ts', title: 'Game rounds through the ledger' },
  { name: 'money', file: 'money.ts', title: 'Money requests through the ledger, and the chaos run' },
  { name: 'ledger-growth', file: 'ledger-growth.ts', title: 'A player with 100,000 ledger entries against a fresh one' },
  { name: 'money-profile', file: 'money-profile.ts', title: "Where a money request's time goes" },
] as const;

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !BENCHES.some((bench) => bench.name === name));
if (unknown.length > 0) {
  console.error(`Unknown bench ${unknown.join(', ')}: choose from ${BENCHES.map((bench) => bench.name).join(', ')}.`);
  process.exit(2);
}

const run = (file: string) =>
  new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, file)], { stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
  });

let failed = 0;
for (const bench of BENCHES) {
  if (asked.length > 0 && !asked.includes(bench.name)) continue;
  console.log(`\n== ${bench.title} (bench/${bench.file})`);
  const code = await run(bench.file);
  if (code !== 0) {
    console.error(`bench/${bench.file} exited with ${code}`);
    failed += 1;
  }
}
process.exit(failed === 0 ? 0 : 1);
