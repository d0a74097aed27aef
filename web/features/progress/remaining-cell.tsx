import { Box } from '@chakra-ui/react';
import type { ProgressRow } from '#schemas/generated/progress.ts';

/*
 * Green at 50 % or more, yellow at 10 %, red below, white at 0 (docs/product.md#quotas-and-progress). The figure and percentage are
 * always written out, so the colour is never the only way to tell.
 */
const COLOURS: Record<ProgressRow['level'], { bg: string; color: string }> = {
  green: { bg: 'green.subtle', color: 'green.fg' },
  yellow: { bg: 'yellow.subtle', color: 'yellow.fg' },
  red: { bg: 'red.subtle', color: 'red.fg' },
  none: { bg: 'bg', color: 'fg' },
};

export function RemainingCell({ row }: { row: ProgressRow }) {
  const colour = COLOURS[row.level];
  const percent = row.remainingPercent === null ? '' : ` (${row.remainingPercent.toFixed(2)} %)`;
  return (
    <Box as="span" display="inline-block" px="2" py="0.5" borderRadius="sm" borderWidth="1px" borderColor="border" bg={colour.bg} color={colour.color} fontVariantNumeric="tabular-nums">
      {row.remaining.toLocaleString('en-US')}
      {percent}
    </Box>
  );
}
