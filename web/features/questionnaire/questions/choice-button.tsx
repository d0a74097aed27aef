import type { ReactNode } from 'react';
import { css } from '#web/components/static/form-classes.ts';

export interface ChoiceButtonProps {
  /** the question's form field for a press without a script (engine/answer-form-fields.ts) and the choice it sends */
  name: string;
  value: string;
  pressed: boolean;
  onPress: () => void;
  /** 'correct' / 'incorrect' colour a chosen quiz answer */
  tone?: 'correct' | 'incorrect';
  describedBy?: string;
  children: ReactNode;
}

/** The card and its mark: unpressed, pressed, or pressed as a right or wrong quiz answer. */
function looks(pressed: boolean, tone: ChoiceButtonProps['tone']): { card: string; mark: string } {
  if (!pressed) return { card: css.choice, mark: css.choiceMark };
  if (tone === 'correct') return { card: css.choiceCorrect, mark: css.choiceMarkCorrect };
  if (tone === 'incorrect') return { card: css.choiceIncorrect, mark: css.choiceMarkIncorrect };
  return { card: css.choicePressed, mark: css.choiceMarkPressed };
}

/**
 * A large choice card that is a toggle button (aria-pressed), reachable with Tab and pressed with Enter or Space.
 * Without a script it sends the step's form with the choice, and the server shows the step again with it chosen
 * (decision 085); with one, pressing it only chooses, as before.
 */
export function ChoiceButton({ name, value, pressed, onPress, tone, describedBy, children }: ChoiceButtonProps) {
  const look = looks(pressed, tone);
  return (
    <button
      type="submit"
      name={name}
      value={value}
      aria-pressed={pressed}
      aria-describedby={describedBy}
      onClick={(event) => {
        event.preventDefault();
        onPress();
      }}
      className={look.card}
    >
      <span aria-hidden="true" className={look.mark}>
        {pressed ? (tone === 'incorrect' ? '✕' : '✓') : ''}
      </span>
      <span className={pressed ? css.choiceLabelPressed : css.choiceLabel}>{children}</span>
    </button>
  );
}
