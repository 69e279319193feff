import { randomUUID } from 'node:crypto';
import { LAST_ADMIN_MESSAGE, type TeamMember, USERNAME_TAKEN_MESSAGE } from '@shared/schemas/team';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin, TEST_ADMIN, XHR_HEADERS } from '../../../../test/auth';
import { useTestApp } from '../../../../test/test-app';
import { auditLog, users } from '../../db/schema';
import { createUsersRepository, LAST_ADMIN } from '../auth/users-repository';

describe('team: admins and door volunteers', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ headers: admin } = await loginAsAdmin(t.app));
  });

  const add = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/users', headers: admin, payload });
  const added = async (
    username: string,
    role: 'admin' | 'door',
    password = 'a long passphrase',
  ): Promise<TeamMember> => {
    const res = await add({ username, password, role });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const remove = (id: string, headers = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers });
  const login = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: XHR_HEADERS,
      payload: { username, password },
    });

  it('adds a door account that signs in with its role, and lists accounts without their passwords', async () => {
    const door = await added('  Door1 ', 'door', 'front gate pass');
    expect(door).toMatchObject({ username: 'door1', role: 'door' });
    const signedIn = await login('door1', 'front gate pass');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ username: 'door1', role: 'door' });

    const list = await t.app.inject({ url: '/api/admin/users', headers: admin });
    expect(list.statusCode).toBe(200);
    const members: TeamMember[] = list.json();
    expect(members.map((m) => [m.username, m.role])).toEqual(
      expect.arrayContaining([
        ['door1', 'door'],
        [TEST_ADMIN.username, 'admin'],
      ]),
    );
    expect(list.body).not.toMatch(/scrypt|password/i);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, door.id));
    expect(entry).toMatchObject({ action: 'create', entity: 'user', username: TEST_ADMIN.username });
  });

  it('refuses a taken username, a short password and an unknown role, naming the field', async () => {
    await added('taken', 'door');
    const taken = await add({ username: 'TAKEN', password: 'a long passphrase', role: 'door' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(USERNAME_TAKEN_MESSAGE);
    const short = await add({ username: 'shorty', password: 'short', role: 'door' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toEqual({
      path: 'password',
      message: 'Password must be at least 8 characters',
    });
    const role = await add({ username: 'boss', password: 'a long passphrase', role: 'owner' });
    expect(role.statusCode).toBe(400);
    expect(role.json().errors[0]).toMatchObject({ path: 'role', message: 'Role must be admin or door' });
  });

  it('resets a password: the old one stops working and the account is signed out everywhere', async () => {
    const member = await added('resetme', 'door', 'the old passphrase');
    const session = (await login('resetme', 'the old passphrase')).cookies.find((c) => c.name === 'sid');
    const cookie = `sid=${session?.value}`;
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).json().user).not.toBeNull();

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/password`,
      headers: admin,
      payload: { password: 'the new passphrase' },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await t.app.inject({ url: '/api/me', headers: { cookie } })).json().user).toBeNull();
    expect((await login('resetme', 'the old passphrase')).statusCode).toBe(401);
    expect((await login('resetme', 'the new passphrase')).statusCode).toBe(200);

    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${randomUUID()}/password`,
      headers: admin,
      payload: { password: 'the new passphrase' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('removes accounts, but never the last admin', async () => {
    const door = await added('leaving', 'door');
    expect((await remove(door.id)).statusCode).toBe(204);
    expect((await remove(door.id)).statusCode).toBe(404);
    expect((await login('leaving', 'a long passphrase')).statusCode).toBe(401);

    // The route refuses to remove the only admin, with words the admin can act on.
    const [self] = await t.database.db.select().from(users).where(eq(users.username, TEST_ADMIN.username));
    if (!self) throw new Error('the test admin is missing');
    const last = await remove(self.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(LAST_ADMIN_MESSAGE);

    // Two admins removed at the same moment (each by the other, say): one of them stays.
    const second = await added('second-admin', 'admin');
    const repo = createUsersRepository(t.database.db);
    const both = await Promise.all([repo.removeById(second.id), repo.removeById(self.id)]);
    expect(both.filter((outcome) => outcome === LAST_ADMIN)).toHaveLength(1);
    const admins = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });
});
