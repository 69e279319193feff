// Rejected: shared code importing the server.
import { env } from '@server/config';

export const crossing = env;
