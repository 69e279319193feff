import { AdminTabSection } from '@client/components/admin/admin-tab-section';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { Dialog, DialogContent, DialogHeading } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/components/ui/use-toast';
import { getErrorMessage } from '@client/lib/api-client';
import {
  DEFAULT_REGISTRATIONS_PAGE_SIZE,
  type RegistrationFilter,
  type RegistrationListItem,
  type RegistrationSort,
} from '@shared/schemas/admin-registrations';
import type { MailStatus } from '@shared/schemas/mail';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  type SortingState,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import {
  useBulkRegistrations,
  useEditRegistration,
  useRegistrationList,
  useResendRegistration,
} from '../api/registrations-console';
import { mailOutcome } from '../lib/mail-outcome';
import { RegistrationStatusBadge } from './registration-status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

const URL_KEYS = ['q', 'status', 'checkedIn', 'eventId', 'sort', 'order', 'page', 'pageSize'] as const;
type ListQuery = RegistrationFilter & {
  sort?: RegistrationSort;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
};

const SORTABLE: Record<string, RegistrationSort> = {
  fullName: 'fullName',
  event: 'event',
  people: 'people',
  createdAt: 'createdAt',
};

/** The list's filters, sort and page live in the address, so a reload or a shared link shows the same list. */
function useQueryInUrl(): [ListQuery, (next: Partial<ListQuery>) => void] {
  const read = (): ListQuery => {
    const params = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
    const query: Record<string, string | number> = {};
    for (const key of URL_KEYS) {
      const value = params.get(key);
      if (value) query[key] = key === 'page' || key === 'pageSize' ? Number(value) : value;
    }
    return query as unknown as ListQuery;
  };
  const [query, setQuery] = useState(read);
  const update = (next: Partial<ListQuery>) => {
    const merged = { ...query, ...next };
    setQuery(merged);
    const params = new URLSearchParams(window.location.search);
    for (const key of URL_KEYS) {
      const value = merged[key];
      if (value === undefined || value === '') params.delete(key);
      else params.set(key, String(value));
    }
    const search = params.toString();
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`,
    );
  };
  return [query, update];
}

const dateText = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleDateString('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' });

const peopleText = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/** The Registrations list across every event: server paging, sorting and filters; selection and bulk actions. */
export function AllRegistrations({
  timeZone,
  mailStatus,
}: {
  timeZone: string;
  /** Where mail goes, so a toast says whether a mail left or waits in the outbox. */
  mailStatus: MailStatus | undefined;
}) {
  const [query, setQuery] = useQueryInUrl();
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_REGISTRATIONS_PAGE_SIZE;
  const { data, isPending, isError, error } = useRegistrationList(query);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [visibility, setVisibility] = useState<VisibilityState>({ phone: false, createdAt: true });
  const [open, setOpen] = useState<RegistrationListItem | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const bulk = useBulkRegistrations();
  const sorting: SortingState = query.sort
    ? [{ id: query.sort, desc: (query.order ?? (query.sort === 'createdAt' ? 'desc' : 'asc')) === 'desc' }]
    : [{ id: 'createdAt', desc: true }];

  const columns = useMemo<ColumnDef<RegistrationListItem>[]>(
    () => [
      {
        id: 'select',
        header: ({ table }) => (
          <Checkbox
            aria-label="Select every registration on this page"
            checked={
              table.getIsAllPageRowsSelected()
                ? true
                : table.getIsSomePageRowsSelected()
                  ? 'indeterminate'
                  : false
            }
            onCheckedChange={(value) => table.toggleAllPageRowsSelected(value === true)}
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            aria-label={`Select ${row.original.fullName}`}
            checked={row.getIsSelected()}
            onCheckedChange={(value) => row.toggleSelected(value === true)}
          />
        ),
        enableHiding: false,
      },
      {
        id: 'fullName',
        header: 'Name',
        cell: ({ row }) => (
          <div>
            <div className="font-medium">{row.original.fullName}</div>
            <div className="text-muted-foreground text-xs [overflow-wrap:anywhere]">
              {row.original.email ?? 'No email (walk-up)'}
            </div>
          </div>
        ),
        enableHiding: false,
      },
      { id: 'event', header: 'Event', cell: ({ row }) => row.original.eventTitle },
      {
        id: 'people',
        header: 'People',
        cell: ({ row }) => (
          <span>
            {peopleText(row.original.people)}
            {row.original.party ? (
              <span className="block text-muted-foreground text-xs">{row.original.party}</span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => <RegistrationStatusBadge registration={row.original} />,
      },
      {
        id: 'checkedIn',
        header: 'Arrived',
        cell: ({ row }) => `${row.original.checkedInPeople} of ${row.original.people}`,
      },
      { id: 'phone', header: 'Phone', cell: ({ row }) => row.original.phone ?? '' },
      {
        id: 'createdAt',
        header: 'Registered',
        cell: ({ row }) => dateText(row.original.createdAt, timeZone),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row }) => (
          <Button size="sm" variant="outline" onClick={() => setOpen(row.original)}>
            Open<span className="sr-only"> {row.original.fullName}</span>
          </Button>
        ),
        enableHiding: false,
      },
    ],
    [timeZone],
  );

  const table = useReactTable({
    data: data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualPagination: true,
    manualSorting: true,
    rowCount: data?.total ?? 0,
    state: {
      sorting,
      rowSelection: selection,
      columnVisibility: visibility,
      pagination: { pageIndex: page - 1, pageSize },
    },
    onRowSelectionChange: setSelection,
    onColumnVisibilityChange: setVisibility,
    enableRowSelection: true,
  });

  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / pageSize));

  const sortBy = (id: string) => {
    const sort = SORTABLE[id];
    if (!sort) return;
    const current = sorting[0];
    const order =
      current?.id === id ? (current.desc ? 'asc' : 'desc') : sort === 'createdAt' ? 'desc' : 'asc';
    setQuery({ sort, order, page: 1 });
  };

  const runBulk = async (action: 'cancel' | 'resend', message?: string) => {
    try {
      const result = await bulk.mutateAsync({ ids: selectedIds, action, ...(message ? { message } : {}) });
      const verb = action === 'cancel' ? 'Cancelled' : 'Mailed the ticket again to';
      const mail = mailOutcome(mailStatus, result.done.length === 1 ? 'Its mail' : 'Their mails');
      toast({
        title: `${verb} ${result.done.length} ${result.done.length === 1 ? 'registration' : 'registrations'}`,
        description: [
          result.done.length > 0 ? `${mail}.` : '',
          result.failed.length > 0
            ? `${result.failed.length} not done: ${[...new Set(result.failed.map((f) => f.message))].join('; ')}`
            : '',
        ]
          .filter(Boolean)
          .join(' '),
        variant: result.failed.length > 0 ? 'destructive' : 'default',
      });
      setSelection({});
    } catch (err) {
      toast({ title: 'Nothing was done', description: getErrorMessage(err), variant: 'destructive' });
    }
  };

  const exportCsv = () => {
    const rows = (data?.items ?? []).filter((item) => selectedIds.length === 0 || selection[item.id]);
    const cells = [
      [
        'Name',
        'Email',
        'Phone',
        'Event',
        'People',
        'Party',
        'Status',
        'Waitlist place',
        'People arrived',
        'Registered',
      ],
      ...rows.map((r) => [
        r.fullName,
        r.email ?? '',
        r.phone ?? '',
        r.eventTitle,
        String(r.people),
        r.party ?? '',
        r.status,
        r.waitlistPosition === null ? '' : String(r.waitlistPosition),
        String(r.checkedInPeople),
        r.createdAt,
      ]),
    ];
    // A leading =, +, - or @ would run as a formula in a spreadsheet.
    const cell = (v: string) => `"${(/^[=+-@\t\r]/.test(v) ? `'${v}` : v).replaceAll('"', '""')}"`;
    const blob = new Blob([cells.map((row) => row.map(cell).join(',')).join('\r\n')], { type: 'text/csv' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'registrations.csv';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <AdminTabSection id="all-registrations" title="All registrations">
      <div className="flex flex-col gap-3">
        <search className="flex flex-col gap-2 md:flex-row md:flex-wrap md:items-end">
          <div className="flex flex-col gap-1">
            <Label htmlFor="registrations-q">Find a person</Label>
            <Input
              id="registrations-q"
              type="search"
              placeholder="Name, email, phone or ticket code"
              defaultValue={query.q ?? ''}
              onChange={(e) => setQuery({ q: e.target.value, page: 1 })}
              className="md:w-72"
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="registrations-status">Status</Label>
            <NativeSelect
              id="registrations-status"
              value={query.status ?? ''}
              onChange={(e) =>
                setQuery({ status: (e.target.value || undefined) as RegistrationFilter['status'], page: 1 })
              }
            >
              <option value="">Any status</option>
              <option value="confirmed">Confirmed</option>
              <option value="waitlisted">Waitlisted</option>
              <option value="cancelled">Cancelled</option>
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="registrations-arrived">Arrived</Label>
            <NativeSelect
              id="registrations-arrived"
              value={query.checkedIn ?? ''}
              onChange={(e) =>
                setQuery({
                  checkedIn: (e.target.value || undefined) as 'true' | 'false' | undefined,
                  page: 1,
                })
              }
            >
              <option value="">Arrived or not</option>
              <option value="true">Someone arrived</option>
              <option value="false">Nobody arrived yet</option>
            </NativeSelect>
          </div>
          <details className="relative">
            <summary className="cursor-pointer rounded-md border border-border px-3 py-2 text-sm">
              Columns
            </summary>
            <fieldset className="absolute z-10 mt-1 flex flex-col gap-2 rounded-md border border-border bg-card p-3 shadow">
              <legend className="sr-only">Columns to show</legend>
              {table
                .getAllLeafColumns()
                .filter((column) => column.getCanHide())
                .map((column) => (
                  <span key={column.id} className="flex items-center gap-2 text-sm">
                    <Checkbox
                      id={`column-${column.id}`}
                      checked={column.getIsVisible()}
                      onCheckedChange={(value) => column.toggleVisibility(value === true)}
                    />
                    <Label htmlFor={`column-${column.id}`}>{String(column.columnDef.header)}</Label>
                  </span>
                ))}
            </fieldset>
          </details>
        </search>

        <p className="text-sm" aria-live="polite" data-testid="registrations-total">
          {data
            ? `${data.total} ${data.total === 1 ? 'registration' : 'registrations'} (${peopleText(data.totalPeople)}) match`
            : isPending
              ? 'Loading…'
              : ''}
        </p>
        {isError ? <p role="alert">{getErrorMessage(error)}</p> : null}

        <div
          className="flex flex-wrap items-center gap-2"
          role="toolbar"
          aria-label="With the selected registrations"
        >
          <span className="text-sm">
            {selectedIds.length} {selectedIds.length === 1 ? 'registration' : 'registrations'} selected
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={selectedIds.length === 0 || bulk.isPending}
            onClick={() => runBulk('resend')}
          >
            Resend tickets
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={selectedIds.length === 0 || bulk.isPending}
            onClick={() => setCancelling(true)}
          >
            Cancel selected
          </Button>
          <Button size="sm" variant="outline" onClick={exportCsv} disabled={!data || data.items.length === 0}>
            {selectedIds.length > 0 ? 'Export selected (CSV)' : 'Export this page (CSV)'}
          </Button>
        </div>

        <div className="hidden md:block">
          <Table label="Registrations">
            <TableHeader>
              {table.getHeaderGroups().map((group) => (
                <TableRow key={group.id}>
                  {group.headers.map((header) => {
                    const sortable = header.column.id in SORTABLE;
                    const sorted =
                      sorting[0]?.id === header.column.id
                        ? sorting[0]?.desc
                          ? 'descending'
                          : 'ascending'
                        : undefined;
                    return (
                      <TableHead key={header.id} aria-sort={sortable ? (sorted ?? 'none') : undefined}>
                        {sortable ? (
                          <button
                            type="button"
                            className="underline-offset-4 hover:underline"
                            onClick={() => sortBy(header.column.id)}
                          >
                            {flexRender(header.column.columnDef.header, header.getContext())}
                            <span aria-hidden="true">
                              {sorted === 'ascending' ? ' ▲' : sorted === 'descending' ? ' ▼' : ''}
                            </span>
                          </button>
                        ) : (
                          flexRender(header.column.columnDef.header, header.getContext())
                        )}
                      </TableHead>
                    );
                  })}
                </TableRow>
              ))}
            </TableHeader>
            <TableBody>
              {table.getRowModel().rows.map((row) => (
                <TableRow key={row.id} data-testid="registration-row">
                  {row.getVisibleCells().map((cell) => (
                    <TableCell key={cell.id}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {data && data.items.length === 0 ? (
                <TableRow>
                  <TableCell padding="roomy" colSpan={columns.length}>
                    No registrations match.
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </div>

        <ul className="flex flex-col gap-2 md:hidden" aria-label="Registrations">
          {(data?.items ?? []).map((item) => (
            <li
              key={item.id}
              className="rounded-lg border border-border bg-card p-3"
              data-testid="registration-card"
            >
              <div className="flex items-start gap-3">
                <Checkbox
                  aria-label={`Select ${item.fullName}`}
                  checked={Boolean(selection[item.id])}
                  onCheckedChange={(value) => setSelection((s) => ({ ...s, [item.id]: value === true }))}
                />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{item.fullName}</p>
                  <p className="text-muted-foreground text-xs [overflow-wrap:anywhere]">
                    {item.email ?? 'No email (walk-up)'}
                  </p>
                  <p className="text-sm">
                    {item.eventTitle} · {peopleText(item.people)}
                    {item.party ? ` (${item.party})` : ''} · arrived {item.checkedInPeople}
                  </p>
                  <div className="mt-1">
                    <RegistrationStatusBadge registration={item} />
                  </div>
                </div>
                <Button size="sm" variant="outline" onClick={() => setOpen(item)}>
                  Open<span className="sr-only"> {item.fullName}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>

        <nav className="flex items-center justify-between gap-2" aria-label="Pages">
          <Button
            size="sm"
            variant="outline"
            disabled={page <= 1}
            onClick={() => setQuery({ page: page - 1 })}
          >
            Previous page
          </Button>
          <span className="text-sm">
            Page {page} of {pages}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= pages}
            onClick={() => setQuery({ page: page + 1 })}
          >
            Next page
          </Button>
        </nav>
      </div>

      <CancelSelectedDialog
        open={cancelling}
        count={selectedIds.length}
        onClose={() => setCancelling(false)}
        onConfirm={async (message) => {
          setCancelling(false);
          await runBulk('cancel', message);
        }}
      />
      {open ? <RegistrationDialog item={open} mailStatus={mailStatus} onClose={() => setOpen(null)} /> : null}
    </AdminTabSection>
  );
}

function CancelSelectedDialog({
  open,
  count,
  onClose,
  onConfirm,
}: {
  open: boolean;
  count: number;
  onClose: () => void;
  onConfirm: (message: string) => void;
}) {
  const [message, setMessage] = useState('');
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent width="lg">
        <DialogHeading
          title={`Cancel ${count} ${count === 1 ? 'registration' : 'registrations'}?`}
          description="Each person is mailed that their registration is cancelled, with your message. Parties with people already arrived are not cancelled."
        />
        <div className="flex flex-col gap-1 px-6">
          <Label htmlFor="bulk-cancel-message">Message to each person (optional)</Label>
          <Textarea id="bulk-cancel-message" value={message} onChange={(e) => setMessage(e.target.value)} />
        </div>
        <div className="flex justify-end gap-2 px-6 pb-6">
          <Button variant="outline" onClick={onClose}>
            Keep them
          </Button>
          <Button variant="destructive" onClick={() => onConfirm(message.trim())}>
            Cancel {count} {count === 1 ? 'registration' : 'registrations'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function RegistrationDialog({
  item,
  mailStatus,
  onClose,
}: {
  item: RegistrationListItem;
  mailStatus: MailStatus | undefined;
  onClose: () => void;
}) {
  const [fullName, setFullName] = useState(item.fullName);
  const [email, setEmail] = useState(item.email ?? '');
  const [phone, setPhone] = useState(item.phone ?? '');
  const [people, setPeople] = useState(String(item.people));
  const [notify, setNotify] = useState(true);
  const edit = useEditRegistration();
  const resend = useResendRegistration();
  const save = async () => {
    const guestCount = Number(people);
    try {
      const saved = await edit.mutateAsync({
        id: item.id,
        notify,
        ...(fullName !== item.fullName ? { fullName } : {}),
        ...(email && email !== item.email ? { email } : {}),
        ...(phone !== (item.phone ?? '') ? { phone } : {}),
        ...(guestCount !== item.people ? { guestCount } : {}),
      });
      toast({
        title: 'Saved',
        description: saved.mailed
          ? `${mailOutcome(mailStatus, 'The updated ticket')}.`
          : 'Nobody was mailed.',
      });
      onClose();
    } catch (err) {
      toast({ title: 'Not saved', description: getErrorMessage(err), variant: 'destructive' });
    }
  };
  const resendTicket = async () => {
    try {
      const result = await resend.mutateAsync(item.id);
      toast({
        title: result.mailed === 'ticket' ? 'Ticket mailed again' : 'Waitlist mail sent again',
        description: `${mailOutcome(mailStatus, `The mail to ${result.to}`)}.`,
      });
    } catch (err) {
      toast({ title: 'Not sent', description: getErrorMessage(err), variant: 'destructive' });
    }
  };
  return (
    <Dialog open onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent width="lg">
        <DialogHeading title={item.fullName} description={`${item.eventTitle} · ${item.status}`} />
        <form
          className="flex flex-col gap-3 px-6 pb-6"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <p className="text-sm">
            {peopleText(item.people)}
            {item.party ? ` (${item.party})` : ''}; {item.checkedInPeople} arrived
            {item.waitlistPosition !== null ? `; number ${item.waitlistPosition} on the waitlist` : ''}
          </p>
          <div className="flex flex-col gap-1">
            <Label htmlFor="edit-name">Full name</Label>
            <Input id="edit-name" value={fullName} onChange={(e) => setFullName(e.target.value)} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="edit-email">Email</Label>
            <Input id="edit-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="edit-phone">Phone</Label>
            <Input id="edit-phone" value={phone} onChange={(e) => setPhone(e.target.value)} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="edit-people">People in the party</Label>
            <Input
              id="edit-people"
              type="number"
              min={1}
              max={20}
              value={people}
              onChange={(e) => setPeople(e.target.value)}
            />
          </div>
          <span className="flex items-center gap-2">
            <Checkbox id="edit-notify" checked={notify} onCheckedChange={(v) => setNotify(v === true)} />
            <Label htmlFor="edit-notify">Mail the person their updated ticket</Label>
          </span>
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={item.status === 'cancelled' || !item.email || resend.isPending}
              onClick={resendTicket}
            >
              Resend ticket
            </Button>
            <Button type="submit" disabled={edit.isPending}>
              Save changes
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
