/**
 * The `funnel_runs` table (migration 0017): one row per consumer run of the questionnaire, for the analytics only.
 * Nothing personal and nothing that leads back to the run: `journey` is a keyed hash of the run id, days are whole
 * days in the programme's time zone, and the row outlives the run (retention deletes runs, never these).
 */
export interface FunnelRunsTable {
  journey: string;
  flow_id: string;
  flow_version: number;
  /** the day the run started, YYYY-MM-DD in the programme's time zone: the period filter of the funnel */
  started_on: string;
  /** the step the run is on (or ended at): where a run without an outcome left */
  current_step: number;
  /** how the run ended; null while it is answering (or was left) */
  outcome: 'ordered' | 'ineligible' | 'refused' | null;
  /** the step the outcome came at */
  outcome_step: number | null;
  /** JSON list of the codes of an ineligible or refused run (a step id, rule ids or the server's refusal codes) */
  reason_codes: string | null;
}
