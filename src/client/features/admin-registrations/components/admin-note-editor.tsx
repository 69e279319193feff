import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { useT } from '@client/lib/i18n/i18n-context';
import type { AdminRegistration } from '@shared/schemas/admin-registrations';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useUpdateAdminComment } from '../api/update-admin-comment';

/** The admin note: view, edit, then save or cancel. */
export function AdminNoteEditor({ registration }: { registration: AdminRegistration }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(registration.adminComment ?? '');
  const update = useUpdateAdminComment();

  const save = () =>
    update.mutate(
      { id: registration.id, eventId: registration.eventId, adminComment: draft },
      {
        onSuccess: () => {
          toast({
            title: t('admin.registrations.note.saved'),
            description: t('admin.registrations.note.savedText'),
          });
          setEditing(false);
        },
        onError: () =>
          toast({
            title: t('admin.registrations.note.failed'),
            description: t('admin.registrations.note.failedText'),
            variant: 'destructive',
          }),
      },
    );

  if (!editing) {
    return (
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-semibold text-sm">{t('admin.registrations.field.adminNotes')}</h3>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setDraft(registration.adminComment ?? '');
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" />
            {t('admin.registrations.note.edit')}
          </Button>
        </div>
        <p className="whitespace-pre-line rounded-md bg-secondary/50 p-3 text-sm">
          {registration.adminComment || (
            <span className="text-muted-foreground">{t('admin.registrations.note.empty')}</span>
          )}
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="admin-note">{t('admin.registrations.field.adminNotes')}</Label>
      <Textarea id="admin-note" rows={4} value={draft} onChange={(e) => setDraft(e.target.value)} autoFocus />
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => setEditing(false)} disabled={update.isPending}>
          {t('admin.registrations.note.cancel')}
        </Button>
        <Button size="sm" onClick={save} disabled={update.isPending}>
          {t(update.isPending ? 'admin.registrations.note.saving' : 'admin.registrations.note.save')}
        </Button>
      </div>
    </div>
  );
}
