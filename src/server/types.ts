import type { Config } from './config';
import type { Database } from './db/client';
import type { ImageProcessor } from './plugins/images/image-processor';
import type { Mailer } from './plugins/mail/mailer';
import type { Storage } from './plugins/storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    storage: Storage;
    /** Decorated by the uploads feature. */
    images: ImageProcessor;
    /** Stores, then sends, every mail (plugins/mail). */
    mail: Mailer;
  }
}
