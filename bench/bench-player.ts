/** A fresh player copied from the seeded ready player, through the sandbox's test-control API. */
export const createBenchPlayer = async (sandboxUrl: string): Promise<{ username: string; password: string }> => {
  const created = await fetch(`${sandboxUrl}/sandbox/control/players`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Sandbox-Control': '1' },
    body: '{}',
  });
  if (created.status !== 201) throw new Error(`creating the bench player answered ${created.status}`);
  return (await created.json()) as { username: string; password: string };
};

/** A fresh bench player's session id, logged in through the platform's login (for a `sid` cookie). */
export const benchPlayerSession = async (sandboxUrl: string): Promise<string> => {
  const player = await createBenchPlayer(sandboxUrl);
  const login = await fetch(`${sandboxUrl}/services/login-service/v1/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(player) });
  if (login.status !== 200) throw new Error(`the bench player's login answered ${login.status}`);
  return ((await login.json()) as { sessionId: string }).sessionId;
};
