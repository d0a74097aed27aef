/**
 * The questionnaire's primary buttons. Chakra's solid button lightens its background to 90 % on hover, which
 * drops white text on blue below 4.5:1 (WCAG AA); darkening instead keeps it readable under the pointer.
 */
export const primaryButton = {
  colorPalette: 'blue',
  _hover: { bg: 'blue.700' },
} as const;
