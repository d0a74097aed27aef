import { Badge, Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { CheckResult, StudioProblem } from '#schemas/generated/flow-studio-api.ts';
import { placeOf } from './problem-place.ts';

/** The problems of a version, each where it is in the questionnaire's own words. */
export function ProblemsPanel({ problems, definition }: { problems: StudioProblem[]; definition: unknown }) {
  return (
    <Box as="section" aria-labelledby="studio-problems">
      <Heading as="h2" size="md" id="studio-problems" mb="2">
        {problems.length === 0 ? 'Problems: none' : `Problems (${problems.length})`}
      </Heading>
      {problems.length === 0 ? (
        <Text color="fg.muted">The schema, the references and the translations are all in order.</Text>
      ) : (
        <List.Root gap="2" ps="5">
          {problems.map((p, i) => (
            <List.Item key={`${p.pointer}-${i}`}>
              <Text fontWeight="medium">{placeOf(p.pointer, definition)}</Text>
              <Text>{p.message}</Text>
              <Text fontSize="xs" color="fg.muted" fontFamily="mono">{p.pointer || '/'}</Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}

/** Every scenario of the questionnaire, run on this version: what it proves, or why it failed. */
export function ScenariosPanel({ check }: { check: CheckResult }) {
  const failed = check.scenarios.filter((s) => !s.passed).length;
  const ordered = [...check.scenarios].sort((a, b) => Number(a.passed) - Number(b.passed));
  return (
    <Box as="section" aria-labelledby="studio-scenarios">
      <Heading as="h2" size="md" id="studio-scenarios" mb="2">
        {`Scenarios: ${check.scenarios.length - failed} of ${check.scenarios.length} pass`}
      </Heading>
      {check.scenarios.length === 0 && (
        <Text color="fg.muted">{check.problems.length ? 'Scenarios run once the problems are fixed.' : 'No scenario runs on this version.'}</Text>
      )}
      <Stack as="ul" gap="2" listStyleType="none" ps="0">
        {ordered.map((s) => (
          <Box as="li" key={s.name} borderWidth="1px" borderColor={s.passed ? 'border' : 'border.error'} rounded="md" p="3">
            <Stack direction="row" align="center" gap="2" wrap="wrap">
              <Badge colorPalette={s.passed ? 'green' : 'red'} variant="subtle">{s.passed ? 'Passes' : 'Fails'}</Badge>
              <Text fontFamily="mono" fontSize="sm">{s.name}</Text>
            </Stack>
            <Text mt="1">{s.message}</Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
