import { AdminTabSection } from '@client/components/admin/admin-tab-section';
import { useAdminDates } from '@client/components/admin/use-admin-dates';
import { Button } from '@client/components/ui/button';
import { Checkbox } from '@client/components/ui/checkbox';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { toast } from '@client/components/ui/use-toast';
import { getErrorMessage } from '@client/lib/api-client';
import { type CsvColumn, downloadText, toCsv } from '@client/lib/csv';
import { useT } from '@client/lib/i18n/i18n-context';
import {
  DEFAULT_REGISTRATIONS_PAGE_SIZE,
  MAX_REGISTRATIONS_PAGE_SIZE,
  type RegistrationFilter,
  type RegistrationListItem,
  type RegistrationSort,
} from '@shared/schemas/admin-registrations';
import type { MailStatus } from '@shared/schemas/mail';
import { useQueryClient } from '@tanstack/react-query';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  type SortingState,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import {
  registrationListQuery,
  useBulkRegistrations,
  useMessageRegistrations,
  useRegistrationList,
} from '../api/registrations-console';
import { mailDelivery } from '../lib/mail-delivery';
import { CancelSelectedDialog } from './cancel-selected-dialog';
import { EventFilter } from './event-filter';
import { MessageSelectedDialog } from './message-selected-dialog';
import { RegistrationDetailView } from './registration-detail-view';
import { RegistrationStatusBadge } from './registration-status-badge';
import { peopleCount } from './registrations-count';
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

