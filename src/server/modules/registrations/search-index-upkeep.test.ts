import { describe, expect, it } from 'vitest';
import { insertEvent, insertRegistration, postSignUp } from '../../../../test/fixtures';
import { useTestApp } from '../../../../test/test-app';
import { mergeSearchIndexPendingList } from './search-index-repository';
import { searchIndexUpkeep, searchIndexUpkeepFor } from './search-index-upkeep';

// New rows wait in the search index's pending list until it is merged; sign-ups from the site have it merged
// once they have been quiet for a moment, so no later sign-up's transaction has to merge it while it holds the
// event (docs/architecture.md, "Database").

describe("the search index's pending list", () => {
  const t = useTestApp();

  it('is merged by no one while rows come in otherwise: the control', async () => {
    const { id: eventId } = await insertEvent(t.database, 10);
    await mergeSearchIndexPendingList(t.database.db);
    for (let i = 0; i < 5; i++) await insertRegistration(t.database, eventId);
    expect(await mergeSearchIndexPendingList(t.database.db)).toBeGreaterThan(0);
  });

  it('is merged once sign-ups from the site have been quiet for a moment', async () => {
    const { id: eventId } = await insertEvent(t.database, 10);
    await mergeSearchIndexPendingList(t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        postSignUp(t.app, eventId, { fullName: `Quiet Moment ${i}`, guestCount: 1 }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    await searchIndexUpkeepFor(t.database.db).merged;
    expect(await mergeSearchIndexPendingList(t.database.db)).toBe(0);
  });

  it('is merged within the longest wait while sign-ups never pause', async () => {
    const { id: eventId } = await insertEvent(t.database, 10);
    await mergeSearchIndexPendingList(t.database.db);
    const upkeep = searchIndexUpkeep(t.database.db, { quietMs: 300, maxWaitMs: 600 });
    let merged = false;
    const started = Date.now();
    for (let i = 0; i < 12; i++) {
      await insertRegistration(t.database, eventId);
      upkeep.afterSignUps();
      if (i === 0)
        void upkeep.merged.then(() => {
          merged = true;
        });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // A sign-up every 100 ms never leaves 300 quiet ones; the first merge still came, after 600 + 300 at most.
    expect(merged).toBe(true);
    expect(Date.now() - started).toBeGreaterThan(900);
  });
});
