import { Box, Text, chakra } from '@chakra-ui/react';
import { memo } from 'react';
import type { QuestionProps } from '../question-props.ts';

/**
 * A yes/no tick (CHECKBOX). Unticked is an answer too, so it carries no asterisk. The same-address box of the
 * Required Information form is one of these: the step copies the shipping answers when it is ticked.
 */
export const CheckboxQuestion = memo(function CheckboxQuestion({ question: q, answer, error, onChange }: QuestionProps) {
  const hintId = q.comment ? `${q.id}-hint` : undefined;
  return (
    <Box>
      <chakra.label htmlFor={q.id} display="flex" alignItems="center" gap="3" py="1" cursor="pointer" fontWeight="medium">
        <chakra.input
          type="checkbox"
          id={q.id}
          name={q.id}
          checked={answer?.value === true}
          aria-describedby={hintId}
          onChange={(e) => onChange(q.id, { value: e.target.checked })}
          width="5"
          height="5"
          flexShrink="0"
          accentColor="blue.700"
        />
        {q.question}
      </chakra.label>
      {q.comment && (
        <Text id={hintId} color="fg.muted" fontSize="sm">
          {q.comment}
        </Text>
      )}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Box>
  );
});
