import { classes as forms } from 'virtual:static-classes/forms';
import { css as frame } from './classes.ts';
import type { staticStyleGroups } from './static-styles.tsx';

/**
 * The class names of the form fields', the questionnaire's and the long form pages' static styles (`./form-styles.tsx`,
 * `./questionnaire-styles.tsx`, `./form-page-styles.tsx`), with the frame's: a module of its own, so `/` does not carry them.
 */
export const css = { ...frame, ...(forms as Record<keyof (typeof staticStyleGroups)['forms'], string>) };
