import { freshBuild } from '../e2e/client-build';

// The browser tests' client build, made ahead of them: `npm test` runs this while the unit and API tests run.
await freshBuild();
