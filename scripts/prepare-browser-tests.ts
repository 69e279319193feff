import { migratedDatabaseTemplate } from '../e2e/database-template';
import { ensureClientBuild } from '../test/client-build';

// What the browser tests' servers start from, made ahead of them: the client build (the API tests' own, made once
// for both under their lock) and a migrated embedded database. `npm test` runs this while the unit and API tests run.
await ensureClientBuild();
await migratedDatabaseTemplate();
