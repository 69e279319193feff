import { downloadFile } from '@client/lib/download-file';
import { useMutation } from '@tanstack/react-query';

/** GET …/stall-applications/export and save it as stall-applications-{id}.csv. */
export const exportStallApplications = (eventId: string) =>
  downloadFile(
    `/api/admin/events/${encodeURIComponent(eventId)}/stall-applications/export`,
    `stall-applications-${eventId}.csv`,
  );

export const useExportStallApplications = () => useMutation({ mutationFn: exportStallApplications });
