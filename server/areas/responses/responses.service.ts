import type { Writable } from 'node:stream';
import type { Flow, Question } from '#schemas/generated/flow.ts';
import type { HeldAnswer } from '#schemas/generated/flow-api.ts';
import type { QuestionSummary, ResponseDetail, ResponseListItem, ResponsesSummary } from '#schemas/generated/flow-responses.ts';
import { questionChoices } from '#engine/choice-lists.ts';
import { localText } from '#engine/localise.ts';
import type { FlowRegistry } from '#server/areas/flows/index.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';
import type { Db } from '#server/db/database.ts';
import { catalogued } from '#server/errors/catalogue.ts';
import { csvText, type CsvCell } from '#server/lists/csv-file.ts';
import { writeXlsx, type XlsxCell, type XlsxColumn } from '#server/lists/xlsx-stream.ts';
import { answerWords, countsChoices, recordedQuestions, responseAnswer, type Answers } from './response-answers.ts';
import { findResponse, listResponses, streamResponses, type ResponseFilters, type ResponseRow } from './responses.repository.ts';

export interface ResponsesDeps {
  db: Db;
  cipher: FieldCipher;
  flows: FlowRegistry;
}

/** How many answers a list row shows. */
const LIST_ANSWERS = 3;

const plainOf = (row: ResponseRow) => JSON.parse(row.answers) as Record<string, HeldAnswer>;

/**
 * The version whose questions word the responses: the one asked for, else the live one (ids are stable across
 * versions, flows/README.md, so a response to an older version reads by them too). 404 for a questionnaire that
 * has none people could answer.
 */
export function wordingFlow(flows: FlowRegistry, flowId: string, version?: number): Flow {
  const flow = version === undefined ? flows.latest(flowId) : flows.get(flowId, version);
  if (!flow) {
    throw catalogued('NOT_FOUND', version === undefined ? `The questionnaire '${flowId}' has no live version.` : `The questionnaire '${flowId}' has no version ${version} people could answer.`);
  }
  return flow;
}

/** The flow a response was recorded on, else the wording one (a version since removed: a deployment mistake). */
const flowOfRow = (deps: ResponsesDeps, row: ResponseRow, fallback: Flow) => deps.flows.get(row.flow_id, row.flow_version) ?? fallback;

/** GET …/responses: a page of responses, newest first, each with its first answers that identify nobody. */
export async function responsesPage(deps: ResponsesDeps, filters: ResponseFilters, page: { limit: number; offset: number }) {
  const wording = wordingFlow(deps.flows, filters.flowId, filters.version);
  const found = await listResponses(deps.db, filters, page);
  const items: ResponseListItem[] = found.items.map((row) => {
    const flow = flowOfRow(deps, row, wording);
    const plain = plainOf(row);
    const answers = recordedQuestions(flow).filter((q) => !q.personal && plain[q.id] !== undefined).slice(0, LIST_ANSWERS)
      .map((q) => responseAnswer(flow, q, plain, null));
    return { id: row.id, version: row.flow_version, recordedAt: row.recorded_at, answers };
  });
  return { items, total: found.total, ...(found.totalCapped ? { totalCapped: true } : {}) };
}

/**
 * GET …/responses/{id}: every answer of one response, the personal ones deciphered (the route audits the read). Once
 * retention erased them, they read as not shown and `personalErased` says why.
 */
export async function responseDetail(deps: ResponsesDeps, flowId: string, id: string): Promise<ResponseDetail> {
  const row = await findResponse(deps.db, flowId, id);
  if (!row) throw catalogued('NOT_FOUND', 'This response was not found.');
  const flow = flowOfRow(deps, row, wordingFlow(deps.flows, flowId));
  const personal: Answers | null = row.personal_enc ? JSON.parse(deps.cipher.decrypt(row.personal_enc)) as Answers : null;
  return {
    id: row.id, flowId: row.flow_id, version: row.flow_version, recordedAt: row.recorded_at, personalErased: row.personal_erased_at !== null,
    answers: recordedQuestions(flow).map((q) => responseAnswer(flow, q, plainOf(row), personal)),
  };
}

