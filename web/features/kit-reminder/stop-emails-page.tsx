import { Alert, Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '#web/components/page-title.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { kitReminderApi } from './kit-reminder-api.ts';
import { LinkProblem } from './link-problem.tsx';

/**
 * The kit-expiry email's unsubscribe link (docs/product.md#kits-that-expire, decision 078): no sign-in. Opening the
 * page changes nothing (mail scanners open links); its button stops the emails and the page says it is done, in the
 * language of the email (its `?lang=`).
 */
export default function StopEmailsPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const link = params.get('link') ?? '';
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<unknown>(link ? undefined : new Error(t('kitReminder.linkUnknown')));

  const stop = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await kitReminderApi.unsubscribe(link);
      setDone(true);
    } catch (error) {
      setProblem(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageTitle title={t('kitReminder.stopTitle')} />
      <Stack gap="5">
        <Heading as="h1" size="3xl">{t('kitReminder.stopTitle')}</Heading>
        <Box aria-live="polite">
          {done && (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Content><Alert.Description>{t('kitReminder.stopped')}</Alert.Description></Alert.Content>
            </Alert.Root>
          )}
          {problem !== undefined && <LinkProblem error={problem} />}
        </Box>
        {!done && problem === undefined && (
          <>
            <Text>{t('kitReminder.stopIntro')}</Text>
            <Box><Button size="lg" loading={busy} onClick={() => void stop()}>{t('kitReminder.stopButton')}</Button></Box>
          </>
        )}
        <Text color="fg.muted">{t('track.emergency')}</Text>
      </Stack>
    </Container>
  );
}
