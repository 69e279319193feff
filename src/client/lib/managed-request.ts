import { ApiRequestError } from '@client/lib/api-client';
import { MANAGE_TOKEN_HEADER } from '@shared/constants';

/**
 * Like apiRequest, plus a manage token header (a registration's or a volunteer's) (apiRequest takes no headers). Errors keep the
 * same "status: body" form.
 */
export async function managedRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      [MANAGE_TOKEN_HEADER]: token,
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new ApiRequestError(res.status, await res.text(), res.statusText);
  return (await res.json()) as T;
}
