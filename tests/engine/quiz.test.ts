import { describe, expect, it } from 'vitest';
import { quizResult } from '#engine/quiz.ts';

describe('quiz correctness', () => {
  it('is correct only for the right choice alone', () => {
    expect(quizResult('b', ['b'])).toBe('correct');
    expect(quizResult('b', ['a'])).toBe('incorrect');
    expect(quizResult('b', ['a', 'b'])).toBe('incorrect');
    expect(quizResult('b', [])).toBe('unanswered');
    expect(quizResult('b', null)).toBe('unanswered');
  });
});
