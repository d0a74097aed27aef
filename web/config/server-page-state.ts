import type { ServerPageName, ServerPageState } from '#schemas/server-page-state.ts';

/*
 * The state a page was rendered with on the server (decision 084). On the server, web/server-entry.tsx hands it over
 * for the one render under way; in the browser it is read from the page the server sent
 * (`<script id="page-state" type="application/json">`), which holds only until the app's first navigation (the page
 * it describes is then gone): `forgetServerPageState` removes it.
 */

export const PAGE_STATE_ELEMENT_ID = 'page-state';

let rendering: ServerPageState | undefined;

function readPage(): ServerPageState | undefined {
  try {
    const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
    return text ? (JSON.parse(text) as ServerPageState) : undefined;
  } catch {
    return undefined;
  }
}

/** The server's state of `page` for this render: undefined when the page was not rendered with one. */
export function serverPageState<P extends ServerPageName>(page: P): Extract<ServerPageState, { page: P }> | undefined {
  const state = rendering ?? (import.meta.env.SSR ? undefined : readPage());
  return state?.page === page ? (state as Extract<ServerPageState, { page: P }>) : undefined;
}

/** The server's render of one page (web/server-entry.tsx): its state, until the render is over (`undefined`). */
export function renderWithState(state: ServerPageState | undefined): void {
  rendering = state;
}

/** The app moved to another page: what the server worked out no longer describes it. */
export function forgetServerPageState(): void {
  document.getElementById(PAGE_STATE_ELEMENT_ID)?.remove();
}
