import en from '@shared/i18n/messages/en.json';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '@shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import { LOGIN_REFUSAL_IDS } from './login-messages';

describe("the login's refusals", () => {
  it("are the English catalogue's texts word for word, the too-many-attempts one the schema's", () => {
    for (const [text, id] of Object.entries(LOGIN_REFUSAL_IDS)) expect(en[id]).toBe(text);
    expect(LOGIN_REFUSAL_IDS[TOO_MANY_ATTEMPTS_MESSAGE]).toBe('admin.auth.tooManyAttempts');
  });
});
