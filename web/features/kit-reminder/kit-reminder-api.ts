import type { KitReminderStopped, KitReplacement } from '#schemas/generated/kit-reminders.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** The kit-expiry email's two links (server/areas/kit-reminders): sent only when the person presses the page's button. */
export const kitReminderApi = {
  replacement: (link: string) => apiClient.post<KitReplacement>('/kit-reminders/replacement', { link }, { skipSessionSignal: true }),
  unsubscribe: (link: string) => apiClient.post<KitReminderStopped>('/kit-reminders/unsubscribe', { link }, { skipSessionSignal: true }),
};
