import { expect, test } from './fixtures/test';

// The browser context a worker keeps from test to test (e2e/fixtures/test.ts) must not carry anything from one
// test into the next: the second test checks what the first left behind. Tests of a file run in order.

test('a test leaves cookies, storage, permissions, routes and offline mode behind', async ({
  page,
  context,
}) => {
  await page.goto('/contact');
  await context.addCookies([{ name: 'left-behind', value: '1', url: page.url() }]);
  await page.evaluate(async () => {
    localStorage.setItem('left-behind', '1');
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('left-behind', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('things');
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
  });
  await context.grantPermissions(['clipboard-read']);
  await context.route('**/api/settings', (route) => route.fulfill({ status: 500, body: 'routed' }));
  // All of it took, so that the next test finding none of it means something.
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['left-behind']);
  expect(
    await page.evaluate(async () => ({
      localStorage: localStorage.length,
      databases: (await indexedDB.databases()).map((database) => database.name),
      clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
      settings: await fetch('/api/settings').then((r) => r.status),
    })),
  ).toEqual({ localStorage: 1, databases: ['left-behind'], clipboard: 'granted', settings: 500 });
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
});

test('the next test finds none of it', async ({ page, context }) => {
  const answer = await page.goto('/contact');
  expect(answer?.status(), 'online, and no route left').toBe(200);
  expect(await context.cookies()).toEqual([]);
  const left = await page.evaluate(async () => ({
    localStorage: localStorage.length,
    databases: (await indexedDB.databases()).map((database) => database.name),
    clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
  }));
  expect(left).toEqual({ localStorage: 0, databases: [], clipboard: 'prompt' });
  expect((await page.request.get('/api/settings')).status()).toBe(200);
  expect(await page.evaluate(() => fetch('/api/settings').then((r) => r.status))).toBe(200);
});

test('a fake clock is not carried into the next test', async ({ page }) => {
  await page.clock.install({ time: new Date('2001-01-01T00:00:00Z') });
  await page.goto('/contact');
  expect(await page.evaluate(() => new Date().getFullYear())).toBe(2001);
});

test('after a fake clock, the next test runs on the real one', async ({ page }) => {
  await page.goto('/contact');
  expect(await page.evaluate(() => new Date().getFullYear())).toBeGreaterThan(2001);
});
