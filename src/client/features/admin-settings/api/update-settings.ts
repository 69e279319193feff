import { apiRequest } from '@client/lib/api-client';
import type { SettingsPayload } from '@shared/schemas/settings-payload';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_SETTINGS_KEY, SETTINGS_KEY } from './get-settings';

export const updateSettings = (payload: SettingsPayload) =>
  apiRequest<unknown>('PUT', '/api/admin/settings', payload);

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_SETTINGS_KEY }),
      ]),
  });
}
