import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import type { AdminRegistration } from '@shared/schemas/admin-registrations';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useUpdateAdminComment } from '../api/update-admin-comment';

/** The admin note: view, edit, then save or cancel. */
export function AdminNoteEditor({ registration }: { registration: AdminRegistration }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(registration.adminComment ?? '');
  const update = useUpdateAdminComment();

  const save = () =>
    update.mutate(
      { id: registration.id, eventId: registration.eventId, adminComment: draft },
      {
        onSuccess: () => {
          toast({ title: 'Comment Updated', description: 'The admin note has been saved.' });
          setEditing(false);
        },
        onError: () =>
          toast({
            title: 'Update Failed',
            description: 'Failed to update admin comment. Please try again.',
            variant: 'destructive',
          }),
      },
    );

  if (!editing) {
    return (
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-semibold text-sm">Admin Notes</h3>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setDraft(registration.adminComment ?? '');
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        </div>
        <p className="whitespace-pre-line rounded-md bg-secondary/50 p-3 text-sm">
          {registration.adminComment || <span className="text-muted-foreground">No admin notes yet</span>}
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="admin-note">Admin Notes</Label>
      <Textarea id="admin-note" rows={4} value={draft} onChange={(e) => setDraft(e.target.value)} autoFocus />
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => setEditing(false)} disabled={update.isPending}>
          Cancel
        </Button>
        <Button size="sm" onClick={save} disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </div>
  );
}
