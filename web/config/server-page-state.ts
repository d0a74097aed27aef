import type { OrderPlacedPageState, QuestionnairePageState } from '#schemas/questionnaire-page-state.ts';

// Stand-in until the lead's mechanism (decision 084) lands: replaced by its own file at the merge.
type ServerPageState = QuestionnairePageState | OrderPlacedPageState;
const KEY = Symbol.for('portal.serverPageState');
let fromPage: ServerPageState | null | undefined;

export function serverPageState<P extends ServerPageState['page']>(page: P): Extract<ServerPageState, { page: P }> | null {
  let state = (globalThis as Record<symbol, unknown>)[KEY] as ServerPageState | undefined;
  if (!state && typeof document !== 'undefined') {
    if (fromPage === undefined) {
      const text = document.getElementById('page-state')?.textContent;
      fromPage = text ? (JSON.parse(text) as ServerPageState) : null;
    }
    state = fromPage ?? undefined;
  }
  return state?.page === page ? (state as Extract<ServerPageState, { page: P }>) : null;
}
