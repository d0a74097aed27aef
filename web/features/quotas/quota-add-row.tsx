import { Button, HStack, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { UsState } from '#schemas/generated/us-state.ts';
import { QuotaLimitInput } from './quota-limit-input.tsx';
import { QuotaMonthHint } from './quota-month-hint.tsx';
import { newQuotaProblem } from './quota-rules.ts';
import { PERIOD_WORDS } from './quota-words.ts';

/** The Add New row: a state, the one period (monthly), a quantity with the month it applies from, Cancel and Save. */
export function QuotaAddRow({ states, saving, onCancel, onSave }: { states: UsState[]; saving: boolean; onCancel: () => void; onSave: (state: string, quantity: number) => void }) {
  const [state, setState] = useState('');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    const found = newQuotaProblem(state, typed);
    setProblem(found);
    if (!found) onSave(state, Number(typed));
  };
  return (
    <>
      <Table.Row>
        <Table.Cell>
          <NativeSelect.Root size="sm" maxW="56">
            <NativeSelect.Field aria-label="State of the new quota" value={state} onChange={(e) => setState(e.target.value)} autoFocus>
              <option value="">Select a state</option>
              {states.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Table.Cell>
        <Table.Cell>{PERIOD_WORDS.MONTHLY}</Table.Cell>
        <Table.Cell textAlign="end">
          <QuotaLimitInput label="Limit in units of the new quota" value={typed} onChange={setTyped} describedBy="new-quota-month"
            onKeyDown={(e) => {
              if (e.key === 'Enter') save();
            }} />
          <QuotaMonthHint id="new-quota-month" state={state} />
        </Table.Cell>
        <Table.Cell>
          <HStack gap="2" justify="flex-end">
            <Button size="sm" variant="outline" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button size="sm" onClick={save} loading={saving} loadingText="Saving…">
              Save
            </Button>
          </HStack>
        </Table.Cell>
      </Table.Row>
      {problem && (
        <Table.Row>
          <Table.Cell colSpan={4}>
            <Text role="alert" color="fg.error" fontSize="sm">
              {problem}
            </Text>
          </Table.Cell>
        </Table.Row>
      )}
    </>
  );
}
