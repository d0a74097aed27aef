/** The `funnel_steps` table (migration 0017): each step a run reached, whether it was completed, and the time it took. */
export interface FunnelStepsTable {
  /** funnel_runs.journey */
  journey: string;
  step: number;
  /** the run's flow version and start day, copied from funnel_runs so a funnel is counted without a join */
  flow_id: string;
  flow_version: number;
  started_on: string;
  /** 1 once the step's answers were accepted and the run moved on (the last step counts as completed when reached) */
  completed: number;
  /** whole seconds from the step being shown to its answers being accepted (capped at a day); null until completed */
  seconds: number | null;
}
