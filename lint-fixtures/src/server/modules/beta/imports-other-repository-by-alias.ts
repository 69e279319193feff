// Rejected: another module's repository, through the alias and by a file name that only contains "repository".
import { alphaPlaces } from '@server/modules/alpha/places-repository';

export const crossing = alphaPlaces;
