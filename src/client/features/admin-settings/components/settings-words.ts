import type { MessageKey, Translate } from '@client/lib/i18n/i18n-context';
import { INVALID_EMAIL_MESSAGE } from '@shared/schemas/settings';
import { LINK_MESSAGE, TAGLINE_MESSAGE } from '@shared/schemas/settings-payload';

/** The shared schema's messages the form can show, by id (English is the schema's, word for word). */
export const SCHEMA_MESSAGE_IDS: Readonly<Record<string, MessageKey>> = {
  [TAGLINE_MESSAGE]: 'admin.settings.error.tagline',
  [LINK_MESSAGE]: 'admin.settings.error.link',
  [INVALID_EMAIL_MESSAGE]: 'admin.settings.error.email',
};

/** A schema message in the admin's language ("At most 500 characters" too); one it does not know stays English. */
export function schemaMessage(message: string | undefined, t: Translate): string | undefined {
  if (message === undefined) return undefined;
  const id = SCHEMA_MESSAGE_IDS[message];
  if (id) return t(id);
  const max = /^At most (\d+) characters$/.exec(message)?.[1];
  return max ? t('admin.settings.error.atMost', { max: Number(max) }) : message;
}
