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
