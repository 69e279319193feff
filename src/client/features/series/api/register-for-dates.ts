import { apiRequest } from '@client/lib/api-client';
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

export function useRegisterForDates(seriesSlug: string, seriesId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SeriesRegistrationInput) => registerForDates(seriesId, input),
    // The places left changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seriesQuery(seriesSlug).queryKey }),
  });
}
