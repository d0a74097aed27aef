import { addressProblem } from '#schemas/questionnaire-address.ts';
import { createError } from '#server/errors/app-error.ts';
import type { Db } from '#server/db/database.ts';
import { openDefinitions } from './flow-versions.repository.ts';

/** The consumer questionnaire's address is the portal's own /form page (decision 077). */
export const CONSUMER_FLOW_ID = 'consumer';

const addressOf = (definition: string): string | undefined => {
  try {
    const address = (JSON.parse(definition) as { address?: unknown }).address;
    return typeof address === 'string' ? address : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The questionnaire other than `flowId` that holds `address` in a draft or a published version, if any: an address
 * belongs to one questionnaire (docs/decisions/077-questionnaires-of-their-own.md). Retired versions hold none.
 */
export async function addressHolder(db: Db, address: string, flowId: string): Promise<string | undefined> {
  const rows = await openDefinitions(db);
  return rows.find((row) => row.flow_id !== flowId && addressOf(row.definition) === address)?.flow_id;
}

/** Refuses, in the staff's words, an address that is malformed, one of the portal's own pages, or another questionnaire's. */
export async function requireFreeAddress(db: Db, address: string, flowId: string): Promise<void> {
  const problem = addressProblem(address);
  if (problem) throw createError('VALIDATION_FAILED', `The address /${address} ${problem}.`, 400, { problems: [{ pointer: '/address', message: `the address ${problem}` }] });
  const holder = await addressHolder(db, address, flowId);
  if (holder) throw createError('CONFLICT', `The address /${address} is taken by another questionnaire. Choose another address.`, 409, { problems: [{ pointer: '/address', message: 'the address is taken by another questionnaire' }] });
}
