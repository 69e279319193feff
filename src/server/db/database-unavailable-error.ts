/** The database did not answer (unreachable, or too slow): the operator's to fix, so its message is shown alone. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}
