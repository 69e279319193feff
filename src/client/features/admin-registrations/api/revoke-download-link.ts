import { apiRequest } from '@client/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadLinksKey } from './get-download-links';

export type RevokeLinkInput = { id: string; eventId: string };

export const revokeDownloadLink = ({ id }: RevokeLinkInput) =>
  apiRequest<void>('DELETE', `/api/admin/download-links/${encodeURIComponent(id)}`);

export function useRevokeDownloadLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeDownloadLink,
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: downloadLinksKey(input.eventId) }),
  });
}
