import { createContext } from 'react';

/** The finished run the END step offers to go on from (decision 081), and the questionnaire it goes on to. */
export interface Continuation {
  runId: string;
  flowId: string;
}

/**
 * Given by the questionnaire page on an END step whose view names a continuation; read by the END question. A module
 * of its own: the page gives it with every step, the END question and its offer load with the END step.
 */
export const ContinuationContext = createContext<Continuation | null>(null);
