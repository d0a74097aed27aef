import type { AuditActions, AuditEntryView, AuditQuery } from '#schemas/generated/audit.ts';
import { apiClient, type DownloadedFile } from '#web/lib/api-client.ts';
import type { Page } from '#web/lib/page.ts';

/** The audit log (server/areas/audit, schemas/audit.schema.json): superAdmin only. */
export const auditApi = {
  list: (query: AuditQuery, signal?: AbortSignal) => apiClient.get<Page<AuditEntryView>>('/audit', { query: { ...query }, signal }),
  choices: (signal?: AbortSignal) => apiClient.get<AuditActions>('/audit/choices', { signal }),
  exportCsv: (query: Omit<AuditQuery, 'limit' | 'offset'>) => apiClient.get<DownloadedFile>('/audit/export', { query: { ...query }, responseType: 'file' }),
};
