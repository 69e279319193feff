import { apiRequest } from '@client/lib/api-client';
import type { ManageLinkRequest } from '@shared/schemas/registrations';
import { useMutation } from '@tanstack/react-query';

export const requestManageLink = (input: ManageLinkRequest) =>
  apiRequest<{ message: string }>('POST', '/api/registrations/manage-link', input);

/** POST /api/registrations/manage-link: always 202, whether or not the address is registered. */
export const useRequestManageLink = () => useMutation({ mutationFn: requestManageLink });
