import { downloadFile } from '@client/lib/download-file';
import { useMutation } from '@tanstack/react-query';

/** GET …/registrations/export and save it as registrations-{id}.csv. */
export const exportRegistrations = (eventId: string) =>
  downloadFile(
    `/api/admin/events/${encodeURIComponent(eventId)}/registrations/export`,
    `registrations-${eventId}.csv`,
  );

export const useExportRegistrations = () => useMutation({ mutationFn: exportRegistrations });
