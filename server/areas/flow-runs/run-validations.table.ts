/** The consumer validations each questionnaire run asked for in the last hour (migration 0018). */
export interface RunValidationsTable {
  id: string;
  run_id: string;
  at: string;
}
