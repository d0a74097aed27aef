import { randomUUID } from 'node:crypto';
import type { RunState } from '#schemas/generated/flow-api.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { Db } from '#server/db/database.ts';
import { splitAnswers } from './response-answers.ts';
import { insertResponse } from './responses.repository.ts';

/**
 * The `recordResponse` effect (decision 077), in the transaction of the run's step: the run's answers kept as a
 * response of the flow's version, the personal ones enciphered with the field cipher, the others plain. A run
 * records once: a retried step (the run awaiting the effect again) finds its response there and records nothing.
 */
export async function recordResponse(trx: Db, cipher: FieldCipher, flow: Flow, runId: string, run: RunState, now: Date): Promise<void> {
  const { plain, personal } = splitAnswers(flow, run.answers);
  await insertResponse(trx, {
    id: randomUUID(),
    flow_id: flow.id,
    flow_version: flow.version,
    run_id: runId,
    recorded_at: now.toISOString(),
    answers: JSON.stringify(plain),
    personal_enc: Object.keys(personal).length ? cipher.encrypt(JSON.stringify(personal)) : null,
    personal_erased_at: null,
  });
}
