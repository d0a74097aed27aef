import { Badge, Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import type { ChangeKind, FlowChange, FlowDiff } from '#schemas/generated/flow-studio-api.ts';
import { languageName } from '#engine/language-name.ts';

type Translation = NonNullable<FlowChange['translations']>[number];

/** What kind of change it is, in the words of the review (the schema's ChangeKind). */
const KIND_WORDS: Readonly<Record<ChangeKind, string>> = {
  text: 'Wording',
  'choice-added': 'Choice added',
  'choice-removed': 'Choice removed',
  'choice-reordered': 'Choices reordered',
  'question-added': 'Question added',
  'question-removed': 'Question removed',
  'step-added': 'Step added',
  'step-removed': 'Step removed',
  'rule-changed': 'Rule',
  'constant-changed': 'Programme number',
  'setting-changed': 'Setting',
};

/** A text before and after, side by side on a wide screen; "none" where there was or is none. */
function BeforeAfter({ label, before, after, lang }: { label: string; before: string | null; after: string | null; lang?: string }) {
  const shown = (text: string | null) => (text === null ? <Text as="span" color="fg.muted">none</Text> : text);
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold">{label}</Text>
      <chakra.dl display="grid" gap="1" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} mt="1">
        <Box><chakra.dt fontSize="sm" color="fg.muted">Before</chakra.dt><chakra.dd ms="0" lang={lang} whiteSpace="pre-wrap">{shown(before)}</chakra.dd></Box>
        <Box><chakra.dt fontSize="sm" color="fg.muted">After</chakra.dt><chakra.dd ms="0" lang={lang} whiteSpace="pre-wrap">{shown(after)}</chakra.dd></Box>
      </chakra.dl>
    </Box>
  );
}

/** A translation with a change of its English: before and after, or, unchanged, that it was written for the old English. */
function TranslationOfChangedSource({ t }: { t: Translation }) {
  if (t.before !== t.after) return <BeforeAfter label={languageName(t.locale)} before={t.before} after={t.after} lang={t.locale} />;
  return (
    <Box>
      <HStack gap="2" wrap="wrap">
        <Text fontSize="sm" fontWeight="semibold">{`${languageName(t.locale)}: unchanged, written for the old English text`}</Text>
        <Badge colorPalette="orange" variant="subtle">To look at</Badge>
      </HStack>
      <Text lang={t.locale} whiteSpace="pre-wrap">{t.after ?? ''}</Text>
    </Box>
  );
}

/**
 * A text change in words: a change of translations only shows the English they translate and each translation before
 * and after; a change of the English shows it before and after, then each translation (decision 069).
 */
function TextDetail({ change }: { change: FlowChange }) {
  const translations = change.translations ?? [];
  if (change.source !== undefined) {
    return (
      <Stack gap="2" mt="2">
        <Box>
          <Text fontSize="sm" fontWeight="semibold">English (unchanged)</Text>
          <Text lang="en" whiteSpace="pre-wrap">{change.source}</Text>
        </Box>
        {translations.map((t) => <BeforeAfter key={t.locale} label={languageName(t.locale)} before={t.before} after={t.after} lang={t.locale} />)}
      </Stack>
    );
  }
  if (change.before === null || change.after === null) return null;
  return (
    <Stack gap="2" mt="2">
      <BeforeAfter label="English" before={change.before} after={change.after} lang="en" />
      {translations.map((t) => <TranslationOfChangedSource key={t.locale} t={t} />)}
    </Stack>
  );
}

function ChangeItem({ change }: { change: FlowChange }) {
  return (
    <Box as="li" borderWidth="1px" borderColor={change.breaking ? 'border.error' : 'border'} rounded="md" p="3">
      <Stack direction="row" gap="2" align="center" wrap="wrap">
        {change.breaking && <Badge colorPalette="red" variant="solid">Breaking</Badge>}
        <Badge variant="subtle">{KIND_WORDS[change.kind]}</Badge>
      </Stack>
      <Text mt="1">{change.summary}</Text>
      {change.kind === 'text' && <TextDetail change={change} />}
      {change.breaking && change.breakingReason && <Text mt="1" color="fg.error">{`Why it is breaking: ${change.breakingReason}`}</Text>}
    </Box>
  );
}

/**
 * The changes between two versions in plain language: the breaking ones first, each with why, then every change
 * grouped as a person reads the questionnaire (the whole questionnaire, each step, the order rules, the messages).
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
