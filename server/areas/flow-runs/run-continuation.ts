import { continuationAnswers } from '#engine/continuation.ts';
import type { HeldAnswer } from '#schemas/generated/flow-api.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { Db } from '#server/db/database.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { FlowRegistry } from '#server/areas/flows/index.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { loadRun } from './flow-runs.repository.ts';

/** A continuation asked for that the server will not give: said plainly, with the way on that always works. */
const NOT_THIS_RUN = 'This report cannot be continued into an order. You can still order a kit from the home page.';

/**
 * The answers a run started with `continues` begins with (decision 081): decided here from the finished run the
 * server holds, by its questionnaire's declared continuation (engine/continuation.ts), never from what the browser
 * sends. Refused for a run that does not exist or is a staff preview (404), one not finished yet, of a questionnaire
 * that does not go on to `target`, or whose person did not ask for it (409).
 */
export async function continuationDrafts(deps: { db: Db; cipher: FieldCipher; flows: FlowRegistry }, runId: string, target: Flow): Promise<Record<string, HeldAnswer>> {
  const stored = await loadRun(deps.db, deps.cipher, runId);
  if (!stored || stored.preview) throw catalogued('NOT_FOUND', NOT_THIS_RUN);
  const source = deps.flows.get(stored.flowId, stored.flowVersion);
  if (!source) throw catalogued('NOT_FOUND', NOT_THIS_RUN);
  if (stored.run.status !== 'completed') throw catalogued('CONFLICT', 'This report is not finished yet: send it first, then order your kit.');
  const answers = continuationAnswers(source, stored.run, target);
  if (!answers) throw catalogued('CONFLICT', NOT_THIS_RUN);
  return answers;
}
