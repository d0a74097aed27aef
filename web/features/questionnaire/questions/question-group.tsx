import { Stack, Text, chakra } from '@chakra-ui/react';
import type { FocusEvent, ReactNode } from 'react';
import { FieldError, describedBy } from '#web/components/form/field-parts.tsx';

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
    <chakra.fieldset id={id} tabIndex={-1} aria-describedby={describedBy(id, hint, error)} onBlur={onLeave && leave} minW="0">
      <chakra.legend fontWeight="semibold" fontSize="lg" mb="2">
        {legend}
        {required && (
          <chakra.span color="fg.error" ms="1" aria-hidden="true">
            *
          </chakra.span>
        )}
      </chakra.legend>
      {hint && (
        <Text id={`${id}-hint`} color="fg.muted" mb="3">
          {hint}
        </Text>
      )}
      <Stack gap="3">{children}</Stack>
      <FieldError id={id} error={error} />
    </chakra.fieldset>
  );
}
