import type { RunState } from '#schemas/generated/flow-api.ts';
import type { Flow, Step } from '#schemas/generated/flow.ts';
import { checkNoScriptPass, checkSolution, noScriptLimitReached, type CaptchaKeys, type CountedNetwork } from '#server/areas/captcha/index.ts';
import type { Db } from '#server/db/database.ts';

export const CAPTCHA_EXPIRED = 'Recaptcha expired. Please verify again.';
export const CAPTCHA_INVALID = 'Please verify that you are a person.';
export const CAPTCHA_REPLAYED = 'This verification was already used. Please verify again.';

/** The value a verified captcha answer is held as: the proof itself is spent, not kept. */
const VERIFIED = 'verified';

export type CaptchaErrorCode = 'captchaExpired' | 'captchaInvalid' | 'captchaReplayed';

export interface CaptchaCheckOfStep {
  /** The answer items to decide the step with (a verified proof replaced by a short marker). */
  items: unknown[];
  errors: { questionId: string; message: string; code: CaptchaErrorCode }[];
  /** Challenges to mark as spent in the transaction that accepts the step. */
  spends: { questionId: string; id: string; expiresAt: Date }[];
  /** A pass without a script to count against these networks in the transaction that accepts the step (decision 086). */
  noScriptPass?: { questionId: string; networks: readonly CountedNetwork[] };
}

interface Item {
  questionId?: unknown;
  value?: unknown;
  field?: unknown;
}

/**
 * Verifies the captcha answers of a step (questions of type RECAPTCHA; the answer's `value` is the ALTCHA widget's
 * payload) before the engine sees them. In the QA environment the captcha is accepted as verified without a proof
 * (docs/product.md#environments); never elsewhere. A missing answer is left to the engine, which reports it as required.
 */
export async function checkStepCaptcha(step: Step, items: readonly unknown[], keys: CaptchaKeys, autoVerify: boolean): Promise<CaptchaCheckOfStep> {
  const out: CaptchaCheckOfStep = { items: [...items], errors: [], spends: [] };
  for (const question of step.questions) {
    if (question.type !== 'RECAPTCHA') continue;
    const index = out.items.findIndex((item) => (item as Item | null)?.questionId === question.id);
    const item = index >= 0 ? (out.items[index] as Item) : undefined;
    if (autoVerify) {
      const verified = { ...(item ?? {}), questionId: question.id, value: VERIFIED };
      if (index >= 0) out.items[index] = verified;
      else out.items.push(verified);
      continue;
    }
    if (!item || item.value === undefined || item.value === null || item.value === '') continue;
    const check = await checkSolution(keys, item.value);
    out.items[index] = { ...item, value: check.ok ? VERIFIED : 'unverified' };
    if (check.ok) out.spends.push({ questionId: question.id, id: check.id, expiresAt: check.expiresAt });
    else if (check.reason === 'expired') out.errors.push({ questionId: question.id, message: CAPTCHA_EXPIRED, code: 'captchaExpired' });
    else out.errors.push({ questionId: question.id, message: CAPTCHA_INVALID, code: 'captchaInvalid' });
  }
  return out;
}

/**
 * The captcha of a step posted from a page without a script (decision 086), which cannot solve the proof of work:
 * whatever the form sent, the answer is verified when a pass still fits the limits of the client's networks (counted
 * when the step is accepted), or was given already in this run (kept on the way back to the check step); otherwise the step is
 * refused with when the limit lets it through, in the run's language.
 */
export async function checkNoScriptCaptcha(
  db: Db, step: Step, run: RunState, items: readonly unknown[], networks: readonly CountedNetwork[], now: Date, locale: string | undefined,
): Promise<CaptchaCheckOfStep> {
  const out: CaptchaCheckOfStep = { items: [...items], errors: [], spends: [] };
  for (const question of step.questions) {
    if (question.type !== 'RECAPTCHA') continue;
    const index = out.items.findIndex((item) => (item as Item | null)?.questionId === question.id);
    const item = index >= 0 ? (out.items[index] as Item) : {};
    // Passed in this run already: on the way back to the check step the engine keeps it as a draft (decision 062);
    // Back to the captcha's own step forgets it, and the app asks for a new proof there too.
    const passedBefore = run.answers[question.id]?.value === VERIFIED || run.drafts?.[question.id]?.value === VERIFIED;
    const verdict = passedBefore || out.noScriptPass ? { allowed: true as const } : await checkNoScriptPass(db, networks, now);
    if (!verdict.allowed) {
      // Answered, but not verified: the engine finds nothing missing, and the limit is what the person reads.
      const unverified = { ...item, questionId: question.id, value: 'unverified' };
      if (index >= 0) out.items[index] = unverified;
      else out.items.push(unverified);
      out.errors.push({ questionId: question.id, message: noScriptLimitReached(verdict.retryAfterSeconds, locale), code: 'captchaInvalid' });
      continue;
    }
    const verified = { ...item, questionId: question.id, value: VERIFIED };
    if (index >= 0) out.items[index] = verified;
    else out.items.push(verified);
    if (!passedBefore && !out.noScriptPass) out.noScriptPass = { questionId: question.id, networks };
  }
  return out;
}

/** Whether the run has passed every captcha of its flow (a verified answer is held for each RECAPTCHA question). */
export function passedCaptcha(flow: Flow, run: RunState): boolean {
  const captchas = flow.steps.flatMap((s) => s.questions).filter((q) => q.type === 'RECAPTCHA');
  return captchas.length > 0 && captchas.every((q) => run.answers[q.id]?.value === VERIFIED);
}
