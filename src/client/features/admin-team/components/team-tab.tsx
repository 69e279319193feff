import { AdminTabSection } from '@client/components/admin/admin-tab-section';
import { DeleteConfirmDialog } from '@client/components/admin/delete-confirm-dialog';
import { EmptyState } from '@client/components/admin/empty-state';
import { QueryStates } from '@client/components/admin/query-states';
import { LoadingPlaceholders } from '@client/components/loading-status';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { getErrorMessage } from '@client/lib/api-client';
import type { TeamMember } from '@shared/schemas/team';
import { useState } from 'react';
import { useTeam } from '../api/get-team';
import { useRemoveTeamMember } from '../api/remove-team-member';
import { AddMemberForm } from './add-member-form';
import { ResetPasswordDialog } from './reset-password-dialog';

const ROLE_NAMES = { admin: 'Admin', door: 'Door volunteer' } as const;

/** Team: the accounts that sign in (admins and door volunteers): add, remove, reset passwords. */
export function TeamTab() {
  const team = useTeam();
  const remove = useRemoveTeamMember();
  const [toRemove, setToRemove] = useState<TeamMember | null>(null);
  const [toReset, setToReset] = useState<TeamMember | null>(null);
  return (
    <AdminTabSection id="team" title="Team">
      <p className="text-muted-foreground text-sm">
        Door volunteers sign in on their phones and see only the check-in screen: names, party sizes and who
        has arrived, never contact details.
      </p>
      <AddMemberForm />
      <QueryStates
        query={team}
        loading={
          <LoadingPlaceholders
            label="Loading accounts"
            className="flex flex-col gap-2"
            count={2}
            placeholderClassName="h-12 w-full"
          />
        }
        error="Failed to load the team. Please try again."
        empty={<EmptyState>No accounts yet</EmptyState>}
      >
        {(members) => (
          <ul aria-label="Accounts" className="divide-y divide-border rounded-lg border border-border">
            {members.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="flex items-center gap-2">
                  <span className="font-medium">{member.username}</span>
                  <Badge variant={member.role === 'admin' ? 'default' : 'secondary'}>
                    {ROLE_NAMES[member.role]}
                  </Badge>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setToReset(member)}
                    aria-label={`Reset password of ${member.username}`}
                  >
                    Reset Password
                  </Button>
                  <Button
                    variant="destructive"
                    size="sm"
                    onClick={() => setToRemove(member)}
                    aria-label={`Remove ${member.username}`}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <ResetPasswordDialog member={toReset} onClose={() => setToReset(null)} />
      <DeleteConfirmDialog
        target={toRemove}
        onClose={() => setToRemove(null)}
        title="Remove Account?"
        description={
          toRemove ? `${toRemove.username} will no longer be able to sign in, and is signed out now.` : ''
        }
        confirmLabel="Remove"
        remove={(member) => remove.mutateAsync(member.id)}
        pending={remove.isPending}
        deleted={(member) => ({
          title: 'Account Removed',
          description: `${member.username} has been removed.`,
        })}
        failed={(error) => getErrorMessage(error)}
      />
    </AdminTabSection>
  );
}
