import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';

export interface Player {
  readonly username: string;
  readonly password: string;
}

/** The sandbox's test-control API refuses anything but GET without this header (docs/api.md). */
export const controlHeaders = { 'X-Sandbox-Control': '1' } as const;

/** A call to the test-control API (`/sandbox/...`), with the header it requires. */
export const control = (request: APIRequestContext, method: string, path: string, data?: unknown): Promise<APIResponse> =>
  request.fetch(path, { method, headers: controlHeaders, ...(data === undefined ? {} : { data }) });

/** A fresh player copied from a seeded one, so that journeys never depend on each other. */
export const newPlayer = async (request: APIRequestContext, template = 'ready@demo.test', patch: Record<string, unknown> = {}): Promise<Player> => {
  const response = await control(request, 'POST', '/sandbox/control/players', { template, ...patch });
  expect(response.status()).toBe(201);
  return (await response.json()) as Player;
};

export const patchPlayer = async (request: APIRequestContext, username: string, patch: Record<string, unknown>) => {
  const response = await control(request, 'PATCH', `/sandbox/control/players/${encodeURIComponent(username)}`, patch);
  expect(response.ok()).toBe(true);
};

export const logIn = async (page: Page, player: Player, path = '/login') => {
  await page.goto(path);
  await page.getByLabel('Email').fill(player.username);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
};

/**
 * A session for `player` without the login page: the platform's login answer, its session kept in the
 * `sid` cookie as the site keeps it. For journeys about another page than logging in.
 */
export const signIn = async (page: Page, player: Player): Promise<void> => {
  const response = await page.request.post('/services/login-service/v1/login', { data: { username: player.username, password: player.password } });
  expect(response.status(), await response.text()).toBe(200);
  const { sessionId } = (await response.json()) as { sessionId: string };
  await page.context().addCookies([{ name: 'sid', value: sessionId, url: new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL ?? '' : page.url()).origin }]);
};
