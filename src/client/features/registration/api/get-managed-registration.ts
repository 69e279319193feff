import { managedRequest } from '@client/lib/managed-request';
import type { Registration } from '@shared/schemas/registrations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoredRegistration } from '../stored-registration';

export const managedRegistrationKey = (registrationId: string) =>
  ['/api/registrations', registrationId] as const;

/** The registration this browser holds a token for (GET /api/registrations/:id with the token). */
export const managedRegistrationQuery = (stored: StoredRegistration) =>
  queryOptions({
    queryKey: managedRegistrationKey(stored.registrationId),
    queryFn: () =>
      managedRequest<Registration>(
        'GET',
        `/api/registrations/${encodeURIComponent(stored.registrationId)}`,
        stored.manageToken,
      ),
    // Always fresh when the dialog opens: the registration may have changed in another tab or by email link.
    staleTime: 0,
    gcTime: 0,
  });

export const useManagedRegistration = (stored: StoredRegistration | null) =>
  useQuery({
    ...managedRegistrationQuery(stored ?? { registrationId: '', manageToken: '' }),
    enabled: stored !== null,
  });
