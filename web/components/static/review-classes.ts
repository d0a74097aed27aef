import { classes as review } from 'virtual:static-classes/review';
import { css as frame } from './classes.ts';
import type { staticStyleGroups } from './static-styles.tsx';

/**
 * The class names of the check-your-answers list's static styles (`reviewStyles` in `./questionnaire-styles.tsx`), with
 * the frame's: a module of its own, loaded with that step only.
 */
export const css = { ...frame, ...(review as Record<keyof (typeof staticStyleGroups)['review'], string>) };
