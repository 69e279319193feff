import type { MessageKey, Translate } from '@client/lib/i18n/i18n-context';

/**
 * The server's reasons for refusing an image record ("Upload Failed: the file is…", the part after the title), by
 * message id. Each id's English is the reason with a capital first letter, as the toast shows it (a unit test checks
 * them against the English catalogue). Written out: the server's module is not the client's.
 */
export const SERVER_REASON_IDS: Readonly<Record<string, MessageKey>> = {
  'the file is not a JPEG, PNG, WebP, GIF or AVIF image.': 'admin.uploader.server.notAnImage',
  'the image is larger than 50 megapixels.': 'admin.uploader.server.tooManyPixels',
  'the image file is damaged or incomplete.': 'admin.uploader.server.damaged',
  'this is not an uploaded file. Please upload the image again.': 'admin.uploader.server.notUploaded',
  'this upload is already being saved.': 'admin.uploader.server.alreadySaving',
  'the uploaded file was not found. Please upload the image again.': 'admin.uploader.server.notFound',
  'the file is larger than 10 MB.': 'admin.uploader.server.tooLarge',
};

/** A refusal's reason fit for the toast: in the admin's language when known, else the server's words capitalised. */
export function serverReason(reason: string, t: Translate): string {
  const id = SERVER_REASON_IDS[reason];
  return id ? t(id) : reason.charAt(0).toUpperCase() + reason.slice(1);
}
