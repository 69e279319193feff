import type { Db } from '../../db/client';
import type { Mailer } from '../../plugins/mail/mailer';
import type { AuditActor } from '../audit/audit-log';
import type { PlaceChanges } from './place-changes';

/** What the admin's registration actions use: the database, the mailer, the site's time zone, the places. */
export type AdminRegistrationDeps = {
  db: Db;
  timeZone: string;
  mail: Pick<Mailer, 'prepare' | 'deliverSoon'>;
  placeChanges: PlaceChanges;
};

/** Who acts, and from which site address the mails they cause link back. */
export type AdminContext = { actor: AuditActor; siteUrl: string };
