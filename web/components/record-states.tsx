import { Alert, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import { LOAD_FAILED_MESSAGE } from './load-error.ts';

/** A record's page while it loads: the way back, and what is loading. */
export function RecordLoading({ back, what }: { back: ReactNode; what: string }) {
  return <Stack px={{ base: '4', md: '6' }} py="6" gap="4">{back}<HStack><Spinner size="sm" aria-hidden="true" /><Text>Loading {what}…</Text></HStack></Stack>;
}

/**
 * A record's page that could not load: "there is no such record" for a 404 (or an id the API refuses), else the
 * load-failure message with Retry. `heading` goes above (the page title, a heading).
 */
export function RecordLoadFailed({ error, heading, back, notFound, onRetry }: { error: unknown; heading: ReactNode; back: ReactNode; notFound: string; onRetry: () => void }) {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <Stack px={{ base: '4', md: '6' }} py="6" gap="4">
      {heading}
      {back}
      <Alert.Root status={missing ? 'info' : 'error'} role="alert">
        <Alert.Indicator />
        <Alert.Content><Alert.Description>{missing ? notFound : LOAD_FAILED_MESSAGE}</Alert.Description></Alert.Content>
      </Alert.Root>
      {!missing && <Button alignSelf="start" variant="outline" onClick={onRetry}>Retry</Button>}
    </Stack>
  );
}
