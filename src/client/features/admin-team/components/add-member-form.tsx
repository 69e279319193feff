import { Field, fieldAria } from '@client/components/admin/field';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { toast } from '@client/components/ui/use-toast';
import { getErrorMessage } from '@client/lib/api-client';
import { zodResolver } from '@client/lib/zod-resolver';
import { type NewTeamMember, newTeamMemberSchema } from '@shared/schemas/team';
import { useForm } from 'react-hook-form';
import { useAddTeamMember } from '../api/add-team-member';

/** Adds an account: a door volunteer by default, since that is what the day before a festival needs. */
export function AddMemberForm() {
  const { register, handleSubmit, formState, reset } = useForm<NewTeamMember>({
    resolver: zodResolver(newTeamMemberSchema),
    defaultValues: { username: '', password: '', role: 'door' },
  });
  const add = useAddTeamMember();
  const e = formState.errors;
  const onSubmit = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (member) => {
        toast({
          title: 'Account Added',
          description: `${member.username} can now sign in as ${member.role === 'door' ? 'a door volunteer' : 'an admin'}.`,
        });
        reset();
      },
      onError: (error) =>
        toast({
          title: 'Could Not Add Account',
          description: getErrorMessage(error),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Add an account"
      className="grid gap-4 sm:grid-cols-4 sm:items-end"
    >
      <Field id="team-username" label="Username" error={e.username?.message}>
        <Input
          {...fieldAria('team-username', e.username?.message)}
          autoComplete="off"
          {...register('username')}
        />
      </Field>
      <Field id="team-password" label="Password" error={e.password?.message}>
        <Input
          {...fieldAria('team-password', e.password?.message)}
          type="password"
          autoComplete="new-password"
          {...register('password')}
        />
      </Field>
      <Field id="team-role" label="Role" error={e.role?.message}>
        <NativeSelect {...fieldAria('team-role', e.role?.message)} {...register('role')}>
          <option value="door">Door volunteer</option>
          <option value="admin">Admin</option>
        </NativeSelect>
      </Field>
      <Button type="submit" disabled={add.isPending}>
        Add Account
      </Button>
    </form>
  );
}
