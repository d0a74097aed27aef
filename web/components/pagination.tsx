import { Button, HStack, NativeSelect, Text, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { PAGE_SIZES, writeRowsPerPage } from './rows-per-page.ts';

export interface PaginationProps {
  total: number;
  /** the server stopped counting: `total` is a lower bound ("of more than …") */
  totalCapped?: boolean;
  limit: number;
  offset: number;
  onChange: (page: { limit: number; offset: number }) => void;
  /** which sizes to offer; default 10, 20, 30, 50, 100 */
  sizes?: readonly number[];
  disabled?: boolean;
}

/** Rows per page, where we are ("11–20 of 57") and previous/next. A chosen size becomes the global default. */
export function Pagination({ total, totalCapped = false, limit, offset, onChange, sizes = PAGE_SIZES, disabled }: PaginationProps) {
  const id = useId();
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <HStack as="nav" aria-label="Pagination" justify="flex-end" gap="4" py="2" flexWrap="wrap">
      <HStack gap="2">
        <chakra.label htmlFor={id} fontSize="sm">
          Rows per page
        </chakra.label>
        <NativeSelect.Root size="sm" width="auto" disabled={disabled}>
          <NativeSelect.Field
            id={id}
            value={String(limit)}
            onChange={(e) => {
              const size = Number(e.target.value);
              writeRowsPerPage(size);
              onChange({ limit: size, offset: 0 });
            }}
          >
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Text fontSize="sm" aria-live="polite">
        {first}–{last} of {totalCapped ? 'more than ' : ''}
        {total.toLocaleString('en-US')}
      </Text>
      <HStack gap="1">
        <Button size="sm" variant="outline" disabled={disabled || offset === 0} onClick={() => onChange({ limit, offset: Math.max(0, offset - limit) })}>
          Previous page
        </Button>
        <Button size="sm" variant="outline" disabled={disabled || (!totalCapped && offset + limit >= total)} onClick={() => onChange({ limit, offset: offset + limit })}>
          Next page
        </Button>
      </HStack>
    </HStack>
  );
}
