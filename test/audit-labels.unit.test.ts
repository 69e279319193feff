import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ACTIONS, RECORDS } from '@client/features/admin-audit/lib/audit-labels';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './catalogue-checks';

// The audit log names each action and kind of record the server writes: a code the server starts writing without
// a name would show as a bare code on a Hindi or Spanish screen.

const server = sourceFiles(resolve(import.meta.dirname, '../src/server'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const codes = (pattern: RegExp) => new Set([...server.matchAll(pattern)].map(([, code = '']) => code));

describe("the audit log's names", () => {
  it('name every action the server records', () => {
    const actions = codes(/\baction: '([a-z-]+)'/g);
    // A registration's status change records its verb (admin-status-change.ts).
    const statusVerbs = /STATUS_ACTIONS = \{([^}]*)\}/.exec(
      readFileSync(
        join(import.meta.dirname, '../src/server/modules/registrations/admin-status-change.ts'),
        'utf8',
      ),
    )?.[1];
    for (const [, verb = ''] of statusVerbs?.matchAll(/'([a-z-]+)'/g) ?? []) actions.add(verb);
    expect(actions.size).toBeGreaterThan(5);
    expect([...actions].filter((action) => !(action in ACTIONS))).toEqual([]);
  });

  it('name every kind of record the server records', () => {
    const records = new Set([
      ...codes(/\bentity: '([a-z_]+)'/g),
      ...codes(/(?:recordCreated|auditCreated)\([^,]+, [^,]+, '([a-z_]+)'/g),
    ]);
    expect(records.size).toBeGreaterThan(5);
    expect([...records].filter((record) => !(record in RECORDS))).toEqual([]);
  });
});
