/** The `flow_scenario_sets` table: each flow's scenarios (flows/<id>/scenarios.json), as JSON text. */
export interface FlowScenarioSetsTable {
  flow_id: string;
  definition: string;
  sha256: string;
  updated_by: string | null;
  updated_at: string;
}
