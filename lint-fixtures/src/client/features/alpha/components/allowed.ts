// Allowed: its own feature (relative), shared client code and shared code through their aliases.
import { adminRetry } from '@client/lib/admin-retry';
import { GUESTS_MAX } from '@shared/constants';
import { alpha } from '../alpha';

export const allowed = [adminRetry, GUESTS_MAX, alpha];
