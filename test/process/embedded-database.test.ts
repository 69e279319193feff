import { describe, expect, it } from 'vitest';
import { lastLine, serversOfThisFile, waitHealthy } from './server-process';

// The embedded database an operator gets from `npm start`: data that survives restarts, and one server per directory.

const { start, tempDataDir } = serversOfThisFile();

describe('the embedded database', () => {
  // One data directory throughout: creating an embedded database costs seconds of both cores.
  it('keeps its data across a restart, does not seed twice, and refuses a second server on it', async () => {
    const dataDir = tempDataDir();
    const first = await start({ DATA_DIR: dataDir });
    expect(await waitHealthy(first)).toBe(true);
    const before = await (await fetch(`http://127.0.0.1:${first.port}/api/events`)).json();
    expect(before).toHaveLength(2);
    expect(await first.stop()).toBe(0);

    const second = await start({ DATA_DIR: dataDir });
    expect(await waitHealthy(second)).toBe(true);
    const after = await (await fetch(`http://127.0.0.1:${second.port}/api/events`)).json();
    expect(after.map((e: { id: string }) => e.id)).toEqual(before.map((e: { id: string }) => e.id));

    const intruder = await start({ DATA_DIR: dataDir });
    expect(await intruder.exited).toBe(1);
    expect(lastLine(intruder.output())).toMatch(
      /^Cannot start: The database in .* is in use by another process/,
    );
    // The running one is unharmed.
    expect((await fetch(`http://127.0.0.1:${second.port}/healthz`)).status).toBe(200);
    await second.stop();
  });
});
