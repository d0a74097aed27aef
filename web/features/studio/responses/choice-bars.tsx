import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { QuestionSummary } from '#schemas/generated/flow-responses.ts';

const percent = (count: number, of: number) => (of === 0 ? 0 : Math.round((count / of) * 100));

/**
 * One question's answers as a bar chart anyone can read (docs/product.md#questionnaires-of-their-own): a list of its
 * choices, each with its count and share in words; the bars only draw what the words say, so they are hidden from
 * screen readers. No chart library: plain boxes, in the theme's colours, light and dark.
 */
export function QuestionSummaryView({ question, headingId }: { question: QuestionSummary; headingId: string }) {
  const answered = `${question.answered.toLocaleString('en-US')} ${question.answered === 1 ? 'answer' : 'answers'}`;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }}>
      <Heading as="h3" size="sm" id={headingId}>{question.question}</Heading>
      <Text color="fg.muted" mb={question.choices ? '3' : '0'}>{answered}</Text>
      {question.choices && (
        <Stack as="ul" gap="2" listStyleType="none" ps="0">
          {question.choices.map((c) => {
            const share = percent(c.count, question.answered);
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
    </Box>
  );
}
