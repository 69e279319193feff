import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsAdmin } from '../../../../test/auth';
import { insertEvent } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';

describe('admin event videos', () => {
  const t = useTestApp();
  let headers: Record<string, string>;
  let eventId: string;
  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app));
    eventId = (await insertEvent(t.database, 5)).id;
  });
  const add = (payload: object, id = eventId) =>
    t.app.inject({ method: 'POST', url: `/api/admin/events/${id}/videos`, headers, payload });

  it('adds a YouTube video (201) that the public list shows, and deletes it', async () => {
    const res = await add({ title: 'Last year', videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      eventId,
      title: 'Last year',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    const noTitle = await add({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(noTitle.json().title).toBeNull();
    const listed = (await t.app.inject(`/api/events/${eventId}/videos`)).json();
    expect(listed).toHaveLength(2);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/events/videos/${res.json().id}`,
      headers,
    });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject(`/api/events/${eventId}/videos`)).json()).toHaveLength(1);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/events/videos/${res.json().id}`,
      headers,
    });
    expect(again.json()).toEqual({ message: 'Video not found' });
  });

  it('requires a URL: "Please enter a YouTube URL."', async () => {
    for (const payload of [{ videoUrl: '' }, { videoUrl: '   ' }, { title: 'x' }]) {
      const res = await add(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a YouTube URL.');
    }
  });

  it('accepts only recognisable YouTube links', async () => {
    for (const videoUrl of [
      'https://vimeo.com/123',
      'javascript:alert(1)',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'not a url',
    ]) {
      const res = await add({ videoUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/YouTube video link/);
    }
  });

  it('answers 404 for a missing event and 400 for unknown properties', async () => {
    expect(
      (await add({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }, '00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
    expect((await add({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ', eventId: 'x' })).statusCode).toBe(400);
  });
});
