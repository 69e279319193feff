// Rejected: infrastructure importing a feature module, from a nested plugin folder through the alias.
import { alphaRows } from '@server/modules/alpha/repository';

export const crossing = alphaRows;
