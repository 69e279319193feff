import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { Download } from 'lucide-react';
import { useExportRegistrations } from '../api/export-registrations';

/** Downloads the chosen event's registrations as CSV; disabled until an event is chosen. */
export function ExportCsvButton({ eventId }: { eventId: string | null }) {
  const exporter = useExportRegistrations();
  const run = () => {
    if (!eventId) {
      toast({
        title: 'No Event Selected',
        description: 'Please select an event to export registrations.',
        variant: 'destructive',
      });
      return;
    }
    exporter.mutate(eventId, {
      onSuccess: () =>
        toast({ title: 'Export Successful', description: 'The registrations have been downloaded.' }),
      onError: () =>
        toast({
          title: 'Export Failed',
          description: 'Failed to export registrations. Please try again.',
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
    >
      <Download aria-hidden="true" />
      {exporter.isPending ? 'Exporting...' : 'Export CSV'}
    </Button>
  );
}
