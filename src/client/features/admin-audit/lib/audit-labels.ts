import type { MessageKey, Translate } from '@client/lib/i18n/i18n-context';

// The audit log's actions and kinds of record are the server's codes (`update`, `stall_application`), also the
// filters' values; on screen each known one is named in the admin's language (English shows the codes, as the log
// always has), an unknown one shown as it is.

export const ACTIONS: Readonly<Record<string, MessageKey>> = {
  create: 'admin.audit.actionName.create',
  update: 'admin.audit.actionName.update',
  delete: 'admin.audit.actionName.delete',
  cancel: 'admin.audit.actionName.cancel',
  confirm: 'admin.audit.actionName.confirm',
  waitlist: 'admin.audit.actionName.waitlist',
  resend: 'admin.audit.actionName.resend',
  reply: 'admin.audit.actionName.reply',
  export: 'admin.audit.actionName.export',
  revoke: 'admin.audit.actionName.revoke',
  'reset-password': 'admin.audit.actionName.resetPassword',
  test: 'admin.audit.actionName.test',
};

export const RECORDS: Readonly<Record<string, MessageKey>> = {
  event: 'admin.audit.recordName.event',
  registration: 'admin.audit.recordName.registration',
  user: 'admin.audit.recordName.user',
  contact_message: 'admin.audit.recordName.contactMessage',
  volunteer_shift: 'admin.audit.recordName.volunteerShift',
  stall_application: 'admin.audit.recordName.stallApplication',
  settings: 'admin.audit.recordName.settings',
  series: 'admin.audit.recordName.series',
  gallery_image: 'admin.audit.recordName.galleryImage',
  download_link: 'admin.audit.recordName.downloadLink',
  mail: 'admin.audit.recordName.mail',
  event_video: 'admin.audit.recordName.eventVideo',
  event_message: 'admin.audit.recordName.eventMessage',
};

const named = (names: Readonly<Record<string, MessageKey>>) => (code: string, t: Translate) => {
  const id = names[code];
  return id ? t(id) : code;
};

/** An audit entry's action in the admin's language ("update" → "बदला"). */
export const actionLabel = named(ACTIONS);

/** The kind of record an audit entry is about, in the admin's language ("stall_application" → "स्टॉल आवेदन"). */
export const recordLabel = named(RECORDS);
