import { Button } from '@client/components/ui/button';
import { LogOut } from 'lucide-react';
import { useLogout } from '../api/logout';

export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
      <LogOut aria-hidden="true" />
      Logout
    </Button>
  );
}
