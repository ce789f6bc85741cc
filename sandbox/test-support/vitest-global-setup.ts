import { seededTemplate } from './seeded-template.ts';

/** Vitest's global set-up for the projects that start sandboxes: the seeded template, built once before the workers start. */
export default async function setup(): Promise<void> {
  await seededTemplate();
}
