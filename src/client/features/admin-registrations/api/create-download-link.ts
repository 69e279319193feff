import { apiRequest } from '@client/lib/api-client';
import type { DownloadLink } from '@shared/schemas/download-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadLinksKey } from './get-download-links';

export const createDownloadLink = (eventId: string) =>
  apiRequest<DownloadLink>('POST', `/api/admin/events/${encodeURIComponent(eventId)}/download-link`);

export function useCreateDownloadLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDownloadLink,
    onSuccess: (_data, eventId) => queryClient.invalidateQueries({ queryKey: downloadLinksKey(eventId) }),
  });
}
