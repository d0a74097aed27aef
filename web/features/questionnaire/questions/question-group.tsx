import type { FocusEvent, ReactNode } from 'react';
import { FieldError, RequiredMark, describedBy } from '#web/components/form/field-parts.tsx';
import { css } from '#web/components/static/form-classes.ts';

export interface QuestionGroupProps {
  id: string;
  legend: string;
  hint?: string | null;
  error?: string;
  required?: boolean;
  /** called when focus leaves the whole group */
  onLeave?: () => void;
  children: ReactNode;
}

/**
 * A question answered by several controls (radios, choice buttons, a video): a fieldset whose legend is the
 * question, with its comment and its error tied to the group.
 */
export function QuestionGroup({ id, legend, hint, error, required, onLeave, children }: QuestionGroupProps) {
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave?.();
  };
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={describedBy(id, hint, error)} onBlur={onLeave && leave} className={css.questionGroup}>
      <legend className={css.questionLegend}>
        {legend}
        <RequiredMark required={required} />
      </legend>
      {hint && (
        <p id={`${id}-hint`} className={css.questionHint}>
          {hint}
        </p>
      )}
      <div className={css.stack3}>{children}</div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
