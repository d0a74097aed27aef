import { Alert, Box, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { QuestionProps } from '../question-props.ts';

/**
 * Information to read (INFO, FORM): no answer is asked. An important one (such as what to do when a county is not
 * listed) appears as a notice and is announced when an answer makes it appear.
 */
export const InfoQuestion = memo(function InfoQuestion({ question: q }: QuestionProps) {
  if (q.important) {
    return (
      <Alert.Root id={q.id} status="info" variant="subtle" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description fontSize="md">{q.question}</Alert.Description>
          {q.comment && <Alert.Description mt="2">{q.comment}</Alert.Description>}
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Box>
      <Text fontSize="lg" fontWeight="medium">
        {q.question}
      </Text>
      {q.comment && <Text mt="2">{q.comment}</Text>}
    </Box>
  );
});
