import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { quotaMonthQuery } from './get-quota-month.ts';
import { appliesFrom } from './quota-words.ts';

/** "Applies from November 2026" under a limit being added or changed: the state's month now, as the server counts it. */
export function QuotaMonthHint({ id, state }: { id: string; state: string }) {
  const month = useQuery({ ...quotaMonthQuery(state), enabled: state !== '' });
  return (
    <Text id={id} fontSize="xs" color="fg.muted" mt="1" whiteSpace="nowrap" aria-live="polite">
      {state !== '' && month.data ? appliesFrom(month.data) : ''}
    </Text>
  );
}
