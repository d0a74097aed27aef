import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { FunnelStep } from '#schemas/generated/funnel.ts';
import { durationText, shareText } from './funnel-words.ts';

/** The step most people left at (by its own arrivals), if anyone left at all. */
function worstStep(steps: readonly FunnelStep[]): number | null {
  let worst: FunnelStep | null = null;
  for (const s of steps) {
    if (s.reached === 0 || s.left === 0) continue;
    if (!worst || s.left / s.reached > worst.left / worst.reached) worst = s;
  }
  return worst?.number ?? null;
}

/**
 * The funnel as a chart that reads as text: per step a bar of the runs reaching it (light) and completing it (dark),
 * scaled to the first step's arrivals, with the numbers written beside it. The bars are decoration; the words say it all.
 */
export function FunnelSteps({ steps, label }: { steps: readonly FunnelStep[]; label: string }) {
  const most = Math.max(1, ...steps.map((s) => s.reached));
  const worst = worstStep(steps);
  return (
    <Stack as="ol" gap="3" listStyleType="none" ps="0" m="0" aria-label={label}>
      {steps.map((s) => (
        <Box as="li" key={s.number}>
          <HStack justify="space-between" align="baseline" gap="2" wrap="wrap">
            <Text fontWeight="medium">{`${s.number}. ${s.title}`}</Text>
            {worst === s.number && <Badge colorPalette="orange" variant="subtle">Most left here</Badge>}
          </HStack>
          <Box aria-hidden="true" h="3" my="1" bg="bg.muted" rounded="sm" overflow="hidden">
            <Box h="full" w={`${(s.reached / most) * 100}%`} bg="blue.muted">
              <Box h="full" w={s.reached ? `${(s.completed / s.reached) * 100}%` : '0'} bg="blue.solid" />
            </Box>
          </Box>
          <Text fontSize="sm" color="fg.muted">
            {`${s.reached.toLocaleString('en-US')} reached · ${s.completed.toLocaleString('en-US')} completed · `}
            <Text as="span" color={s.left ? 'fg' : undefined} fontWeight={worst === s.number ? 'semibold' : undefined}>
              {`${s.left.toLocaleString('en-US')} left here${s.reached ? ` (${shareText(s.left, s.reached)})` : ''}`}
            </Text>
            {s.ended ? ` · ${s.ended.toLocaleString('en-US')} stopped here` : ''}
            {s.medianSeconds !== null ? ` · median ${durationText(s.medianSeconds)}` : ''}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
