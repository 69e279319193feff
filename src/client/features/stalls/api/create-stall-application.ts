import { apiRequest } from '@client/lib/api-client';
import { usePageLanguage } from '@client/lib/i18n/i18n-context';
import type { StallApplication, StallApplicationInput } from '@shared/schemas/stalls';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const createStallApplication = (input: StallApplicationInput) =>
  apiRequest<StallApplication>('POST', '/api/stall-applications', input);

/**
 * POST /api/stall-applications in the page's language (the applicant's mails are in it); refreshes the admin's list
 * for that event if it is loaded.
 */
export function useCreateStallApplication() {
  const queryClient = useQueryClient();
  const { locale } = usePageLanguage();
  return useMutation({
    mutationFn: (input: StallApplicationInput) => createStallApplication({ ...input, language: locale }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['/api/admin/stall-applications'] }),
  });
}
