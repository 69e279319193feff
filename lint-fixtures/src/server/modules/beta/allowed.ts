// Allowed: another module's service, and infrastructure (a db-level or plugin repository is not a module's).
import { createOutboundEmailsRepository } from '../../plugins/mail/outbound-emails-repository';
import { alphaService } from '../alpha/alpha-service';

export const allowed = [alphaService, createOutboundEmailsRepository];
