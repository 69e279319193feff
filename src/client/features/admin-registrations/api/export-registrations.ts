import { ApiRequestError } from '@client/lib/api-client';
import { useMutation } from '@tanstack/react-query';

/** GET …/registrations/export and save it as registrations-{id}.csv. */
export async function exportRegistrations(eventId: string): Promise<void> {
  const res = await fetch(`/api/admin/events/${encodeURIComponent(eventId)}/registrations/export`, {
    credentials: 'include',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!res.ok) throw new ApiRequestError(res.status, await res.text(), res.statusText);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `registrations-${eventId}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useExportRegistrations = () => useMutation({ mutationFn: exportRegistrations });
