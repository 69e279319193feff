/** An error whose status and message are safe to show the client; the error handler answers with them. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, path?: string) =>
  new HttpError(400, message, path ? [{ path, message }] : undefined);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, path?: string) =>
  new HttpError(409, message, path ? [{ path, message }] : undefined);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
