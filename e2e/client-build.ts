import fs from 'node:fs';
import path from 'node:path';
import { buildClient, clientBuildIsStale, sourcesChangedAt } from '../scripts/build-client';

/**
 * A client build of the current sources: `npm run build`'s dist/ or the API tests' dist/api-tests when one is fresh
 * (`npm test` makes the latter while the unit and API tests run), else one kept under a name naming the sources'
 * state, so repeated runs reuse it and parallel runs never write into a build in use.
 */
export async function freshBuild(): Promise<string> {
  for (const built of [path.resolve('dist'), path.resolve('dist/api-tests')])
    if (!clientBuildIsStale(built)) return built;
  const dir = path.resolve('dist', `e2e-${Math.floor(sourcesChangedAt()).toString(36)}`);
  if (!clientBuildIsStale(dir)) return dir;
  const building = `${dir}.building-${process.pid}`;
  await buildClient(building);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(building, dir);
  return dir;
}
