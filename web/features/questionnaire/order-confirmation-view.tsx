import { Box, Button, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { orderConfirmation } from '#engine/order-confirmation.ts';
import type { OrderConfirmationFacts } from '#schemas/generated/flow-run-api.ts';
import { paths } from '#web/app/paths.ts';
import { forgetRun } from './run-storage.ts';
import { primaryButton } from './button-style.ts';
import { useT } from '#web/i18n/use-t.ts';

/**
 * The END step: the MRN first and large, what was ordered, where it ships (city, state and ZIP only), and what
 * happens next, in the same words as the confirmation email (engine/order-confirmation.ts).
 */
export function OrderConfirmationView({ facts, goHome }: { facts: OrderConfirmationFacts; goHome: string }) {
  const { language } = useT();
  const c = orderConfirmation(facts, language);
  return (
    <Stack gap="6">
      <Text fontSize="lg">{c.title}</Text>
      <Box borderWidth="2px" borderColor="green.600" borderRadius="l3" p={{ base: '4', md: '5' }} bg="bg.subtle">
        <Text fontWeight="medium" color="fg.muted">
          {c.mrnLabel}
        </Text>
        <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" fontFamily="mono" letterSpacing="wide" data-testid="order-mrn">
          {c.mrn}
        </Text>
      </Box>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: 'max-content 1fr' }} columnGap="6" rowGap="2">
        <chakra.dt fontWeight="semibold">{c.orderedLabel}</chakra.dt>
        <chakra.dd ms="0">{c.ordered}</chakra.dd>
        <chakra.dt fontWeight="semibold">{c.shipsToLabel}</chakra.dt>
        <chakra.dd ms="0">{c.shipsTo}</chakra.dd>
      </chakra.dl>
      <Box>
        <Heading as="h2" size="lg" mb="2">
          {c.nextLabel}
        </Heading>
        <Stack as="ul" gap="2" ps="5" listStyleType="disc">
          {c.next.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Stack>
      </Box>
      <Box>
        <Button asChild {...primaryButton} size="lg">
          <RouterLink to={paths.home} onClick={forgetRun}>
            {goHome}
          </RouterLink>
        </Button>
      </Box>
    </Stack>
  );
}
