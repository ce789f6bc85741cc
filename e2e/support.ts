import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Player {
  readonly username: string;
  readonly password: string;
}

/** A fresh player copied from a seeded one, so that journeys never depend on each other. */
export const newPlayer = async (request: APIRequestContext, template = 'ready@demo.test', patch: Record<string, unknown> = {}): Promise<Player> => {
  const response = await request.post('/sandbox/control/players', { data: { template, ...patch } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Player;
};

export const patchPlayer = async (request: APIRequestContext, username: string, patch: Record<string, unknown>) => {
  const response = await request.patch(`/sandbox/control/players/${encodeURIComponent(username)}`, { data: patch });
  expect(response.ok()).toBe(true);
};

export const logIn = async (page: Page, player: Player, path = '/login') => {
  await page.goto(path);
  await page.getByLabel('Email').fill(player.username);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
};
