import { Button } from '@client/components/ui/button';
import { useT } from '@client/lib/i18n/i18n-context';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { AddRowButton } from './add-row-button';

type ListFieldsetProps = {
  /** Makes the hint's id (`{id}-hint`). */
  id: string;
  legend: string;
  /** Said under the legend (and read with the group). */
  hint?: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
};

/** A repeatable list of the event form (schedule, sponsors, activities, ticket types, questions): its rows and an add button. */
export function ListFieldset({ id, legend, hint, addLabel, onAdd, children }: ListFieldsetProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3" aria-describedby={hintId}>
      <legend className="px-1 font-semibold text-sm">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {children}
      <AddRowButton label={addLabel} onClick={onAdd} />
    </fieldset>
  );
}

export type RowControlsProps = {
  /** How the row is named to screen readers, in the admin's language: "ticket type 2". */
  name: string;
  /** Ids of the move buttons are `${idPrefix}-${index}-up|down`, to keep focus on a moved row's button. */
  idPrefix: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
};

/** A row's move up, move down and remove buttons; a moved row keeps the focus. */
export function RowControls({ name, idPrefix, index, count, onMove, onRemove }: RowControlsProps) {
  const t = useT();
  const move = (to: number) => {
    onMove(index, to);
    // The same button on the row's new place, or the other one when the row reached an end.
    const direction = to < index ? 'up' : 'down';
    const atEnd = to === 0 || to === count - 1;
    const focus = atEnd ? (direction === 'up' ? 'down' : 'up') : direction;
    requestAnimationFrame(() => document.getElementById(`${idPrefix}-${to}-${focus}`)?.focus());
  };
  return (
    <div className="flex shrink-0 items-end gap-1">
      <Button
        id={`${idPrefix}-${index}-up`}
        variant="ghost"
        size="icon"
        aria-label={t('admin.events.row.moveUp', { name })}
        disabled={index === 0}
        onClick={() => move(index - 1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        id={`${idPrefix}-${index}-down`}
        variant="ghost"
        size="icon"
        aria-label={t('admin.events.row.moveDown', { name })}
        disabled={index === count - 1}
        onClick={() => move(index + 1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('admin.events.row.remove', { name })}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

type OrderedRowProps = {
  /** The row's name for screen readers: "Question 2". */
  label: string;
  /** The space between the row's lines. */
  gap: 'gap-2' | 'gap-3';
  /** The row's first line of fields, its move and remove buttons beside them. */
  head: ReactNode;
  controls: RowControlsProps;
  /** The row's further lines. */
  children: ReactNode;
};

/** One row of a list whose order matters (ticket types, questions): its fields, with the buttons to move or remove it. */
export function OrderedRow({ label, gap, head, controls, children }: OrderedRowProps) {
  return (
    <fieldset aria-label={label} className={`flex min-w-0 flex-col ${gap} rounded-md bg-secondary/40 p-3`}>
      <div className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
        {head}
        <div className="order-first ml-auto sm:order-none sm:ml-0 sm:pt-6">
          <RowControls {...controls} />
        </div>
      </div>
      {children}
    </fieldset>
  );
}

type FieldArrayList = {
  fields: readonly unknown[];
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
};

/** The move and remove buttons of row `index` of a react-hook-form field array, the row named `name` ("question 2"). */
export function rowControls(
  list: FieldArrayList,
  index: number,
  name: string,
  idPrefix: string,
): RowControlsProps {
  return {
    name,
    idPrefix,
    index,
    count: list.fields.length,
    onMove: list.move,
    onRemove: () => list.remove(index),
  };
}
