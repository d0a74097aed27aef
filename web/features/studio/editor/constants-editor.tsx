import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { JsonPatchOperation, StudioProblem } from '#schemas/generated/flow-studio-api.ts';
import { constantLabel } from '#engine/flow-part-names.ts';
import { AdvancedIds } from './advanced-ids.tsx';
import { CommitField } from './commit-field.tsx';
import { pointerOf, valuePatch } from './flow-patches.ts';
import { messageAt } from './problems-at.ts';

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
              label={constantLabel(name)}
              type="number"
              value={String(value)}
              disabled={readOnly}
              error={messageAt(problems, pointerOf('constants', name))}
              onCommit={(text) => {
                const number = Number(text);
                if (text.trim() !== '' && Number.isFinite(number)) onPatch(valuePatch(pointerOf('constants', name), value, number));
              }}
            />
          </Box>
        ))}
      </SimpleGrid>
      <Box mt="4">
        <AdvancedIds ids={Object.keys(constants).map((name) => ({ label: constantLabel(name), pointer: pointerOf('constants', name), id: name, editable: false }))}
          problems={problems} readOnly={readOnly} onPatch={onPatch} />
      </Box>
    </Box>
  );
}
