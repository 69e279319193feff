import type { Config } from './config';
import type { Database } from './db/client';
import type { PasswordHasher } from './lib/passwords';
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
  }
}
