import type { MessageKey, Translate } from '@client/lib/i18n/i18n-context';
import {
  LAST_ADMIN_MESSAGE,
  MAX_PASSWORD_LENGTH,
  MAX_USERNAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  USERNAME_TAKEN_MESSAGE,
} from '@shared/schemas/team';

/**
 * The shared schema's messages and the server's refusals the Team screen can show, by id (English is theirs, word
 * for word). One the map lacks stays as written.
 */
export const TEAM_MESSAGE_IDS: Readonly<Record<string, MessageKey>> = {
  'Username is required': 'admin.team.error.usernameRequired',
  [`Username must be at most ${MAX_USERNAME_LENGTH} characters`]: 'admin.team.error.usernameTooLong',
  [`Password must be at least ${MIN_PASSWORD_LENGTH} characters`]: 'admin.team.error.passwordTooShort',
  [`Password must be at most ${MAX_PASSWORD_LENGTH} characters`]: 'admin.team.error.passwordTooLong',
  [USERNAME_TAKEN_MESSAGE]: 'admin.team.error.usernameTaken',
  [LAST_ADMIN_MESSAGE]: 'admin.team.error.lastAdmin',
};

export function teamMessage(message: string, t: Translate): string;
export function teamMessage(message: string | undefined, t: Translate): string | undefined;
/** A schema message or refusal in the admin's language. */
export function teamMessage(message: string | undefined, t: Translate): string | undefined {
  if (message === undefined) return undefined;
  const id = TEAM_MESSAGE_IDS[message];
  return id ? t(id) : message;
}
