/**
 * The one mark of an element whose text is code, read as code by the people who open it (the studio's JSON editor,
 * an audit entry's details as JSON): the check of words people should not read skips what it holds
 * (tests/e2e/staff-words.ts, decision 070). Spread it on the element: `<Box {...codeView}>`.
 */
export const codeView = { 'data-code-view': '' } as const;

/**
 * The mark of samples of how each format reads, among which a person chooses (the date formats of the profile's
 * date and time display, one of them year-first as in 2024-12-31): they show a format, not a date of the portal's, so
 * the same check skips them. Spread it on the element holding the samples.
 */
export const formatSamples = { 'data-format-samples': '' } as const;

/** The selector of an element the check of words skips: a code view or format samples. */
export const CODE_VIEW_SELECTOR = '[data-code-view], [data-format-samples]';
