import { Box, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import type { StaleTranslation } from '#schemas/generated/flow-studio-api.ts';
import { staleTranslationWords } from '#engine/stale-translations.ts';
import { languageName } from '#engine/language-name.ts';
import { placeOf } from './problem-place.ts';

/**
 * A draft's translations written for an English text that has changed since the version it was made from (decision
 * 069): how many in each language, then each text where it is, its English then and now, and the translation. Shown
 * by the draft's check and by the publish review; changing the translation clears it.
 */
export function StaleTranslations({ stale, definition, headingLevel = 'h2' }: { stale: readonly StaleTranslation[]; definition: unknown; headingLevel?: 'h2' | 'h3' }) {
  const headingId = useId();
  if (stale.length === 0) return null;
  const { summary } = staleTranslationWords(stale);
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as={headingLevel} size={headingLevel === 'h2' ? 'md' : 'sm'} id={headingId} mb="1">
        {`Translations to look at (${stale.length})`}
      </Heading>
      <Text mb="2">{`${summary} Update them on the Translations page, or publish them as they are if they still say the same.`}</Text>
      <Stack as="ul" gap="2" listStyleType="none" ps="0">
        {stale.map((s) => (
          <Box as="li" key={`${s.pointer}-${s.locale}`} borderWidth="1px" borderColor="border.warning" rounded="md" p="3">
            <Text color="fg.muted" fontSize="sm">{placeOf(s.pointer, definition)}</Text>
            <chakra.dl mt="1" display="grid" gap="1" gridTemplateColumns={{ base: '1fr', md: '10rem 1fr' }}>
              <chakra.dt fontSize="sm" fontWeight="semibold">English then</chakra.dt>
              <chakra.dd ms="0" lang="en">{s.oldSource}</chakra.dd>
              <chakra.dt fontSize="sm" fontWeight="semibold">English now</chakra.dt>
              <chakra.dd ms="0" lang="en">{s.source}</chakra.dd>
              <chakra.dt fontSize="sm" fontWeight="semibold">{`${languageName(s.locale)}, unchanged`}</chakra.dt>
              <chakra.dd ms="0" lang={s.locale}>{s.translation}</chakra.dd>
            </chakra.dl>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
