import { Badge, HStack } from '@chakra-ui/react';
import type { FlowVersion } from '#schemas/generated/flow-studio-api.ts';

const PALETTE = { draft: 'orange', published: 'blue', retired: 'gray' } as const;
const LABEL = { draft: 'Draft', published: 'Published', retired: 'Retired' } as const;

/** A version's status in words, and 'Live' for the one new requests use. */
export function VersionStatus({ version }: { version: FlowVersion }) {
  return (
    <HStack gap="1" wrap="wrap">
      {version.live ? <Badge colorPalette="green" variant="solid">Live</Badge> : <Badge colorPalette={PALETTE[version.status]} variant="subtle">{LABEL[version.status]}</Badge>}
    </HStack>
  );
}
