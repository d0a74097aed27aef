import { Box, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { QuestionProps } from '../question-props.ts';

/** Information to read (INFO, FORM): no answer is asked. */
export const InfoQuestion = memo(function InfoQuestion({ question: q }: QuestionProps) {
  return (
    <Box>
      <Text fontSize="lg" fontWeight="medium">
        {q.question}
      </Text>
      {q.comment && <Text mt="2">{q.comment}</Text>}
    </Box>
  );
});
