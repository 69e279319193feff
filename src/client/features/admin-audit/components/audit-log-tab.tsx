import { AdminTabSection } from '@client/components/admin/admin-tab-section';
import { useDateTime } from '@client/components/admin/use-admin-dates';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { NativeSelect } from '@client/components/ui/native-select';
import { getErrorMessage } from '@client/lib/api-client';
import { useT } from '@client/lib/i18n/i18n-context';
import {
  type AuditEntry,
  type AuditFilter,
  DEFAULT_AUDIT_PAGE_SIZE,
  isByRegistrant,
} from '@shared/schemas/audit';
import { type ReactNode, useState } from 'react';
import { useAudit } from '../api/get-audit';
import { actionLabel, recordLabel } from '../lib/audit-labels';

/** The details of an entry as short "key: value" text (a message or a list stays readable). */
function detailsText(details: unknown): string {
  if (!details || typeof details !== 'object') return '';
  return Object.entries(details as Record<string, unknown>)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('; ');
}

function ChoiceFilter({
  id,
  label,
  any,
  options,
  value,
  onChange,
  labelOf = (option) => option,
}: {
  id: string;
  label: string;
  any: string;
  options: string[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** An option's name on screen (the value is the server's code). */
  labelOf?: (option: string) => string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Who did what, when, to which record: the admin changes, newest first, filtered and paged. */
export function AuditLogTab({
  timeZone,
  renderRecord,
}: {
  timeZone: string;
  /** A way to the record an entry is about (a registration's page), when the dashboard has one. */
  renderRecord?: (entry: AuditEntry) => ReactNode;
}) {
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(1);
  const { data, error, isPending } = useAudit({ ...filter, page, pageSize: DEFAULT_AUDIT_PAGE_SIZE });
  const change = (next: Partial<AuditFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / DEFAULT_AUDIT_PAGE_SIZE));
  const t = useT();
  return (
    <AdminTabSection id="audit-log" title={t('admin.audit.title')}>
      <search className="flex flex-col gap-2 md:flex-row md:flex-wrap md:items-end">
        <ChoiceFilter
          id="audit-person"
          label={t('admin.audit.person')}
          any={t('admin.audit.anyone')}
          options={data?.people ?? []}
          value={filter.username}
          onChange={(username) => change({ username })}
        />
        <ChoiceFilter
          id="audit-action"
          label={t('admin.audit.action')}
          any={t('admin.audit.anyAction')}
          options={data?.actions ?? []}
          value={filter.action}
          onChange={(action) => change({ action })}
          labelOf={(action) => actionLabel(action, t)}
        />
        <ChoiceFilter
          id="audit-entity"
          label={t('admin.audit.record')}
          any={t('admin.audit.anyRecord')}
          options={data?.entities ?? []}
          value={filter.entity}
          onChange={(entity) => change({ entity })}
          labelOf={(entity) => recordLabel(entity, t)}
        />
        {(
          [
            { key: 'from', label: t('admin.audit.from') },
            { key: 'to', label: t('admin.audit.to') },
          ] as const
        ).map(({ key, label }) => (
          <div key={key} className="flex flex-col gap-1">
            <Label htmlFor={`audit-${key}`}>{label}</Label>
            <Input
              id={`audit-${key}`}
              type="date"
              value={filter[key] ?? ''}
              onChange={(e) => change({ [key]: e.target.value || undefined })}
            />
          </div>
        ))}
      </search>
      <p className="text-sm" aria-live="polite">
        {data ? t('admin.audit.matches', { count: data.total }) : isPending ? t('admin.audit.loading') : ''}
      </p>
      {error ? <p role="alert">{getErrorMessage(error)}</p> : null}
      <ol className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card">
        {(data?.items ?? []).map((entry) => (
          <AuditRow key={entry.id} entry={entry} timeZone={timeZone} record={renderRecord?.(entry)} />
        ))}
      </ol>
      <nav className="flex items-center justify-between gap-2" aria-label={t('admin.audit.pages')}>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('admin.audit.previous')}
        </Button>
        <span className="text-sm">{t('admin.audit.page', { page, pages })}</span>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t('admin.audit.next')}
        </Button>
      </nav>
    </AdminTabSection>
  );
}

function AuditRow({ entry, timeZone, record }: { entry: AuditEntry; timeZone: string; record?: ReactNode }) {
  const details = detailsText(entry.details);
  const t = useT();
  const when = useDateTime()(entry.createdAt, timeZone);
  return (
    <li className="grid gap-1 p-3 text-sm md:grid-cols-[11rem_8rem_1fr]" data-testid="audit-entry">
      <span className="text-muted-foreground">{when}</span>
      <span className="font-medium">
        {entry.username ??
          (isByRegistrant(entry.details) ? t('admin.audit.registrant') : t('admin.audit.system'))}
      </span>
      <span className="[overflow-wrap:anywhere]">
        <span className="font-medium">{actionLabel(entry.action, t)}</span> {recordLabel(entry.entity, t)}
        {entry.entityId ? <span className="text-muted-foreground"> {entry.entityId}</span> : null}
        {record ? <span className="block">{record}</span> : null}
        {/* The record's fields as the server stored them: names and values, not words of the dashboard. */}
        {details ? (
          <span className="block text-muted-foreground" translate="no">
            {details}
          </span>
        ) : null}
      </span>
    </li>
  );
}
