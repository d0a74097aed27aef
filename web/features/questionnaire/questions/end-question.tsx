import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import type { QuestionProps } from '../question-props.ts';
import { forgetRun } from '../run-storage.ts';
import { primaryButton } from '../button-style.ts';

/** The END step: the confirmation with the MRN, and the way home (spec §2: 'Go to Home Page'). */
export const EndQuestion = memo(function EndQuestion({ question: q, messages }: QuestionProps) {
  return (
    <Stack gap="5">
      <Alert.Root status="success" variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title fontSize="lg">{q.question}</Alert.Title>
          {q.comment && <Alert.Description>{q.comment}</Alert.Description>}
        </Alert.Content>
      </Alert.Root>
      <Text>If someone is unresponsive or not breathing, call 911 first, then give naloxone.</Text>
      <Box>
        <Button asChild {...primaryButton} size="lg">
          <RouterLink to={paths.home} onClick={forgetRun}>
            {messages.goHome ?? 'Go to Home Page'}
          </RouterLink>
        </Button>
      </Box>
    </Stack>
  );
});
