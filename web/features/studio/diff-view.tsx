import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { FlowChange, FlowDiff } from '#schemas/generated/flow-studio-api.ts';

function ChangeItem({ change }: { change: FlowChange }) {
  return (
    <Box as="li" borderWidth="1px" borderColor={change.breaking ? 'border.error' : 'border'} rounded="md" p="3">
      <Stack direction="row" gap="2" align="center" wrap="wrap">
        {change.breaking && <Badge colorPalette="red" variant="solid">Breaking</Badge>}
        <Badge variant="subtle">{change.kind.replace(/-/g, ' ')}</Badge>
      </Stack>
      <Text mt="1">{change.summary}</Text>
      {change.breaking && change.breakingReason && <Text mt="1" color="fg.error">{`Why it is breaking: ${change.breakingReason}`}</Text>}
    </Box>
  );
}

/**
 * The changes between two versions in plain language: the breaking ones first, each with why, then every change
 * grouped as a person reads the questionnaire (the whole flow, each step, the order rules, the messages).
 */
export function DiffView({ diff, headingLevel = 'h2' }: { diff: FlowDiff; headingLevel?: 'h2' | 'h3' }) {
  const breaking = diff.changes.filter((c) => c.breaking);
  if (diff.changes.length === 0) return <Text>{`Version ${diff.to} is the same as version ${diff.from}.`}</Text>;
  return (
    <Stack gap="5">
      <Text>
        {`${diff.changes.length} ${diff.changes.length === 1 ? 'change' : 'changes'} from version ${diff.from} to version ${diff.to}; `}
        {breaking.length === 0 ? 'none is breaking.' : `${breaking.length} breaking.`}
      </Text>
      {breaking.length > 0 && (
        <Box as="section" aria-label="Breaking changes">
          <Heading as={headingLevel} size="sm" mb="2" color="fg.error">{`Breaking changes (${breaking.length})`}</Heading>
          <Stack as="ul" gap="2" listStyleType="none" ps="0">
            {breaking.map((c, i) => <ChangeItem key={`${c.pointer}-${i}`} change={c} />)}
          </Stack>
        </Box>
      )}
      {diff.groups.map((group) => (
        <Box as="section" key={group.heading} aria-label={group.heading}>
          <Heading as={headingLevel} size="sm" mb="2">{`${group.heading} (${group.changes.length})`}</Heading>
          <Stack as="ul" gap="2" listStyleType="none" ps="0">
            {group.changes.map((c, i) => <ChangeItem key={`${c.pointer}-${i}`} change={c} />)}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
