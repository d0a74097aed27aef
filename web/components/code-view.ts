/**
 * The one mark of an element whose text is code, read as code by the people who open it (the studio's JSON editor,
 * an audit entry's details as JSON): the check of words people should not read skips what it holds
 * (tests/e2e/staff-words.ts, decision 070). Spread it on the element: `<Box {...codeView}>`.
 */
export const codeView = { 'data-code-view': '' } as const;

/** The selector of a marked element. */
export const CODE_VIEW_SELECTOR = '[data-code-view]';
