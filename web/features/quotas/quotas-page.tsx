import { Button, HStack, Stack, Table } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Quota } from '#schemas/generated/quota.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import type { SortState } from '#web/components/data/table-sort.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { DeleteQuotaDialog } from './delete-quota-dialog.tsx';
import { usStatesQuery } from '#web/lib/get-us-states.ts';
import { QuotaAddRow } from './quota-add-row.tsx';
import { QuotaEditRow } from './quota-edit-row.tsx';
import { QuotaRowMenu } from './quota-row-menu.tsx';
import { PERIOD_WORDS } from './quota-words.ts';
import { useQuotas } from './use-quotas.ts';

/** Quotas (docs/product.md#quotas-and-progress): each state's monthly limit, edited inline, added in an Add New row, deleted after a confirmation. */
export default function QuotasPage() {
  const [sort, setSort] = useState<SortState>({ field: 'stateName', direction: 'asc' });
  const { quotas, table, deleting, updating, remove, update, create } = useQuotas(sort);
  const states = useQuery(usStatesQuery);
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<Quota | null>(null);
  const freeStates = useMemo(() => {
    const taken = new Set(quotas.map((q) => q.state));
    return (states.data ?? []).filter((s) => !taken.has(s.code));
  }, [quotas, states.data]);

  const columns: Column<Quota>[] = [
    { key: 'state', header: 'State', cell: (q) => q.stateName, sortField: 'stateName' },
    { key: 'period', header: 'Period', cell: (q) => PERIOD_WORDS[q.quotaPeriod], sortField: 'quotaPeriod' },
    { key: 'limit', header: 'Limit (units)', cell: (q) => q.quantity.toLocaleString('en-US'), align: 'end', sortField: 'quantity' },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (q) => <QuotaRowMenu stateName={q.stateName} disabled={editing !== null} onEdit={() => setEditing(q.state)} onDelete={() => setToDelete(q)} />,
    },
  ];

  return (
    <Stack gap="4" px={{ base: '4', md: '6' }} py="6">
      <PageTitle title="Quotas" />
      <HStack justify="flex-end">
        <Button onClick={() => setAdding(true)} disabled={adding || table.loading || table.error !== undefined}>
          Add New
        </Button>
      </HStack>
      <DataTable
        caption="Monthly quotas per state"
        columns={columns}
        rows={quotas}
        rowKey={(q) => q.id}
        {...table}
        sort={sort}
        onSortChange={setSort}
        renderRow={(q, cells) =>
          editing === q.state ? (
            <QuotaEditRow
              key={q.id}
              quota={q}
              updating={updating}
              onCancel={() => setEditing(null)}
              onUpdate={async (quantity) => {
                if (await update(q, quantity)) setEditing(null);
              }}
            />
          ) : (
            <Table.Row key={q.id}>{cells}</Table.Row>
          )
        }
        footerRows={
          adding && (
            <QuotaAddRow
              states={freeStates}
              saving={updating}
              onCancel={() => setAdding(false)}
              onSave={async (state, quantity) => {
                if (await create(state, quantity)) setAdding(false);
              }}
            />
          )
        }
      />
      <DeleteQuotaDialog
        stateName={toDelete?.stateName ?? null}
        deleting={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={async () => {
          if (toDelete) await remove(toDelete);
          setToDelete(null);
        }}
      />
    </Stack>
  );
}
