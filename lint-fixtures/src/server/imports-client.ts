// Rejected: the server importing the client.
import { apiGet } from '../client/lib/api-client';

export const crossing = apiGet;
