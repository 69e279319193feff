import { freshBuild } from '../e2e/client-build';
import { migratedDatabaseTemplate } from '../e2e/database-template';

// What the browser tests' servers start from, made ahead of them: the client build and a migrated embedded
// database. `npm test` runs this while the unit and API tests run.
await freshBuild();
await migratedDatabaseTemplate();
