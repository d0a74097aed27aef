import type { DownloadedFile } from './api-client.ts';

/** Hands a file the API sent to the browser as a download, under the name the server gave it. */
export function saveFile({ blob, name }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
