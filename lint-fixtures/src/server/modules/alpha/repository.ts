export const alphaRows = ['alpha'];
