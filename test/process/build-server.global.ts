import { buildServer } from '../../scripts/build-server';

/** Vitest's global setup for the process tests: the server's build, made once for the run, as `npm start` makes it. */
export default async function setup(): Promise<void> {
  await buildServer();
}
