// Rejected: a module reaching into another module's repository instead of its service.
import { alphaRows } from '../alpha/repository';

export const crossing = alphaRows;