/** The Registrations list across every event: server paging, sorting and filters; selection and bulk actions. */
export function AllRegistrations({
  timeZone,
  mailStatus,
}: {
  timeZone: string;
  /** Where mail goes, so a toast says whether a mail left or waits in the outbox. */
  mailStatus: MailStatus | undefined;
}) {
  const t = useT();
  const { shortDate } = useAdminDates();
  const [query, setQuery] = useQueryInUrl();
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_REGISTRATIONS_PAGE_SIZE;
  const { data, isPending, isError, error } = useRegistrationList(query);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [visibility, setVisibility] = useState<VisibilityState>({ phone: false, createdAt: true });
  const [open, setOpen] = useState<RegistrationListItem | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const messageRegistrations = useMessageRegistrations();
  // The event of every registration seen on any page, so a selection across pages can be written to.
  const eventOf = useRef(new Map<string, string>());
  for (const item of data?.items ?? []) eventOf.current.set(item.id, item.eventId);
  // Every registration the filter matches, on every page, rather than the ticked ones.
  const [allMatching, setAllMatching] = useState(false);
  const filter: RegistrationFilter = {
    ...(query.eventId ? { eventId: query.eventId } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.checkedIn ? { checkedIn: query.checkedIn } : {}),
    ...(query.q ? { q: query.q } : {}),
  };
  const changeQuery = (next: Partial<ListQuery>) => {
    setAllMatching(false);
    setQuery(next);
  };
  const bulk = useBulkRegistrations();
  const queryClient = useQueryClient();
  const sorting: SortingState = query.sort
    ? [{ id: query.sort, desc: (query.order ?? (query.sort === 'createdAt' ? 'desc' : 'asc')) === 'desc' }]
    : [{ id: 'createdAt', desc: true }];

  const columns = useMemo<ColumnDef<RegistrationListItem>[]>(
    () => [
      {
        id: 'select',
        header: ({ table }) => (
          <Checkbox
            aria-label={t('admin.registrations.console.selectPage')}
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
            aria-label={t('admin.registrations.console.selectOne', { name: row.original.fullName })}
            checked={row.getIsSelected()}
            onCheckedChange={(value) => row.toggleSelected(value === true)}
          />
        ),
        enableHiding: false,
      },
      {
        id: 'fullName',
        header: t('admin.registrations.field.name'),
        cell: ({ row }) => (
          <div>
            <div className="font-medium">{row.original.fullName}</div>
            <div className="text-muted-foreground text-xs [overflow-wrap:anywhere]">
              {row.original.email ?? t('admin.registrations.console.noEmail')}
            </div>
          </div>
        ),
        enableHiding: false,
      },
      {
        id: 'event',
        header: t('admin.registrations.console.event'),
        cell: ({ row }) => row.original.eventTitle,
      },
      {
        id: 'people',
        header: t('admin.registrations.field.people'),
        cell: ({ row }) => (
          <span>
            {peopleCount(t, row.original.people)}
            {row.original.party ? (
              <span className="block text-muted-foreground text-xs">{row.original.party}</span>
            ) : null}
          </span>
        ),
      },
      {
        id: 'status',
        header: t('admin.registrations.field.status'),
        cell: ({ row }) => <RegistrationStatusBadge registration={row.original} />,
      },
      {
        id: 'checkedIn',
        header: t('admin.registrations.console.arrived'),
        cell: ({ row }) =>
          t('admin.registrations.arrivedOf', {
            arrived: row.original.checkedInPeople,
            people: row.original.people,
          }),
      },
      {
        id: 'phone',
        header: t('admin.registrations.field.phone'),
        cell: ({ row }) => row.original.phone ?? '',
      },
      {
        id: 'createdAt',
        header: t('admin.registrations.field.registered'),
        cell: ({ row }) => shortDate(row.original.createdAt, timeZone),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">{t('admin.registrations.table.actions')}</span>,
        cell: ({ row }) => (
          <Button size="sm" variant="outline" onClick={() => setOpen(row.original)}>
            {t('admin.registrations.console.open')}
            <span className="sr-only"> {row.original.fullName}</span>
          </Button>
        ),
        enableHiding: false,
      },
    ],
    [timeZone, t, shortDate],
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
  const targetCount = allMatching ? (data?.total ?? 0) : selectedIds.length;
  const targetText = t(
    allMatching ? 'admin.registrations.console.allSelected' : 'admin.registrations.console.selected',
    { count: targetCount },
  );
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
      const result = await bulk.mutateAsync({
        ...(allMatching ? { filter } : { ids: selectedIds }),
        action,
        ...(message ? { message } : {}),
      });
      const delivery = mailDelivery(mailStatus);
      const mail = t(
        result.done.length === 1 ? 'admin.registrations.mail.its' : 'admin.registrations.mail.theirs',
        {
          delivery,
        },
      );
      toast({
        title: t(
          action === 'cancel' ? 'admin.registrations.bulk.cancelled' : 'admin.registrations.bulk.resent',
          {
            count: result.done.length,
          },
        ),
        description: [
          result.done.length > 0 ? mail : '',
          result.failed.length > 0
            ? t('admin.registrations.bulk.notDone', {
                count: result.failed.length,
                reasons: [...new Set(result.failed.map((f) => f.message))].join('; '),
              })
            : '',
        ]
          .filter(Boolean)
          .join(' '),
        variant: result.failed.length > 0 ? 'destructive' : 'default',
      });
      setSelection({});
      setAllMatching(false);
    } catch (err) {
      toast({
        title: t('admin.registrations.bulk.nothingDone'),
        description: getErrorMessage(err),
        variant: 'destructive',
      });
    }
  };

  /** Every registration the filter matches, read page by page. */
  const allMatchingRows = async () => {
    const rows: RegistrationListItem[] = [];
    const pageCount = Math.ceil((data?.total ?? 0) / MAX_REGISTRATIONS_PAGE_SIZE);
    for (let p = 1; p <= pageCount; p++) {
      const found = await queryClient.fetchQuery(
        registrationListQuery({ ...query, page: p, pageSize: MAX_REGISTRATIONS_PAGE_SIZE }),
      );
      rows.push(...found.items);
    }
    return rows;
  };

  const sendMessage = async (message: { subject: string; body: string }) => {
    setMessaging(false);
    try {
      const chosen = allMatching
        ? (await allMatchingRows()).map((row) => [row.id, row.eventId] as const)
        : selectedIds.flatMap((id) => {
            const eventId = eventOf.current.get(id);
            return eventId ? [[id, eventId] as const] : [];
          });
      const byEvent = new Map<string, string[]>();
      for (const [id, eventId] of chosen) byEvent.set(eventId, [...(byEvent.get(eventId) ?? []), id]);
      const sent = await messageRegistrations.mutateAsync({ ...message, byEvent });
      toast({
        title: t('admin.registrations.message.stored', { count: sent.recipients }),
        description: [
          t(sent.recipients === 1 ? 'admin.registrations.mail.its' : 'admin.registrations.mail.theirs', {
            delivery: mailDelivery(mailStatus),
          }),
          sent.recipients < chosen.length
            ? t('admin.registrations.message.leftOut', { count: chosen.length - sent.recipients })
            : '',
          sent.failed.length > 0
            ? t('admin.registrations.message.notSentTo', { events: sent.failed.join('; ') })
            : '',
        ]
          .filter(Boolean)
          .join(' '),
        variant: sent.failed.length > 0 ? 'destructive' : 'default',
      });
    } catch (err) {
      toast({
        title: t('admin.registrations.notSent'),
        description: getErrorMessage(err),
        variant: 'destructive',
      });
    }
  };

  const exportCsv = async () => {
    const rows = allMatching
      ? await allMatchingRows()
      : (data?.items ?? []).filter((item) => selectedIds.length === 0 || selection[item.id]);
    type CsvRow = Omit<RegistrationListItem, 'tickets'>;
    // The file's column names stay English, as the server's exports' do: a spreadsheet reads them as data.
    const columns: CsvColumn<CsvRow>[] = [
      { key: 'fullName', label: 'Name' },
      { key: 'email', label: 'Email' },
      { key: 'phone', label: 'Phone' },
      { key: 'eventTitle', label: 'Event' },
      { key: 'people', label: 'People' },
      { key: 'party', label: 'Party' },
      { key: 'status', label: 'Status' },
      { key: 'waitlistPosition', label: 'Waitlist place' },
      { key: 'checkedInPeople', label: 'People arrived' },
      { key: 'createdAt', label: 'Registered' },
    ];
    downloadText(
      'registrations.csv',
      toCsv(
        columns,
        rows.map(({ tickets: _tickets, ...row }) => row),
      ),
    );
  };

  return (
    <AdminTabSection id="all-registrations" title={t('admin.registrations.console.title')}>
      <div className="flex flex-col gap-3">
        <search className="flex flex-col gap-2 md:flex-row md:flex-wrap md:items-end">
          <div className="flex flex-col gap-1">
            <Label htmlFor="registrations-q">{t('admin.registrations.console.find')}</Label>
            <Input
              id="registrations-q"
              type="search"
              placeholder={t('admin.registrations.console.findPlaceholder')}
              defaultValue={query.q ?? ''}
              onChange={(e) => changeQuery({ q: e.target.value, page: 1 })}
              className="md:w-72"
            />
          </div>
          <EventFilter
            id="registrations-event-filter"
            value={query.eventId}
            onChange={(eventId) => changeQuery({ eventId, page: 1 })}
            timeZone={timeZone}
          />
          <div className="flex flex-col gap-1">
            <Label htmlFor="registrations-status">{t('admin.registrations.field.status')}</Label>
            <NativeSelect
              id="registrations-status"
              value={query.status ?? ''}
              onChange={(e) =>
                changeQuery({
                  status: (e.target.value || undefined) as RegistrationFilter['status'],
                  page: 1,
                })
              }
            >
              <option value="">{t('admin.registrations.console.anyStatus')}</option>
              <option value="confirmed">{t('admin.registrations.status.confirmed')}</option>
              <option value="waitlisted">{t('admin.registrations.status.waitlisted')}</option>
              <option value="cancelled">{t('admin.registrations.status.cancelled')}</option>
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="registrations-arrived">{t('admin.registrations.console.arrived')}</Label>
            <NativeSelect
              id="registrations-arrived"
              value={query.checkedIn ?? ''}
              onChange={(e) =>
                changeQuery({
                  checkedIn: (e.target.value || undefined) as 'true' | 'false' | undefined,
                  page: 1,
                })
              }
            >
              <option value="">{t('admin.registrations.console.arrivedOrNot')}</option>
              <option value="true">{t('admin.registrations.console.someoneArrived')}</option>
              <option value="false">{t('admin.registrations.console.nobodyArrived')}</option>
            </NativeSelect>
          </div>
          <details className="relative">
            <summary className="cursor-pointer rounded-md border border-border px-3 py-2 text-sm">
              {t('admin.registrations.console.columns')}
            </summary>
            <fieldset className="absolute z-10 mt-1 flex flex-col gap-2 rounded-md border border-border bg-card p-3 shadow">
              <legend className="sr-only">{t('admin.registrations.console.columnsToShow')}</legend>
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
            ? t('admin.registrations.console.total', { count: data.total, people: data.totalPeople })
            : isPending
              ? t('admin.registrations.loading')
              : ''}
        </p>
        {isError ? <p role="alert">{getErrorMessage(error)}</p> : null}

        <div
          className="flex flex-wrap items-center gap-2"
          role="toolbar"
          aria-label={t('admin.registrations.console.toolbar')}
        >
          <span className="text-sm" data-testid="bulk-target">
            {targetText}
          </span>
          {data && selectedIds.length > 0 && data.total > data.items.length ? (
            <Button size="sm" variant="link" onClick={() => setAllMatching(!allMatching)}>
              {allMatching
                ? t('admin.registrations.console.onlyTicked')
                : t('admin.registrations.console.selectAllMatching', { count: data.total })}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            disabled={targetCount === 0 || bulk.isPending}
            onClick={() => runBulk('resend')}
          >
            {t('admin.registrations.console.resend')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={targetCount === 0 || messageRegistrations.isPending}
            onClick={() => setMessaging(true)}
          >
            {t('admin.registrations.console.message')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={targetCount === 0 || bulk.isPending}
            onClick={() => setCancelling(true)}
          >
            {t('admin.registrations.console.cancel')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void exportCsv()}
            disabled={!data || data.items.length === 0}
          >
            {t(
              allMatching
                ? 'admin.registrations.console.exportAll'
                : selectedIds.length > 0
                  ? 'admin.registrations.console.exportSelected'
                  : 'admin.registrations.console.exportPage',
            )}
          </Button>
        </div>

        <div className="hidden md:block">
          <Table label={t('admin.registrations.list.label')}>
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
                    {t('admin.registrations.console.noMatch')}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </div>

        <ul className="flex flex-col gap-2 md:hidden" aria-label={t('admin.registrations.list.label')}>
          {(data?.items ?? []).map((item) => (
            <li
              key={item.id}
              className="rounded-lg border border-border bg-card p-3"
              data-testid="registration-card"
            >
              <div className="flex items-start gap-3">
                <Checkbox
                  aria-label={t('admin.registrations.console.selectOne', { name: item.fullName })}
                  checked={Boolean(selection[item.id])}
                  onCheckedChange={(value) => setSelection((s) => ({ ...s, [item.id]: value === true }))}
                />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{item.fullName}</p>
                  <p className="text-muted-foreground text-xs [overflow-wrap:anywhere]">
                    {item.email ?? t('admin.registrations.console.noEmail')}
                  </p>
                  <p className="text-sm">
                    {item.eventTitle} · {peopleCount(t, item.people)}
                    {item.party ? ` (${item.party})` : ''} ·{' '}
                    {t('admin.registrations.console.cardArrived', { count: item.checkedInPeople })}
                  </p>
                  <div className="mt-1">
                    <RegistrationStatusBadge registration={item} />
                  </div>
                </div>
                <Button size="sm" variant="outline" onClick={() => setOpen(item)}>
                  {t('admin.registrations.console.open')}
                  <span className="sr-only"> {item.fullName}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>

        <nav
          className="flex items-center justify-between gap-2"
          aria-label={t('admin.registrations.console.pages')}
        >
          <Button
            size="sm"
            variant="outline"
            disabled={page <= 1}
            onClick={() => changeQuery({ page: page - 1 })}
          >
            {t('admin.registrations.console.previous')}
          </Button>
          <span className="text-sm">{t('admin.registrations.console.page', { page, pages })}</span>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= pages}
            onClick={() => changeQuery({ page: page + 1 })}
          >
            {t('admin.registrations.console.next')}
          </Button>
        </nav>
      </div>

      <MessageSelectedDialog
        open={messaging}
        count={targetCount}
        onClose={() => setMessaging(false)}
        onSend={(message) => void sendMessage(message)}
      />
      <CancelSelectedDialog
        open={cancelling}
        count={targetCount}
        onClose={() => setCancelling(false)}
        onConfirm={async (message) => {
          setCancelling(false);
          await runBulk('cancel', message);
        }}
      />
      {open ? (
        <RegistrationDetailView
          id={open.id}
          fullName={open.fullName}
          mailStatus={mailStatus}
          timeZone={timeZone}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </AdminTabSection>
  );
}
