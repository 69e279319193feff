// Rejected: from a module's sub-folder, another module's repository.
import { alphaRows } from '../../alpha/repository';

export const crossing = alphaRows;
