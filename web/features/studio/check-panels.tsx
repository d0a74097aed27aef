import { Badge, Box, Heading, List, Stack, Text, chakra } from '@chakra-ui/react';
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

/** Every scenario of the questionnaire, run on this version: the failing ones first with why, the passing ones folded. */
export function ScenariosPanel({ check }: { check: CheckResult }) {
  const failing = check.scenarios.filter((s) => !s.passed);
  const passing = check.scenarios.filter((s) => s.passed);
  return (
    <Box as="section" aria-labelledby="studio-scenarios">
      <Heading as="h2" size="md" id="studio-scenarios" mb="2">
        {`Scenarios: ${passing.length} of ${check.scenarios.length} pass`}
      </Heading>
      {check.scenarios.length === 0 && (
        <Text color="fg.muted">{check.problems.length ? 'Scenarios run once the problems are fixed.' : 'No scenario runs on this version.'}</Text>
      )}
      <Stack as="ul" gap="2" listStyleType="none" ps="0" mb={failing.length ? '3' : '0'}>
        {failing.map((s) => (
          <Box as="li" key={s.name} borderWidth="1px" borderColor="border.error" rounded="md" p="3">
            <Stack direction="row" align="center" gap="2" wrap="wrap">
              <Badge colorPalette="red" variant="subtle">Fails</Badge>
              <Text fontFamily="mono" fontSize="sm">{s.name}</Text>
            </Stack>
            <Text mt="1">{s.message}</Text>
          </Box>
        ))}
      </Stack>
      {passing.length > 0 && (
        <details>
          <chakra.summary cursor="pointer" color="fg.muted" py="1">{`Show the ${passing.length} passing ${passing.length === 1 ? 'scenario' : 'scenarios'}`}</chakra.summary>
          <List.Root ps="5" gap="1" mt="2">
            {passing.map((s) => (
              <List.Item key={s.name}>
                <Text as="span" fontFamily="mono" fontSize="sm">{s.name}</Text>
                <Text as="span">{`: ${s.message}`}</Text>
              </List.Item>
            ))}
          </List.Root>
        </details>
      )}
    </Box>
  );
}
