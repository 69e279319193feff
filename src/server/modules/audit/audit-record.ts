export type AuditAction = 'create' | 'update' | 'delete' | 'revoke' | 'export';

export type AuditRecord = {
  action: AuditAction | (string & {});
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
};
