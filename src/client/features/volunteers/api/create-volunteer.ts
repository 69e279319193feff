import { apiRequest } from '@client/lib/api-client';
import { usePageLanguage } from '@client/lib/i18n/i18n-context';
import type { CreatedVolunteer, VolunteerInput } from '@shared/schemas/volunteers';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/volunteers in the page's language (the volunteer's mails are in it); the shifts' spots left are read again. */
export function useCreateVolunteer(slug: string) {
  const queryClient = useQueryClient();
  const { locale } = usePageLanguage();
  return useMutation({
    mutationFn: (input: VolunteerInput) =>
      apiRequest<CreatedVolunteer>('POST', '/api/volunteers', { ...input, language: locale }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ['/api/events', encodeURIComponent(slug), 'shifts'] }),
  });
}
