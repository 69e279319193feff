/** Signs in through the real login and answers the headers an admin request needs. */
export async function adminHeaders(
  baseUrl: string,
  password: string,
  username = 'admin',
): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, 'X-Requested-With': 'XMLHttpRequest' };
}
