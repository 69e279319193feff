import { AdminTabSection } from '@client/components/admin/admin-tab-section';
import { DeleteConfirmDialog } from '@client/components/admin/delete-confirm-dialog';
import { EmptyState } from '@client/components/admin/empty-state';
import { QueryStates } from '@client/components/admin/query-states';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { getErrorMessage } from '@client/lib/api-client';
import { type MessageKey, useT } from '@client/lib/i18n/i18n-context';
import type { UserRole } from '@shared/schemas/auth';
import type { TeamMember } from '@shared/schemas/team';
import { useState } from 'react';
import { useTeam } from '../api/get-team';
import { useRemoveTeamMember } from '../api/remove-team-member';
import { AddMemberForm } from './add-member-form';
import { ResetPasswordDialog } from './reset-password-dialog';
import { teamMessage } from './team-words';

const ROLE_NAMES: Record<UserRole, MessageKey> = {
  admin: 'admin.team.role.admin',
  door: 'admin.team.role.door',
};

/** Team: the accounts that sign in (admins and door volunteers): add, remove, reset passwords. */
export function TeamTab() {
  const t = useT();
  const team = useTeam();
  const remove = useRemoveTeamMember();
  const [toRemove, setToRemove] = useState<TeamMember | null>(null);
  const [toReset, setToReset] = useState<TeamMember | null>(null);
  return (
    <AdminTabSection id="team" title={t('admin.team.title')}>
      <p className="text-muted-foreground text-sm">{t('admin.team.intro')}</p>
      <AddMemberForm />
      <QueryStates
        query={team}
        loading={{ label: t('admin.team.loading'), count: 2, placeholderClassName: 'h-12 w-full' }}
        error={t('admin.team.loadFailed')}
        empty={<EmptyState>{t('admin.team.empty')}</EmptyState>}
      >
        {(members) => (
          <ul
            aria-label={t('admin.team.accounts')}
            className="divide-y divide-border rounded-lg border border-border"
          >
            {members.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="flex items-center gap-2">
                  <span className="font-medium">{member.username}</span>
                  <Badge variant={member.role === 'admin' ? 'default' : 'secondary'}>
                    {t(ROLE_NAMES[member.role])}
                  </Badge>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setToReset(member)}
                    aria-label={t('admin.team.resetOf', { name: member.username })}
                  >
                    {t('admin.team.resetTitle')}
                  </Button>
                  <Button
                    variant="destructive"
                    size="sm"
                    onClick={() => setToRemove(member)}
                    aria-label={t('admin.team.removeName', { name: member.username })}
                  >
                    {t('admin.team.remove')}
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
        title={t('admin.team.removeTitle')}
        description={toRemove ? t('admin.team.removeText', { name: toRemove.username }) : ''}
        confirmLabel={t('admin.team.remove')}
        remove={(member) => remove.mutateAsync(member.id)}
        pending={remove.isPending}
        deleted={(member) => ({
          title: t('admin.team.removed'),
          description: t('admin.team.removedText', { name: member.username }),
        })}
        failed={(error) => teamMessage(getErrorMessage(error), t)}
      />
    </AdminTabSection>
  );
}
