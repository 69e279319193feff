// Rejected: a feature importing the server.
import { buildApp } from '@server/app';

export const crossing = buildApp;
