import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '#web/components/page-title.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { paths } from '#web/lib/paths.ts';
import { startRefill } from '#web/lib/refill-prefill.ts';
import { kitReminderApi } from './kit-reminder-api.ts';
import { LinkProblem } from './link-problem.tsx';

/**
 * The kit-expiry email's link to a new kit (docs/product.md#kits-that-expire, decision 078). The page only says what
 * happens; pressing its button spends the link (once) and starts the questionnaire with the reason Expired and the
 * person's details filled in, as an account's refill does. A mail scanner that opens the link presses nothing.
 */
export default function NewKitPage() {
  const { t } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const link = params.get('link') ?? '';
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(link ? undefined : new Error(t('kitReminder.linkUnknown')));

  const start = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      startRefill(await kitReminderApi.replacement(link));
      navigate(paths.form);
    } catch (error) {
      setProblem(error);
      setBusy(false);
    }
  };

  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageTitle title={t('kitReminder.newKitTitle')} />
      <Stack gap="5">
        <Heading as="h1" size="3xl">{t('kitReminder.newKitTitle')}</Heading>
        <Text>{t('kitReminder.newKitIntro')}</Text>
        <Text>{t('kitReminder.newKitNote')}</Text>
        <Box aria-live="polite">{problem !== undefined && <LinkProblem error={problem} />}</Box>
        {problem === undefined && <Box><Button size="lg" loading={busy} onClick={() => void start()}>{t('kitReminder.newKitStart')}</Button></Box>}
        <Text color="fg.muted">{t('track.emergency')}</Text>
      </Stack>
    </Container>
  );
}
