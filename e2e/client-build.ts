import fs from 'node:fs';
import path from 'node:path';
import { buildClient, clientBuildIsStale, sourcesChangedAt } from '../scripts/build-client';

/**
 * A client build of the current sources: `npm run build`'s dist/ when it is fresh, else one kept under a name
 * naming the sources' state, so repeated runs reuse it and parallel runs never write into a build in use.
 */
export async function freshBuild(): Promise<string> {
  if (!clientBuildIsStale(path.resolve('dist'))) return path.resolve('dist');
  const dir = path.resolve('dist', `e2e-${Math.floor(sourcesChangedAt()).toString(36)}`);
  if (!clientBuildIsStale(dir)) return dir;
  const building = `${dir}.building-${process.pid}`;
  await buildClient(building);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(building, dir);
  return dir;
}
