import { ApiRequestError } from './api-client';

/** Fetches an admin download (a CSV export) and saves it under the given file name. */
export async function downloadFile(url: string, filename: string): Promise<void> {
  const res = await fetch(url, {
    credentials: 'include',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!res.ok) throw new ApiRequestError(res.status, await res.text(), res.statusText);
  saveBlob(await res.blob(), filename);
}

/** Saves `blob` as `filename` on the admin's device. */
export function saveBlob(blob: Blob, filename: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}
