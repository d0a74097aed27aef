import { Alert, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '#web/i18n/use-t.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';

/** What went wrong with a kit-expiry email's link, in the reader's language, and where to go from there. */
export function LinkProblem({ error }: { error: unknown }) {
  const { t } = useT();
  const words = error instanceof ApiError && error.status === 410 ? t('kitReminder.linkSpent')
    : error instanceof ApiError && (error.status === 404 || error.status === 400) ? t('kitReminder.linkUnknown')
      : error instanceof Error ? error.message : t('kitReminder.linkUnknown');
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap="2">
          <Alert.Description>{words}</Alert.Description>
          <Text>
            <Link asChild color="link" textDecoration="underline" fontWeight="medium"><RouterLink to={paths.welcome}>{t('kitReminder.orderAnyway')}</RouterLink></Link>
          </Text>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
