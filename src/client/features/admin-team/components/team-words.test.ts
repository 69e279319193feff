import en from '@shared/i18n/messages/en.json';
import { newTeamMemberSchema } from '@shared/schemas/team';
import { describe, expect, it } from 'vitest';
import { TEAM_MESSAGE_IDS } from './team-words';

describe("the Team screen's schema messages", () => {
  it("are the schema's English word for word", () => {
    for (const [text, id] of Object.entries(TEAM_MESSAGE_IDS)) expect(en[id]).toBe(text);
    const issues = newTeamMemberSchema.safeParse({ username: '', password: 'short', role: 'door' }).error
      ?.issues;
    for (const issue of issues ?? []) expect(TEAM_MESSAGE_IDS[issue.message]).toBeDefined();
  });
});
