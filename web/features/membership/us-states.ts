import { US_STATES } from '#schemas/us-states.ts';
import type { Language } from '#web/i18n/languages.ts';

/** The states an applicant may pick (the 50 states and DC), as select options in `language`: the one list of schemas/us-states.ts. */
export function usStates(language: Language): readonly { value: string; label: string }[] {
  return US_STATES.map(({ code, name, nameEs }) => ({ value: code, label: language === 'es' ? nameEs : name }));
}
