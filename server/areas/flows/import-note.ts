/**
 * The history note of a version the portal imported from flows/ at start (decision 020): where it came from in the
 * words the studio shows ("Version 3 · Imported with the portal"), not the file's path (decision 068).
 */
export const IMPORT_NOTE = 'Imported with the portal';

/** Earlier imports wrote the file's path ("Imported from flows/consumer/v3.json"): shown as IMPORT_NOTE. */
const PATH_NOTE = /^Imported from flows\/[^/]+\/v\d+\.json$/;

/** A version's notes as the studio API answers them: an import's note in words, any other note as written. */
export function notesInWords(notes: string | null): string | null {
  return notes !== null && PATH_NOTE.test(notes) ? IMPORT_NOTE : notes;
}
