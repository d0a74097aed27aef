import { Box, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { QuestionSummary } from '#schemas/generated/flow-responses.ts';

const percent = (count: number, of: number) => (of === 0 ? 0 : Math.round((count / of) * 100));

/**
 * A question with more choices than this (a US state, a county) lists only the choices someone chose, each with its
 * bar; the others are named together under one line that opens. A short list keeps every choice: a 0 there says
 * something ("No: 0").
 */
const LONG_LIST = 8;

/**
 * One question's answers as a bar chart anyone can read (docs/product.md#questionnaires-of-their-own): a list of its
 * choices (of a long list, those chosen), each with its count and share in words; the bars only draw what the words
 * say, so they are hidden from screen readers. No chart library: plain boxes, in the theme's colours, light and dark.
 */
export function QuestionSummaryView({ question, headingId }: { question: QuestionSummary; headingId: string }) {
  const answered = `${question.answered.toLocaleString('en-US')} ${question.answered === 1 ? 'answer' : 'answers'}`;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }}>
      <Heading as="h3" size="sm" id={headingId}>{question.question}</Heading>
      <Text color="fg.muted" mb={question.choices ? '3' : '0'}>{answered}</Text>
      {question.choices && <ChoiceList choices={question.choices} answered={question.answered} />}
    </Box>
  );
}

/** The choices with their counts and bars; of a long list, those chosen, then the others named together. */
function ChoiceList({ choices, answered }: { choices: NonNullable<QuestionSummary['choices']>; answered: number }) {
  const long = choices.length > LONG_LIST;
  const shown = long ? choices.filter((c) => c.count > 0) : choices;
  const unchosen = long ? choices.filter((c) => c.count === 0) : [];
  return (
    <>
      {shown.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" ps="0">
          {shown.map((c) => {
            const share = percent(c.count, answered);
            return (
              <Box as="li" key={c.choiceId}>
                <HStack justify="space-between" gap="3">
                  <Text>{c.choice}</Text>
                  <Text fontVariantNumeric="tabular-nums" flexShrink={0}>{`${c.count.toLocaleString('en-US')} (${share} %)`}</Text>
                </HStack>
                <Box aria-hidden="true" h="2" rounded="full" bg="bg.muted" mt="1">
                  <Box h="2" rounded="full" bg="blue.solid" width={`${share}%`} minW={c.count > 0 ? '2' : '0'} />
                </Box>
              </Box>
            );
          })}
        </Stack>
      )}
      {unchosen.length > 0 && (
        <chakra.details mt={shown.length > 0 ? '3' : '0'}>
          <chakra.summary cursor="pointer" width="fit-content" color="fg.muted">
            {`${unchosen.length.toLocaleString('en-US')} of ${choices.length.toLocaleString('en-US')} choices chosen by nobody`}
          </chakra.summary>
          <Text mt="1" color="fg.muted">{unchosen.map((c) => c.choice).join(', ')}</Text>
        </chakra.details>
      )}
    </>
  );
}
