import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The import boundaries live in biome.json (noRestrictedImports, per folder). These tests run Biome, as
// `npm run lint` does, on fixtures that break each boundary and on the tree itself.
const root = resolve(import.meta.dirname, '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

type Finding = { file: string; message: string };

/** Lints `dir` for restricted imports with the project's biome.json; returns what it rejected. */
function restrictedImports(dir: string, configDir: string): { exitCode: number | null; findings: Finding[] } {
  const run = spawnSync(
    biome,
    ['lint', '--only=style/noRestrictedImports', '--reporter=github', `--config-path=${configDir}`, '.'],
    { cwd: dir, encoding: 'utf8' },
  );
  const findings = [
    ...run.stdout.matchAll(/^::error title=lint\/style\/noRestrictedImports,file=([^,]+),.*?::(.*)$/gm),
  ].map(([, file = '', message = '']) => ({ file: relative(dir, file), message }));
  return { exitCode: run.status, findings };
}

const FEATURE = 'A feature never imports another feature';
const CLIENT_TO_SERVER = 'The client never imports the server';
const SERVER_TO_CLIENT = 'The server never imports the client';
const SHARED = 'src/shared imports nothing of ours';
const PLUGIN_TO_MODULE = 'Infrastructure knows no features';
const OTHER_REPOSITORY = 'A module uses another module through its service functions';

describe('import boundaries', () => {
  // The fixtures sit outside the linted tree (biome.json skips lint-fixtures/), so they are linted from a copy
  // laid out like the project, with the project's configuration.
  const copy = mkdtempSync(join(tmpdir(), 'import-boundaries-'));
  cpSync(join(root, 'lint-fixtures', 'src'), join(copy, 'src'), { recursive: true });
  cpSync(join(root, 'biome.json'), join(copy, 'biome.json'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('rejects each fixture that crosses a boundary, with that boundary in the message', () => {
    const { exitCode, findings } = restrictedImports(copy, copy);
    expect(exitCode).not.toBe(0);
    const byFile = Object.fromEntries(findings.map((f) => [f.file, f.message]));
    expect(byFile).toEqual({
      'src/client/features/alpha/components/imports-other-feature.ts': expect.stringContaining(FEATURE),
      'src/client/features/alpha/imports-other-feature-by-alias.ts': expect.stringContaining(FEATURE),
      'src/client/features/alpha/imports-other-feature-lazily.ts': expect.stringContaining(FEATURE),
      'src/client/features/beta/imports-server.ts': expect.stringContaining(CLIENT_TO_SERVER),
      'src/client/imports-server.ts': expect.stringContaining(CLIENT_TO_SERVER),
      'src/server/imports-client.ts': expect.stringContaining(SERVER_TO_CLIENT),
      'src/server/modules/beta/imports-other-repository-by-alias.ts':
        expect.stringContaining(OTHER_REPOSITORY),
      'src/server/modules/beta/imports-other-repository.ts': expect.stringContaining(OTHER_REPOSITORY),
      'src/server/modules/beta/messages/imports-other-repository.ts':
        expect.stringContaining(OTHER_REPOSITORY),
      'src/server/plugins/imports-module.ts': expect.stringContaining(PLUGIN_TO_MODULE),
      'src/server/plugins/mail/imports-module-by-alias.ts': expect.stringContaining(PLUGIN_TO_MODULE),
      'src/shared/imports-server.ts': expect.stringContaining(SHARED),
    });
  });

  it('passes on the tree', () => {
    const { exitCode, findings } = restrictedImports(root, root);
    expect(findings).toEqual([]);
    expect(exitCode).toBe(0);
  });
});
