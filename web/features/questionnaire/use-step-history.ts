import { useEffect, useRef } from 'react';

/** What this page keeps in a history entry: the step it stands for, and whether the page pushed it. */
interface StepEntry {
  questionnaireStep: number;
  pushed: boolean;
}

const entryOf = (state: unknown): StepEntry | null =>
  typeof state === 'object' && state !== null && typeof (state as StepEntry).questionnaireStep === 'number' ? (state as StepEntry) : null;

const stepUrl = (step: number) => {
  const url = new URL(window.location.href);
  url.searchParams.set('step', String(step));
  return `${url.pathname}${url.search}${url.hash}`;
};

export interface StepHistory {
  /** the Back link: the browser's Back when the previous entry is this run's previous step, else the server directly */
  back: (step: number) => void;
}

/**
 * One browser history entry per step (`?step=N`), so the browser's Back and Forward move between steps. The server
 * stays the authority: Back asks it to move the run back (`onBack`), Forward submits the step shown as Next would
 * (`onForward`, false when it is not complete), and the address is then set to the step the server shows.
 */
export function useStepHistory(step: number | null, onBack: (step: number) => void, onForward: () => boolean): StepHistory {
  const handlers = useRef({ onBack, onForward, step });
  handlers.current = { onBack, onForward, step };

  useEffect(() => {
    if (step === null) return;
    const entry = entryOf(window.history.state);
    if (entry?.questionnaireStep === step) return;
    const state = { ...(window.history.state as object | null), questionnaireStep: step };
    if (entry && step > entry.questionnaireStep) window.history.pushState({ ...state, pushed: true }, '', stepUrl(step));
    else window.history.replaceState({ ...state, pushed: entry?.pushed ?? false }, '', stepUrl(step));
  }, [step]);

  useEffect(() => {
    const pop = (event: PopStateEvent) => {
      const entry = entryOf(event.state);
      const current = handlers.current.step;
      if (!entry || current === null || entry.questionnaireStep === current) return;
      if (entry.questionnaireStep < current) handlers.current.onBack(entry.questionnaireStep);
      else if (!handlers.current.onForward()) {
        // Not complete: stay on this step (the summary says what is missing) and keep the address honest.
        window.history.replaceState({ ...(event.state as object), questionnaireStep: current }, '', stepUrl(current));
      }
    };
    window.addEventListener('popstate', pop);
    return () => window.removeEventListener('popstate', pop);
  }, []);

  return {
    back: (target) => {
      const entry = entryOf(window.history.state);
      if (entry?.pushed && entry.questionnaireStep === handlers.current.step) window.history.back();
      else handlers.current.onBack(target);
    },
  };
}
