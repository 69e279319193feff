import { Button } from '@client/components/ui/button';
import { Plus } from 'lucide-react';

/** Adds one more row to a list of fields (a schedule item, a sponsor, an activity, a category). */
export function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" className="self-start" onClick={onClick}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );
}
