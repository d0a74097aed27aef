/**
 * The `flow_responses` table (migration 0025): the answers of each finished run of a questionnaire that records a
 * response (the `recordResponse` effect, decision 077). One row per run. The answers of questions marked `personal`
 * are enciphered together in `personal_enc` and erased after the retention period; the others stay plain JSON, so
 * the summary counts them without deciphering anything.
 */
export interface FlowResponsesTable {
  id: string;
  flow_id: string;
  flow_version: number;
  /** the run that recorded it: unique, so a run records once however often its step is retried */
  run_id: string;
  recorded_at: string;
  /** JSON: the answers of the questions that identify nobody, by question id ({ choiceIds } or { value }) */
  answers: string;
  /** the field cipher's token of the JSON of the personal answers; null when there were none, or once erased */
  personal_enc: string | null;
  /** when retention erased the personal answers; null while they are held (or there were none) */
  personal_erased_at: string | null;
}
