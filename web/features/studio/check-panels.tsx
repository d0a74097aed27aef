import { Badge, Box, Button, Heading, List, Stack, Text, chakra } from '@chakra-ui/react';
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
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}

/**
 * Every scenario of the questionnaire, run on this version: what a scenario is and how one is added (from the preview,
 * `onAdd`, on a draft), then the failing ones first with why, the passing ones folded. Each is named by its title.
 */
export function ScenariosPanel({ check, onAdd }: { check: CheckResult; onAdd?: () => void }) {
  const failing = check.scenarios.filter((s) => !s.passed);
  const passing = check.scenarios.filter((s) => s.passed);
  return (
    <Box as="section" aria-labelledby="studio-scenarios">
      <Heading as="h2" size="md" id="studio-scenarios" mb="2">
        {check.scenarios.length === 0 ? 'Scenarios' : `Scenarios: ${passing.length} of ${check.scenarios.length} pass`}
      </Heading>
      <Text color="fg.muted" mb="2">
        A scenario answers the questionnaire like a person would and says what must happen; every save runs them, so a
        change that makes one end somewhere else is caught before it is published.
      </Text>
      {check.scenarios.length === 0 && (
        <Text mb="2">{check.problems.length ? 'Scenarios run once the problems are fixed.' : 'No scenario runs on this version yet.'}</Text>
      )}
      {onAdd && (
        <Stack direction="row" align="center" gap="2" wrap="wrap" mb="3">
          <Button size="sm" variant="outline" onClick={onAdd}>Add a scenario</Button>
          <Text fontSize="sm" color="fg.muted">Answer the questionnaire in the preview, then Save as a scenario.</Text>
        </Stack>
      )}
      <Stack as="ul" gap="2" listStyleType="none" ps="0" mb={failing.length ? '3' : '0'}>
        {failing.map((s) => (
          <Box as="li" key={s.name} borderWidth="1px" borderColor="border.error" rounded="md" p="3">
            <Stack direction="row" align="center" gap="2" wrap="wrap">
              <Badge colorPalette="red" variant="subtle">Fails</Badge>
              <Text fontWeight="medium">{s.title}</Text>
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
                <Text as="span" fontWeight="medium">{s.title}</Text>
                {s.message !== s.title && <Text as="span">{`: ${s.message}`}</Text>}
              </List.Item>
            ))}
          </List.Root>
        </details>
      )}
    </Box>
  );
}
