/**
 * The attribute that marks a page still loading (components/page-loading.tsx). The frame's footer stays hidden while
 * one is in the main landmark (static-styles.tsx), so it does not jump out of view when the page arrives.
 */
export const PAGE_LOADING_MARK = 'data-page-loading';
