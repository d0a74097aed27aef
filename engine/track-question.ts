import { looksLikeMrn } from '#schemas/mrn.ts';
import type { TrackField } from '#schemas/server-page-state.ts';
import { checkZip } from './validators.ts';

/**
 * What cannot be right in a Track My Shipment question (docs/product.md#public-pages), in the order the page asks:
 * the browser's check before it asks the server, and the server's on a form posted without a script.
 */
export function trackQuestionProblems(mrn: string, zip: string): TrackField[] {
  const problems: TrackField[] = [];
  if (!looksLikeMrn(mrn)) problems.push('mrn');
  if (!checkZip(zip).ok) problems.push('zip');
  return problems;
}
