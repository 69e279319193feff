// Rejected: a feature reaching into another feature through the alias.
import { beta } from '@client/features/beta/beta';

export const crossing = beta;
