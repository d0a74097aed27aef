/** The `funnel_steps` table (migration 0017): each step a run reached, whether it was completed, and the time it took. */
export interface FunnelStepsTable {
  /** funnel_runs.journey */
  journey: string;
  step: number;
  /** 1 once the step's answers were accepted and the run moved on (the last step counts as completed when reached) */
  completed: number;
  /** whole seconds from the step being shown to its answers being accepted (capped at a day); null until completed */
  seconds: number | null;
}
