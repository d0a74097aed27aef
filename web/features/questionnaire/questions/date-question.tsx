import { memo } from 'react';
import type { QuestionProps } from '../question-props.ts';
import { FreeTextQuestion } from './free-text-question.tsx';

/**
 * A date (LOCAL_DATE), typed as YYYY-MM-DD with the dashes filled in: a native date picker hides partial input
 * from validation and reads differently in every browser, while typed digits work the same everywhere.
 * Checked as spec §5 says: a real date, no future dates, year above 1800.
 */
export const DateQuestion = memo(function DateQuestion(props: QuestionProps) {
  const placeholder = props.question.format?.placeholder ?? 'YYYY-MM-DD';
  const question = { ...props.question, format: { ...props.question.format, validate: 'date' as const, placeholder } };
  return <FreeTextQuestion {...props} question={question} />;
});
