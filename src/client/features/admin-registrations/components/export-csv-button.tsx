import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { type MessageKey, useT } from '@client/lib/i18n/i18n-context';
import type { UseMutationResult } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useExportRegistrations } from '../api/export-registrations';
import { useExportStallApplications } from '../api/export-stall-applications';

type What = 'registrations' | 'stall applications';

type ExportCsvButtonProps = {
  eventId: string | null;
  /** What is exported, in the toasts' words. */
  what?: What;
};

/** The toasts' words for each thing exported. */
const WORDS: Record<What, { noEvent: MessageKey; done: MessageKey; failed: MessageKey }> = {
  registrations: {
    noEvent: 'admin.registrations.export.noEventText',
    done: 'admin.registrations.export.doneText',
    failed: 'admin.registrations.export.failedText',
  },
  'stall applications': {
    noEvent: 'admin.stalls.export.noEventText',
    done: 'admin.stalls.export.doneText',
    failed: 'admin.stalls.export.failedText',
  },
};

const useExporter = (what: What): UseMutationResult<void, Error, string> => {
  const registrations = useExportRegistrations();
  const stalls = useExportStallApplications();
  return what === 'stall applications' ? stalls : registrations;
};

/** Downloads the chosen event's registrations (or stall applications) as CSV; disabled until an event is chosen. */
export function ExportCsvButton({ eventId, what = 'registrations' }: ExportCsvButtonProps) {
  const t = useT();
  const exporter = useExporter(what);
  const words = WORDS[what];
  const run = () => {
    if (!eventId) {
      toast({
        title: t('admin.registrations.export.noEvent'),
        description: t(words.noEvent),
        variant: 'destructive',
      });
      return;
    }
    exporter.mutate(eventId, {
      onSuccess: () => toast({ title: t('admin.registrations.export.done'), description: t(words.done) }),
      onError: () =>
        toast({
          title: t('admin.registrations.export.failed'),
          description: t(words.failed),
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
      aria-label={what === 'registrations' ? undefined : t('admin.stalls.export.label')}
    >
      <Download aria-hidden="true" />
      {t(exporter.isPending ? 'admin.registrations.export.exporting' : 'admin.registrations.export.button')}
    </Button>
  );
}
