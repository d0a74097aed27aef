import { memo } from 'react';
import { css } from '#web/components/static/form-classes.ts';
import { quizResult } from '#engine/quiz.ts';
import { answerField, pressField } from '#engine/answer-form-fields.ts';
import type { QuestionProps } from '../question-props.ts';
import { ChoiceButton } from './choice-button.tsx';
import { QuestionGroup } from './question-group.tsx';

/**
 * A quiz question (CLICKABLE_ANSWER): the chosen answer is marked 'Correct !' with the explanation, or
 * 'Incorrect !' with the hint (docs/product.md#the-questionnaire); the step keeps Next disabled while the answer is wrong. The feedback is a
 * live region, so it is read out as soon as an answer is pressed.
 */
export const QuizQuestion = memo(function QuizQuestion({ question: q, answer, error, onChange, messages }: QuestionProps) {
  const chosen = answer?.choiceIds ?? [];
  const result = quizResult(q.rightAnswerId, chosen);
  const feedbackId = `${q.id}-feedback`;
  return (
    <QuestionGroup id={q.id} legend={q.question} hint={q.comment} error={error} required={q.mandatory}>
      {q.choices.map((c) => {
        const pressed = chosen.includes(c.id);
        return (
          <ChoiceButton
            key={c.id}
            name={pressField(q.id)}
            value={c.id}
            pressed={pressed}
            tone={pressed ? (result === 'correct' ? 'correct' : 'incorrect') : undefined}
            describedBy={pressed ? feedbackId : undefined}
            onPress={() => onChange(q.id, { choiceIds: [c.id] })}
          >
            {c.choice}
          </ChoiceButton>
        );
      })}
      {/* The choice made, sent with the form when the script is not there to send it (decision 085). */}
      <input type="hidden" name={answerField(q.id)} value={chosen[0] ?? ''} />
      <div id={feedbackId} role="status" aria-live="polite" aria-atomic="true" className={css.quizFeedback}>
        {result !== 'unanswered' && (
          <div className={result === 'correct' ? css.quizRight : css.quizWrong}>
            <p className={result === 'correct' ? css.quizVerdict : css.quizVerdictWrong}>
              {result === 'correct' ? messages.quizCorrect : messages.quizIncorrect}
            </p>
            <p className={css.text}>{result === 'correct' ? q.explanation : q.hint}</p>
          </div>
        )}
      </div>
    </QuestionGroup>
  );
});
