// Allowed: another module's service, and infrastructure (a db-level or plugin repository is not a module's).
import { createAppMetaRepository } from '../../db/app-meta-repository';
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import { alphaService } from '../alpha/alpha-service';

export const allowed = [alphaService, createAppMetaRepository, createOutboundEmailsRepository];
