import type { ReactNode } from 'react';
import { css } from '../static/form-classes.ts';

/** The ids a control points at with aria-describedby: its hint and, when shown, its error. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The asterisk of a required field (required fields are marked with an asterisk). */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span className={css.requiredMark} aria-hidden="true">
      *
    </span>
  ) : null;
}

/** A field's label with the required asterisk. */
export function FieldLabel({ htmlFor, required, children }: { htmlFor?: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={css.fieldLabel}>
      {children}
      <RequiredMark required={required} />
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return children ? (
    <p id={`${id}-hint`} className={css.fieldHint}>
      {children}
    </p>
  ) : null;
}

/**
 * The error under a control. The live region is always in the page, so a message that appears on blur
 * is read out; the control refers to it with aria-describedby while it holds a message.
 */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <p id={`${id}-error`} aria-live="polite" className={css.fieldError}>
      {error}
    </p>
  );
}
