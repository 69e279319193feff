export const alphaPlaces = 1;
