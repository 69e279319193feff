// Rejected: a feature reaching into another feature by a relative path.
import { beta } from '../../beta/beta';

export const crossing = beta;
