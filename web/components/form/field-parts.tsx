import { Text, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The ids a control points at with aria-describedby: its hint and, when shown, its error. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A field's label with the required asterisk (spec §5: required fields are marked with an asterisk). */
export function FieldLabel({ htmlFor, required, children }: { htmlFor?: string; required?: boolean; children: ReactNode }) {
  return (
    <chakra.label htmlFor={htmlFor} display="block" fontWeight="medium" mb="1">
      {children}
      {required && (
        <chakra.span color="fg.error" ms="1" aria-hidden="true">
          *
        </chakra.span>
      )}
    </chakra.label>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return children ? (
    <Text id={`${id}-hint`} color="fg.muted" fontSize="sm" mb="1">
      {children}
    </Text>
  ) : null;
}

/**
 * The error under a control. The live region is always in the page, so a message that appears on blur
 * is read out; the control refers to it with aria-describedby while it holds a message.
 */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <Text id={`${id}-error`} aria-live="polite" color="fg.error" fontSize="sm" mt="1">
      {error}
    </Text>
  );
}
