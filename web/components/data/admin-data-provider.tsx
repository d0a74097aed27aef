import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { onSessionRefreshed } from '#web/lib/session-expired.ts';
import { createAdminQueryClient } from './admin-query-client.ts';
import { OfflineNotice } from './offline-notice.tsx';

/**
 * Server state for the staff area: TanStack Query's client (only the admin chunks load it, so the public pages
 * stay light), the offline message, and a reload of the page's data when the session is renewed.
 */
export function AdminDataProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createAdminQueryClient);
  useEffect(() => onSessionRefreshed(() => void client.invalidateQueries()), [client]);
  return (
    <QueryClientProvider client={client}>
      <OfflineNotice />
      {children}
    </QueryClientProvider>
  );
}
