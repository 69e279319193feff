// The one way the browser (and the server renderer) talks to the API. No toasts here: callers decide what to show.

/** Any non-OK response becomes an error "status: body text" (or the status text when the body is empty). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiRequestError';
  }

  /** The server's own message from the JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    const message = this.parsedBody()?.message;
    return typeof message === 'string' ? message : undefined;
  }

  /** The server's message about one field (`errors[].path` of the JSON error body), when it names that field. */
  fieldMessage(path: string): string | undefined {
    const errors = this.parsedBody()?.errors;
    if (!Array.isArray(errors)) return undefined;
    for (const error of errors as unknown[]) {
      if (error && typeof error === 'object' && 'path' in error && error.path === path)
        return 'message' in error && typeof error.message === 'string' ? error.message : undefined;
    }
    return undefined;
  }

  private parsedBody(): { message?: unknown; errors?: unknown } | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === 'object' ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      ...headers,
      // The server refuses state-changing requests without it (CSRF defence).
      'X-Requested-With': 'XMLHttpRequest',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new ApiRequestError(res.status, await res.text(), res.statusText);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiGet = <T>(url: string) => apiRequest<T>('GET', url);

/** A message fit to show a person, from anything thrown. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The server's own words when it refused because of a limit (429) or load (503), e.g. "Too many submissions from
 * your network. Please try again in 8 minutes."; undefined for any other failure.
 */
export function limitMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError) || (error.status !== 429 && error.status !== 503)) return undefined;
  return error.serverMessage;
}
