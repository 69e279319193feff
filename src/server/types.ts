import type { Config } from './config';
import type { Database } from './db/client';
import type { LinkSigner } from './lib/link-signer';
import type { PasswordHasher } from './lib/passwords';
import type { ReminderSweep } from './modules/reminders/reminder-sweep';
import type { ImageProcessor } from './plugins/images/image-processor';
import type { Mailer } from './plugins/mail/mailer';
import type { Storage } from './plugins/storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    storage: Storage;
    /** Hashes and verifies admin passwords (scrypt at BuildAppOptions.passwordCost). */
    passwords: PasswordHasher;
    /** Decorated by the uploads feature. */
    images: ImageProcessor;
    /** Stores, then sends, every mail (plugins/mail). */
    mail: Mailer;
    /** Signs and checks the links mailed to people who act on them without signing in (unsubscribe). */
    linkSigner: LinkSigner;
    /** Stores the event reminders that are due (modules/reminders). */
    reminders: ReminderSweep;
  }
}
