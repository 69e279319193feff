import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import type { UseMutationResult } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useExportRegistrations } from '../api/export-registrations';
import { useExportStallApplications } from '../api/export-stall-applications';

type ExportCsvButtonProps = {
  eventId: string | null;
  /** What is exported, in the toasts' words. */
  what?: 'registrations' | 'stall applications';
};

const useExporter = (what: ExportCsvButtonProps['what']): UseMutationResult<void, Error, string> => {
  const registrations = useExportRegistrations();
  const stalls = useExportStallApplications();
  return what === 'stall applications' ? stalls : registrations;
};

/** Downloads the chosen event's registrations (or stall applications) as CSV; disabled until an event is chosen. */
export function ExportCsvButton({ eventId, what = 'registrations' }: ExportCsvButtonProps) {
  const exporter = useExporter(what);
  const run = () => {
    if (!eventId) {
      toast({
        title: 'No Event Selected',
        description: `Please select an event to export ${what}.`,
        variant: 'destructive',
      });
      return;
    }
    exporter.mutate(eventId, {
      onSuccess: () =>
        toast({ title: 'Export Successful', description: `The ${what} have been downloaded.` }),
      onError: () =>
        toast({
          title: 'Export Failed',
          description: `Failed to export ${what}. Please try again.`,
          variant: 'destructive',
        }),
    });
  };
  return (
    <Button
      variant="outline"
      className="flex-1 sm:flex-none"
      onClick={run}
      disabled={!eventId || exporter.isPending}
      aria-label={what === 'registrations' ? undefined : `Export ${what} as CSV`}
    >
      <Download aria-hidden="true" />
      {exporter.isPending ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
