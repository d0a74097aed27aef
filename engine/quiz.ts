/** Quiz correctness (docs/product.md#the-questionnaire: 'Correct !' / 'Incorrect !' with a hint on a wrong answer). */

export type QuizResult = 'correct' | 'incorrect' | 'unanswered';

/** quizResult('q7-b', ['q7-b']) === 'correct'; quizResult('q7-b', []) === 'unanswered' */
export function quizResult(rightChoiceId: string | null | undefined, chosen: readonly string[] | null | undefined): QuizResult {
  if (!chosen || chosen.length === 0) return 'unanswered';
  return chosen.length === 1 && chosen[0] === rightChoiceId ? 'correct' : 'incorrect';
}
