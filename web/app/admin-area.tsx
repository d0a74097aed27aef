import AdminLayout from '#web/features/admin-shell/admin-layout.tsx';
import { AdminDataProvider } from '#web/components/data/admin-data-provider.tsx';

/** The staff area: its data layer around the admin shell (one lazy chunk, never loaded by public pages). */
export default function AdminArea() {
  return (
    <AdminDataProvider>
      <AdminLayout />
    </AdminDataProvider>
  );
}
