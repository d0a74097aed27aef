import { Badge, Box, Button, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TranslationPreview } from '#schemas/generated/flow-studio-api.ts';
import { languageName } from '#engine/language-name.ts';
import { placeOf } from './problem-place.ts';
import { count } from '#engine/count-words.ts';


/** "1 text changes, 225 stay as they are, 2 are refused." */
export function previewCounts({ counts }: Pick<TranslationPreview, 'counts'>): string {
  return `${count(counts.changed, 'text changes', 'texts change')}, ${count(counts.unchanged, 'stays as it is', 'stay as they are')}, `
    + `${counts.refused === 1 ? '1 is refused' : `${counts.refused.toLocaleString('en-US')} are refused`}.`;
}

/** Why nothing would be applied, or null when the file changes something. */
function nothingToApply(preview: TranslationPreview, language: string): string | null {
  if (preview.counts.changed > 0) return null;
  return preview.counts.refused > 0
    ? `This file changes no ${language} text: every text it would change is refused (listed below). Nothing will be applied.`
    : `This file changes no ${language} text: the draft has these translations already. Nothing will be applied.`;
}

function Labelled({ label, lang, children }: { label: string; lang?: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold">{label}</Text>
      <Text lang={lang} whiteSpace="pre-wrap">{children}</Text>
    </Box>
  );
}

/**
 * What a translator's file would change in a draft, before anything is applied (decision 069): the counts, each
 * changed text with its source, before and after, and each refused text with why; then Apply (the changes only) or
 * Cancel. A file that changes nothing says so and offers no Apply.
 */
export function TranslationImportPreview({ preview, fileName, definition, applying, onApply, onCancel }: {
  preview: TranslationPreview;
  fileName: string;
  definition: unknown;
  applying: boolean;
  onApply: () => void;
  onCancel: () => void;
}) {
  const language = languageName(preview.locale);
  const source = languageName(preview.sourceLocale);
  const nothing = nothingToApply(preview, language);
  const where = (pointer: string) => (definition ? placeOf(pointer, definition) : pointer);
  return (
    <Box as="section" aria-labelledby="translation-preview" borderWidth="1px" borderColor="border.emphasized" rounded="md" p={{ base: '3', md: '4' }}>
      <Stack gap="4">
        <Heading as="h3" size="md" id="translation-preview">{`What '${fileName}' changes in ${language}`}</Heading>
        <Text role="status">{`${previewCounts(preview)} Nothing is applied until you apply it.`}</Text>
        {nothing && <Text fontWeight="medium">{nothing}</Text>}
        {preview.changes.length > 0 && (
          <Stack as="ul" gap="2" listStyleType="none" ps="0" aria-label={`Texts this file changes in ${language}`}>
            {preview.changes.map((c) => (
              <Box as="li" key={c.pointer} borderWidth="1px" rounded="md" p="3">
                <Text color="fg.muted" fontSize="sm">{where(c.pointer)}</Text>
                <chakra.div mt="2" display="grid" gap="3" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}>
                  <Labelled label={source} lang={preview.sourceLocale}>{c.source}</Labelled>
                  <Labelled label={`${language} now`} lang={preview.locale}>{c.before ?? <Text as="span" color="fg.muted">no translation yet</Text>}</Labelled>
                  <Labelled label={`${language} from the file`} lang={preview.locale}>{c.after}</Labelled>
                </chakra.div>
              </Box>
            ))}
          </Stack>
        )}
        {preview.refused.length > 0 && (
          <Box>
            <Heading as="h4" size="sm" mb="2">{`Refused: left as they are (${preview.refused.length})`}</Heading>
            <Stack as="ul" gap="2" listStyleType="none" ps="0" aria-label="Texts refused">
              {preview.refused.map((r, i) => (
                <Box as="li" key={`${r.place}-${i}`} borderWidth="1px" borderColor="border.warning" rounded="md" p="3">
                  <HStack gap="2" wrap="wrap">
                    <Badge colorPalette="orange" variant="subtle">{`File ${r.place}`}</Badge>
                    {r.source !== null && <Text color="fg.muted" fontSize="sm">{where(r.pointer)}</Text>}
                  </HStack>
                  <Text mt="1">{r.reason}</Text>
                  {r.source !== null && <Text mt="1" fontSize="sm" lang={preview.sourceLocale}>{`${source}: ${r.source}`}</Text>}
                </Box>
              ))}
            </Stack>
          </Box>
        )}
        <HStack gap="2" wrap="wrap">
          {!nothing && (
            <Button onClick={onApply} loading={applying} loadingText="Applying…">
              {`Apply ${count(preview.counts.changed, 'change', 'changes')}`}
            </Button>
          )}
          <Button variant="outline" onClick={onCancel} disabled={applying}>{nothing ? 'Close' : 'Cancel'}</Button>
        </HStack>
      </Stack>
    </Box>
  );
}