/** Counting one question: per choice for a choice question, else only how many answered it (never a personal value). */
function summaryOf(flow: Flow, q: Question): { summary: QuestionSummary; count(plain: Answers): void } {
  const choices = countsChoices(q) ? questionChoices(flow, q).map((c) => ({ choiceId: c.id, choice: localText(c.text, 'en'), count: 0 })) : null;
  const summary: QuestionSummary = { questionId: q.id, question: localText(q.text, 'en'), kind: choices ? 'choice' : 'text', answered: 0, ...(choices ? { choices } : {}) };
  return {
    summary,
    count(plain) {
      const held = plain[q.id];
      if (!held || answerWords(flow, q, held).answer === null) return;
      summary.answered++;
      for (const id of held.choiceIds ?? []) {
        const choice = choices?.find((c) => c.choiceId === id);
        if (choice) choice.count++;
      }
    },
  };
}

/**
 * GET …/responses/summary: per question of the version (the live one when none is asked for), how many answered it
 * and, for a choice question, how many chose each choice. Personal questions are left out: their answers are
 * enciphered and read on a response's own page only.
 */
export async function responsesSummary(deps: ResponsesDeps, filters: ResponseFilters): Promise<ResponsesSummary> {
  const flow = wordingFlow(deps.flows, filters.flowId, filters.version);
  const questions = recordedQuestions(flow).filter((q) => !q.personal).map((q) => summaryOf(flow, q));
  let responses = 0;
  for await (const batch of streamResponses(deps.db, filters)) {
    for (const row of batch) {
      responses++;
      const plain = plainOf(row);
      for (const q of questions) q.count(plain);
    }
  }
  return { flowId: filters.flowId, version: filters.version ?? null, responses, questions: questions.map((q) => q.summary) };
}

/** The export's questions: the ones that identify nobody (personal answers are read on a response's own page only). */
const exportQuestions = (flow: Flow) => recordedQuestions(flow).filter((q) => !q.personal);

async function* exportRows(deps: ResponsesDeps, flow: Flow, filters: ResponseFilters): AsyncGenerator<{ recordedAt: Date; version: number; answers: (string | null)[] }[]> {
  const questions = exportQuestions(flow);
  for await (const batch of streamResponses(deps.db, filters)) {
    yield batch.map((row) => {
      const plain = plainOf(row);
      return { recordedAt: new Date(row.recorded_at), version: row.flow_version, answers: questions.map((q) => answerWords(flow, q, plain[q.id]).answer) };
    });
  }
}

/** GET …/responses/export?format=xlsx: one worksheet streamed into `output`, the recorded time as its reader reads times. */
export function exportResponsesXlsx(deps: ResponsesDeps, filters: ResponseFilters, output: Writable, dateTimeFormat: string): Promise<number> {
  const flow = wordingFlow(deps.flows, filters.flowId, filters.version);
  const columns: XlsxColumn[] = [
    { header: 'Recorded (UTC)', key: 'recordedAt', width: 20, numFmt: dateTimeFormat },
    { header: 'Version', key: 'version', width: 9 },
    ...exportQuestions(flow).map((q) => ({ header: localText(q.text, 'en'), key: q.id, width: 30 })),
  ];
  async function* cells(): AsyncGenerator<XlsxCell[][]> {
    for await (const batch of exportRows(deps, flow, filters)) yield batch.map((r) => [r.recordedAt, r.version, ...r.answers]);
  }
  return writeXlsx(output, 'Responses', columns, cells());
}

/** GET …/responses/export?format=csv: the same rows as CSV text, the recorded time as an ISO instant (UTC). */
export async function exportResponsesCsv(deps: ResponsesDeps, filters: ResponseFilters): Promise<{ text: string; rows: number }> {
  const flow = wordingFlow(deps.flows, filters.flowId, filters.version);
  const lines = [csvText([['Recorded (UTC)', 'Version', ...exportQuestions(flow).map((q) => localText(q.text, 'en'))]])];
  let rows = 0;
  for await (const batch of exportRows(deps, flow, filters)) {
    rows += batch.length;
    lines.push(csvText(batch.map((r): CsvCell[] => [r.recordedAt.toISOString(), r.version, ...r.answers])));
  }
  return { text: lines.join(''), rows };
}
