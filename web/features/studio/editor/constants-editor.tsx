import flowSchema from '#schemas/flow.schema.json' with { type: 'json' };
import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { JsonPatchOperation, StudioProblem } from '#schemas/generated/flow-studio-api.ts';
import { CommitField } from './commit-field.tsx';
import { pointerOf, valuePatch } from './flow-patches.ts';
import { messageAt } from './problems-at.ts';

/** What each programme number means, from the flow grammar (schemas/flow.schema.json Constants). */
const described = flowSchema.definitions.Constants.properties as Record<string, { description?: string }>;

/** The programme's numbers (caps, refill interval, units per kit): every rule of the questionnaire reads them. */
export function ConstantsEditor({ constants, problems, readOnly, onPatch }: {
  constants: Record<string, number>;
  problems: readonly StudioProblem[];
  readOnly: boolean;
  onPatch: (ops: JsonPatchOperation[]) => void;
}) {
  return (
    <Box as="section" aria-labelledby="studio-constants">
      <Heading as="h3" size="md" id="studio-constants" mb="1">Programme numbers</Heading>
      <Text color="fg.muted" mb="3">The caps and the refill interval: the kits offered, the step rules and the order path all follow them.</Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {Object.entries(constants).map(([name, value]) => (
          <Box key={name}>
            <CommitField
              label={described[name]?.description ?? name}
              type="number"
              value={String(value)}
              disabled={readOnly}
              error={messageAt(problems, pointerOf('constants', name))}
              onCommit={(text) => {
                const number = Number(text);
                if (text.trim() !== '' && Number.isFinite(number)) onPatch(valuePatch(pointerOf('constants', name), value, number));
              }}
            />
            <Text fontFamily="mono" fontSize="xs" color="fg.muted" mt="1">{name}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
