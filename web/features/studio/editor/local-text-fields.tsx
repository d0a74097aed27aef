import { SimpleGrid } from '@chakra-ui/react';
import type { JsonPatchOperation, StudioProblem } from '#schemas/generated/flow-studio-api.ts';
import { CommitField } from './commit-field.tsx';
import { textPatch } from './flow-patches.ts';
import { messageAt } from './problems-at.ts';
import { languageName } from '#engine/language-name.ts';

/** The problems of the text as a whole (a missing locale), shown at its first field. */
function exactly(problems: readonly StudioProblem[], pointer: string): string | undefined {
  const mine = problems.filter((p) => p.pointer === pointer);
  return mine.length ? mine.map((p) => p.message).join('; ') : undefined;
}

export interface LocalTextFieldsProps {
  /** what the text is, e.g. 'Question text' */
  label: string;
  pointer: string;
  text: Record<string, string> | undefined;
  locales: readonly string[];
  problems: readonly StudioProblem[];
  readOnly: boolean;
  multiline?: boolean;
  onPatch: (ops: JsonPatchOperation[]) => void;
}

/** One text of the questionnaire in each of its languages, side by side on a wide screen. */
export function LocalTextFields({ label, pointer, text, locales, problems, readOnly, multiline, onPatch }: LocalTextFieldsProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: Math.min(locales.length, 2) }} gap="3">
      {locales.map((locale) => (
        <CommitField
          key={locale}
          label={locales.length > 1 ? `${label} (${languageName(locale)})` : label}
          value={text?.[locale] ?? ''}
          multiline={multiline}
          disabled={readOnly}
          error={messageAt(problems, `${pointer}/${locale}`) ?? (locale === locales[0] ? exactly(problems, pointer) : undefined)}
          onCommit={(value) => {
            const ops = textPatch(pointer, text, locale, value);
            if (ops.length) onPatch(ops);
          }}
        />
      ))}
    </SimpleGrid>
  );
}
