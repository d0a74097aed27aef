import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import type { QuestionProps } from '../question-props.ts';
import { forgetRun } from '../run-storage.ts';
import { primaryButton } from '../button-style.ts';
import { useT } from '#web/i18n/use-t.ts';

/** The END step: the confirmation with the MRN, and the way home (spec §2: 'Go to Home Page'). */
export const EndQuestion = memo(function EndQuestion({ question: q, messages }: QuestionProps) {
  const { t } = useT();
  return (
    <Stack gap="5">
      <Alert.Root status="success" variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title fontSize="lg">{q.question}</Alert.Title>
          {q.comment && <Alert.Description>{q.comment}</Alert.Description>}
        </Alert.Content>
      </Alert.Root>
      <Text>{t('questionnaire.call911')}</Text>
      <Box>
        <Button asChild {...primaryButton} size="lg">
          <RouterLink to={paths.home} onClick={forgetRun}>
            {messages.goHome ?? t('questionnaire.goHome')}
          </RouterLink>
        </Button>
      </Box>
    </Stack>
  );
});
