import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FieldError, FieldLabel, describedBy } from '#web/components/form/field-parts.tsx';
import { orderSearch, type OrderSearch } from './order-search.ts';

/**
 * 'Find an order': an MRN opens the order; an email or a phone number lists that person's orders (matched exactly on
 * the server through the keyed hashes). What cannot be searched says why, under the box.
 */
export function OrderSearchBox({ onFind }: { onFind: (search: Exclude<OrderSearch, { kind: 'unclear' }>) => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = orderSearch(text);
    if (found.kind === 'unclear') {
      setProblem(found.message);
      return;
    }
    setProblem(undefined);
    onFind(found);
  };
  const hint = 'MRN, email or phone';
  return (
    <Stack as="form" role="search" aria-label="Find an order" gap="1" onSubmit={submit} maxW="36rem">
      <FieldLabel htmlFor="order-search">Find an order</FieldLabel>
      <HStack gap="2" align="start">
        <Input id="order-search" name="order-search" value={text} placeholder={hint} autoComplete="off" maxLength={254}
          aria-invalid={problem ? true : undefined} aria-describedby={describedBy('order-search', undefined, problem)}
          onChange={(e) => setText(e.target.value)} />
        <Button type="submit" flexShrink={0}>Find</Button>
      </HStack>
      <FieldError id="order-search" error={problem} />
    </Stack>
  );
}
