import { classes } from 'virtual:static-classes/frame';
import type { frameStyles } from './static-styles.tsx';

/**
 * The class names of the public frame's static styles (`./static-styles.tsx`), extracted at build:
 * `className={css.page}`. The stylesheet that holds their rules is linked from index.html, so a component styled
 * this way loads no Chakra. Forms and the questionnaire take theirs from `./form-classes.ts`.
 */
export const css = classes as Record<keyof typeof frameStyles, string>;
