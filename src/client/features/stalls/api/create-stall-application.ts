import { apiRequest } from '@client/lib/api-client';
import type { StallApplication, StallApplicationInput } from '@shared/schemas/stalls';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const createStallApplication = (input: StallApplicationInput) =>
  apiRequest<StallApplication>('POST', '/api/stall-applications', input);

/** POST /api/stall-applications; refreshes the admin's list for that event if it is loaded. */
export function useCreateStallApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStallApplication,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['/api/admin/stall-applications'] }),
  });
}
