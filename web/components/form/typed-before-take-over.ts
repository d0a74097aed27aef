import { useEffect, type RefObject } from 'react';
import { postedFields } from './posted-fields.ts';

/** Whether a field of `form` holds something other than what the server wrote into it (its default). */
const changedSinceDrawn = (form: HTMLFormElement): boolean =>
  Array.from(form.elements).some((field) =>
    field instanceof HTMLInputElement
      ? field.type === 'checkbox' || field.type === 'radio' ? field.checked !== field.defaultChecked : field.value !== field.defaultValue
      : field instanceof HTMLTextAreaElement
        ? field.value !== field.defaultValue
        : field instanceof HTMLSelectElement && Array.from(field.options).some((option) => option.selected !== option.defaultSelected));

/**
 * What was typed into a form the server rendered before the app took it over (decision 084) is in its fields and not
 * in the app's state; React keeps it in the field at the take-over but would write the state's value back over it at
 * the next render. Once, as the app takes the page over, `apply` gets the form's fields (as the browser would post
 * them) when any differs from what the server wrote.
 */
export function useTypedBeforeTakeOver(form: RefObject<HTMLFormElement | null>, apply: (fields: Record<string, string | string[]>) => void): void {
  useEffect(() => {
    if (form.current && changedSinceDrawn(form.current)) apply(postedFields(form.current));
    // Once, as the app takes the page over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
