// Allowed: a plugin importing other infrastructure and the shared contract.
import { GUESTS_MAX } from '@shared/constants';
import { createOutboundEmailsRepository } from './mail/outbound-emails-repository';

export const allowed = [GUESTS_MAX, createOutboundEmailsRepository];
