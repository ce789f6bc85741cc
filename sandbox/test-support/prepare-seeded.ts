import { rm } from 'node:fs/promises';
import { copySeededDatabase, seededTemplate } from './seeded-template.ts';

/**
 * `node --import tsx sandbox/test-support/prepare-seeded.ts [dataDir]`: builds the seeded template
 * once, before the test processes that copy it start side by side (each would otherwise seed its
 * own); with a data dir, that dir starts over as a copy of it (the browser journeys' sandbox).
 */
const dataDir = process.argv[2];
const template = await seededTemplate();
if (dataDir !== undefined) {
  await rm(dataDir, { recursive: true, force: true });
  await copySeededDatabase(dataDir);
}
console.log(dataDir === undefined ? `seeded template: ${template}` : `${dataDir}: a copy of the seeded template`);
