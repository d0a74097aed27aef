import { questionChoices } from '#engine/choice-lists.ts';
import type { HeldAnswer } from '#schemas/generated/flow-api.ts';
import type { Flow, Question } from '#schemas/generated/flow.ts';
import type { FlowRegistry } from '#server/areas/flows/index.ts';
import type { Db } from '#server/db/database.ts';
import { streamResponses } from './responses.repository.ts';

/** The versions of the questionnaires a reader words answers by: the flows' registry, or a part of it. */
export type FlowVersions = Pick<FlowRegistry, 'get'>;

export interface FieldCountQuery {
  flowId: string;
  /** the answers' field names (a question's `field`), the same in every version the responses were recorded on */
  fields: readonly string[];
  /** responses recorded from this instant on (ISO); all without it */
  recordedFrom?: string;
}

/** How many responses gave these answers: per field, the choice's value (its id when it has none) or the text, null unanswered. */
export interface FieldCount {
  values: Record<string, string | null>;
  responses: number;
}

/** The question of each field in one version (a personal question's answers are enciphered, so never counted). */
function questionsByField(flow: Flow, fields: readonly string[]): Map<string, Question> {
  const found = new Map<string, Question>();
  for (const step of flow.steps) {
    for (const q of step.questions) if (q.field && fields.includes(q.field) && !q.personal && !found.has(q.field)) found.set(q.field, q);
  }
  return found;
}

function valueOf(flow: Flow, q: Question | undefined, held: HeldAnswer | undefined): string | null {
  if (!q || !held) return null;
  if (held.choiceIds?.length) {
    const choice = questionChoices(flow, q).find((c) => c.id === held.choiceIds![0]);
    return choice ? String(choice.value ?? choice.id) : null;
  }
  return typeof held.value === 'string' && held.value.trim() !== '' ? held.value.trim() : null;
}

/**
 * A questionnaire's responses counted by the answers to some of its questions, named by their field (decision 081:
 * the overdose reversals by state, county and date). Reads the plain answers only, one batch at a time; each response
 * is read by the questions of the version it was recorded on. A response of a version the registry lacks is skipped.
 */
export async function responseCountsByField(db: Db, flows: FlowVersions, query: FieldCountQuery): Promise<FieldCount[]> {
  const versions = new Map<number, { flow: Flow; questions: Map<string, Question> } | null>();
  const counts = new Map<string, FieldCount>();
  const range = { toInclusive: false, ...(query.recordedFrom ? { from: query.recordedFrom } : {}) };
  for await (const batch of streamResponses(db, { flowId: query.flowId, range })) {
    for (const row of batch) {
      let version = versions.get(row.flow_version);
      if (version === undefined) {
        const flow = flows.get(row.flow_id, row.flow_version);
        version = flow ? { flow, questions: questionsByField(flow, query.fields) } : null;
        versions.set(row.flow_version, version);
      }
      if (!version) continue;
      const answers = JSON.parse(row.answers) as Record<string, HeldAnswer>;
      const values = Object.fromEntries(query.fields.map((field) => {
        const q = version.questions.get(field);
        return [field, valueOf(version.flow, q, q ? answers[q.id] : undefined)];
      }));
      const key = JSON.stringify(query.fields.map((f) => values[f]));
      const count = counts.get(key);
      if (count) count.responses++;
      else counts.set(key, { values, responses: 1 });
    }
  }
  return [...counts.values()];
}
