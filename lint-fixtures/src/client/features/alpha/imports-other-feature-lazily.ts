// Rejected: a lazy import of another feature is an import too.
export const loadBeta = () => import('../beta/beta');
