/**
 * A CSV cell a spreadsheet would run as a formula (a name typed as `=HYPERLINK(…)`) kept as text with a leading
 * apostrophe; numbers (a negative one too) stay as they are.
 * spreadsheetText('=1+1') === "'=1+1"; spreadsheetText('-5') === '-5'
 */
export function spreadsheetText(value: string): string {
  return /^[=+@\t\r-]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
}
