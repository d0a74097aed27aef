/*
 * A page with and without JavaScript (decision 082): web/public/theme-boot.js marks <html> with `scripted` before the
 * first paint, so a style may differ between the two without a shift when the app takes the page over.
 */
/** The condition of a page that runs no script. */
export const WITHOUT_SCRIPT = 'html:not(.scripted) &';
/** The condition of a page whose script runs. */
export const WITH_SCRIPT = 'html.scripted &';
