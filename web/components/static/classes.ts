import { classes } from 'virtual:static-classes';
import type { StaticStyleName } from './static-styles.tsx';

/**
 * The class names of the static styles (`./static-styles.tsx`), extracted at build: `className={css.page}`. The
 * stylesheet that holds their rules is linked from index.html, so a component styled this way loads no Chakra.
 */
export const css = classes as Record<StaticStyleName, string>;
