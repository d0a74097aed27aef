import { Button, HStack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import type { Quota } from '#schemas/generated/quota.ts';
import { QuotaLimitInput } from './quota-limit-input.tsx';
import { QuotaMonthHint } from './quota-month-hint.tsx';
import { PERIOD_WORDS } from './quota-words.ts';
import { canUpdateQuota } from './quota-rules.ts';

/** A quota row in edit mode: the quantity becomes an input, with the month it applies from, Cancel and Update. */
export function QuotaEditRow({ quota, updating, onCancel, onUpdate }: { quota: Quota; updating: boolean; onCancel: () => void; onUpdate: (quantity: number) => void }) {
  const [typed, setTyped] = useState(String(quota.quantity));
  const inputId = `quota-quantity-${quota.state}`;
  return (
    <Table.Row>
      <Table.Cell>{quota.stateName}</Table.Cell>
      <Table.Cell>{PERIOD_WORDS[quota.quotaPeriod]}</Table.Cell>
      <Table.Cell textAlign="end">
        <QuotaLimitInput id={inputId} label={`Limit in units for ${quota.stateName}`} value={typed} autoFocus onChange={setTyped} describedBy={`${inputId}-month`}
          onKeyDown={(e) => {
            if (e.key === 'Escape') onCancel();
            if (e.key === 'Enter' && canUpdateQuota(quota.quantity, typed)) onUpdate(Number(typed));
          }} />
        <QuotaMonthHint id={`${inputId}-month`} state={quota.state} />
      </Table.Cell>
      <Table.Cell>
        <HStack gap="2" justify="flex-end">
          <Button size="sm" variant="outline" onClick={onCancel} disabled={updating}>
            Cancel
          </Button>
          <Button size="sm" onClick={() => onUpdate(Number(typed))} disabled={!canUpdateQuota(quota.quantity, typed)} loading={updating} loadingText="Updating…">
            Update
          </Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
