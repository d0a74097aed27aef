import { Box, Text } from '@chakra-ui/react';
import { useT } from '#web/i18n/use-t.ts';

/** Where the person is in the questionnaire: 'Step 3 of 11' and a bar (spec: one step at a time). */
export function StepProgress({ number, total }: { number: number; total: number }) {
  const percent = Math.round((Math.min(number, total) / Math.max(total, 1)) * 100);
  const { t } = useT();
  const label = t('questionnaire.stepOf', { step: number, steps: total });
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium" color="fg.muted" mb="1" aria-hidden="true">
        {label}
      </Text>
      <Box
        role="progressbar"
        aria-label={t('questionnaire.progress')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={number}
        aria-valuetext={label}
        height="2"
        bg="bg.muted"
        borderRadius="full"
        overflow="hidden"
      >
        <Box height="full" width={`${percent}%`} bg="blue.700" borderRadius="full" />
      </Box>
    </Box>
  );
}
