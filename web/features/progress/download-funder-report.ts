import { apiClient, type DownloadedFile } from '#web/lib/api-client.ts';
import { saveFile } from '#web/lib/save-file.ts';

/** GET /api/reports/funder: the funder report of the months from `from` to `to` (YYYY-MM) as an XLSX file, saved as a download. */
export async function downloadFunderReport(from: string, to: string): Promise<void> {
  saveFile(await apiClient.get<DownloadedFile>('/reports/funder', { query: { from, to }, responseType: 'file' }));
}
