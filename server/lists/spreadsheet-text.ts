/**
 * The first characters that make a spreadsheet read a cell as a formula: `=`, `+`, `-`, `@`, tab and carriage return
 * (OWASP's CSV injection guidance), and NUL (OWASP ASVS 1.2.10). Decision 044.
 */
const FORMULA_START = /^[=+\-@\t\r\0]/;

/**
 * A text cell as every CSV and XLSX of the portal writes it (csv-file.ts, xlsx-stream.ts): one that begins like a
 * formula gets a leading apostrophe, whatever follows, so a spreadsheet keeps it as text. Numbers are never texts
 * here: the writers take them as numbers from their typed source.
 * spreadsheetText('=1+1') === "'=1+1"; spreadsheetText('-5') === "'-5"; spreadsheetText('80202') === '80202'
 */
export function spreadsheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A text cell of a file the portal wrote and a person sends back (a translator's CSV): the apostrophe
 * spreadsheetText added taken off again, so a round trip changes nothing.
 * textFromSpreadsheet("'=1+1") === '=1+1'; textFromSpreadsheet("'tis") === "'tis"
 */
export function textFromSpreadsheet(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
