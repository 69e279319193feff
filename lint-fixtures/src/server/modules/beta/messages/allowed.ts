// Allowed: from a module's sub-folder, infrastructure's repositories and another module's service.
import { createOutboundEmailsRepository } from '../../../plugins/mail/outbound-emails-repository';
import { alphaService } from '../../alpha/alpha-service';

export const allowed = [alphaService, createOutboundEmailsRepository];
