import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';

describe('GET /healthz', () => {
  const t = useTestApp();

  it('reports the database as up', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('not found');
  });
});
