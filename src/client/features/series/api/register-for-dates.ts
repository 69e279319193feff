import { apiRequest } from '@client/lib/api-client';
import { usePageLanguage } from '@client/lib/i18n/i18n-context';
import type { CreatedRegistration } from '@shared/schemas/registrations';
import type { SeriesRegistrationInput } from '@shared/schemas/series';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seriesQuery } from './get-series';

/** One registration per chosen date, each confirmed or waitlisted on its own. */
export const registerForDates = (seriesId: string, input: SeriesRegistrationInput) =>
  apiRequest<CreatedRegistration[]>(
    'POST',
    `/api/series/${encodeURIComponent(seriesId)}/registrations`,
    input,
  );

/** The sign-up in the page's language (the registrant's mails are in it). */
export function useRegisterForDates(seriesSlug: string, seriesId: string) {
  const queryClient = useQueryClient();
  const { locale } = usePageLanguage();
  return useMutation({
    mutationFn: (input: SeriesRegistrationInput) =>
      registerForDates(seriesId, { ...input, language: locale }),
    // The places left changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seriesQuery(seriesSlug, locale).queryKey }),
  });
}
