import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Pictures the server draws (artwork, share cards), kept on disk under names that say what they show: a name is
 * drawn once, then read back. A name must change whenever what it shows does (callers put a hash of the inputs in
 * it), so nothing is ever stale. Concurrent requests for one name share one drawing.
 */
export function createRenderedImageCache(directory: string) {
  const inFlight = new Map<string, Promise<Buffer>>();
  const ready = mkdir(directory, { recursive: true });

  async function load(name: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    await ready;
    const file = path.join(directory, name);
    try {
      return await readFile(file);
    } catch {
      const data = await draw();
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, data);
      await rename(partial, file);
      return data;
    }
  }

  return {
    /** The picture called `name` (a plain file name), drawn by `draw` if it is not on disk yet. */
    get(name: string, draw: () => Promise<Buffer>): Promise<Buffer> {
      if (!/^[\w.-]+$/.test(name)) throw new Error(`not a cache file name: ${name}`);
      const pending = inFlight.get(name);
      if (pending) return pending;
      const loading = load(name, draw).finally(() => inFlight.delete(name));
      inFlight.set(name, loading);
      return loading;
    },
  };
}

export type RenderedImageCache = ReturnType<typeof createRenderedImageCache>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Generated pictures (artwork, share cards), drawn once into DATA_DIR/cache/pictures. */
    renderedImages: RenderedImageCache;
  }
}
