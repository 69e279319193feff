// Allowed: a module's service uses its own repositories.
import { alphaPlaces } from './places-repository';
import { alphaRows } from './repository';

export const alphaService = { rows: alphaRows, places: alphaPlaces };
