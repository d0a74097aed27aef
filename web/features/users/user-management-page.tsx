import { Button, Container, Flex, IconButton, Menu, Portal } from '@chakra-ui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { User, UserListQuery } from '#schemas/generated/user-api.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { orderParam, type SortState } from '#web/components/data/table-sort.ts';
import { tableState } from '#web/components/data/table-state.ts';
import { EmailAddress } from '#web/components/email-address.tsx';
import { useDatePreference } from '#web/components/date-format.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { readRowsPerPage } from '#web/components/rows-per-page.ts';
import { toaster } from '#web/components/toaster.tsx';
import { useUrlFilter } from '#web/components/use-url-filter.ts';
import { DeleteUserDialog, ResendInviteDialog, ResetSecondFactorsDialog, TemporaryPasswordDialog } from './user-action-dialogs.tsx';
import { UserFilters, type UserFilterValues } from './user-filters.tsx';
import { formatLastLogin, formatSecondFactors, ROLE_LABELS } from './user-format.ts';
import { UserFormModal } from './user-form-modal.tsx';
import { deleteUser, inviteUser, listUsers, resendInvite, resetSecondFactors, setTemporaryPassword, updateUser, userPayload } from './users-api.ts';
import { readSessionUser } from '#web/lib/session-user.ts';

function failure(title: string, error: unknown) {
  toaster.create({ type: 'error', title, description: error instanceof Error ? error.message : undefined });
}

/** A row dialog's confirmed action: done, it says so and closes (then `after`); refused, it says why and stays open. */
async function settle(work: () => Promise<unknown>, said: { done: string; failed: string }, close: () => void, after?: () => void) {
  try {
    await work();
    toaster.create({ type: 'success', title: said.done });
    close();
    after?.();
  } catch (error) {
    failure(said.failed, error);
  }
}

function asFilters(raw: Record<string, unknown> | null): UserFilterValues {
  const pick = (key: string) => (typeof raw?.[key] === 'string' && raw[key] ? (raw[key] as string) : undefined);
  return { firstName: pick('firstName'), lastName: pick('lastName'), email: pick('email'), role: pick('role'), lastLogin: pick('lastLogin') };
}

/** User Management (docs/product.md#users): filters, Add User, the users table with its row actions, and their modals. */
export default function UserManagementPage() {
  const [rawFilter, setFilter] = useUrlFilter();
  const filters = useMemo(() => asFilters(rawFilter), [rawFilter]);
  const [page, setPage] = useState(() => ({ limit: readRowsPerPage(), offset: 0 }));
  const [sort, setSort] = useState<SortState>({ field: 'lastName', direction: 'asc' });
  const query = { ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)), ...page, order: orderParam(sort) } as UserListQuery;
  const client = useQueryClient();
  const users = useQuery({ queryKey: ['users', query], queryFn: ({ signal }) => listUsers(query, signal), placeholderData: keepPreviousData });
  const reload = () => void client.invalidateQueries({ queryKey: ['users'] });

  const preference = useDatePreference();
  const [editing, setEditing] = useState<User | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [inviting, setInviting] = useState<User | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const [resettingFactors, setResettingFactors] = useState<User | null>(null);
  const me = readSessionUser();

  const columns: Column<User>[] = [
    { key: 'firstName', header: 'First Name', cell: (u) => u.firstName, sortField: 'firstName' },
    { key: 'lastName', header: 'Last Name', cell: (u) => u.lastName, sortField: 'lastName' },
    { key: 'email', header: 'Email', cell: (u) => <EmailAddress address={u.email} />, sortField: 'email' },
    { key: 'lastLogin', header: 'Last Login', cell: (u) => formatLastLogin(u.lastLogin, preference), sortField: 'lastLogin' },
    { key: 'role', header: 'Role', cell: (u) => ROLE_LABELS[u.claims.role], sortField: 'role' },
    { key: 'secondFactors', header: 'Second Factor', cell: (u) => formatSecondFactors(u.secondFactors) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (u) => (
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <IconButton variant="ghost" size="sm" aria-label={`Actions for ${u.firstName} ${u.lastName}`}>
              ⋮
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="edit" onSelect={() => setEditing(u)}>Edit</Menu.Item>
                <Menu.Item value="delete" onSelect={() => setDeleting(u)}>Delete</Menu.Item>
                <Menu.Item value="resend" onSelect={() => setInviting(u)}>Resend Invite</Menu.Item>
                <Menu.Item value="reset" onSelect={() => setResetting(u)}>Reset Password</Menu.Item>
                {/* A superAdmin's, for another person who has a factor (never their own: docs/product.md#second-factors). */}
                {me?.claims.role === 'superAdmin' && u.id !== me.id && (u.secondFactors ?? 0) > 0 && (
                  <Menu.Item value="reset-second-factors" onSelect={() => setResettingFactors(u)}>Reset Second Factors</Menu.Item>
                )}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ),
    },
  ];

  return (
    <Container maxW="7xl" py="6">
      <PageTitle title="User Management" />
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <UserFilters applied={filters} onApply={(next) => { setFilter({ ...next }); setPage((p) => ({ ...p, offset: 0 })); }} />
        <Button onClick={() => setEditing(null)}>Add User</Button>
      </Flex>
      <DataTable caption="Users" columns={columns} rows={users.data?.items} rowKey={(u) => u.id} {...tableState(users)} sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage((p) => ({ ...p, offset: 0 }));
        }} />
      {users.data && <Pagination total={users.data.total} limit={page.limit} offset={page.offset} onChange={setPage} />}

      <UserFormModal
        open={editing !== undefined}
        user={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSubmit={async (values) => {
          try {
            if (editing) await updateUser(editing.id, userPayload(values));
            else await inviteUser(userPayload(values));
            toaster.create({ type: 'success', title: editing ? 'User updated' : 'Invite Email Sent' });
            setEditing(undefined);
            reload();
          } catch (error) {
            failure(editing ? 'Failed to update user.' : 'Failed to submit user.', error);
          }
        }}
      />
      <DeleteUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={(u) => settle(() => deleteUser(u.id), { done: 'User deleted', failed: 'Failed to update user.' }, () => setDeleting(null), reload)}
      />
      <ResendInviteDialog
        user={inviting}
        onClose={() => setInviting(null)}
        onConfirm={(u) => settle(() => resendInvite(u.email), { done: 'Invite Email Sent', failed: 'Failed to submit user.' }, () => setInviting(null))}
      />
      <TemporaryPasswordDialog
        user={resetting}
        onClose={() => setResetting(null)}
        onConfirm={(u, password) =>
          settle(() => setTemporaryPassword(u.email, password), { done: 'Password Reset', failed: 'Failed to update user.' }, () => setResetting(null))}
      />
      <ResetSecondFactorsDialog
        user={resettingFactors}
        onClose={() => setResettingFactors(null)}
        onConfirm={(u) =>
          settle(() => resetSecondFactors(u.id), { done: 'Second factors reset', failed: 'Failed to reset second factors.' }, () => setResettingFactors(null), reload)}
      />
    </Container>
  );
}
