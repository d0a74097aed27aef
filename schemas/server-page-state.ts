import type { TrackReply } from './generated/track.ts';
import type { OrderPlacedPageState, QuestionnairePageState } from './questionnaire-page-state.ts';
import type { RegisterPageState } from './membership-form.ts';

/*
 * What the server worked out for one page it renders for a request (decision 084): the page's React components read it
 * for their first render, on the server and again in the browser, which finds it written into the page
 * (`<script id="page-state" type="application/json">`). One variant per server page, told apart by `page`; JSON only.
 */

/** The two things Track My Shipment asks. */
export type TrackField = 'mrn' | 'zip';

/** Track My Shipment (`/track`): what was asked, and what was found, or what was wrong with the question. */
export interface TrackPageState {
  page: 'track';
  /** the order number as typed (or as the link gave it) */
  mrn: string;
  /** the ZIP code as typed, given back to the person who sent it (the page is never cached) */
  zip?: string;
  /** the order found for that number and ZIP code */
  found?: TrackReply;
  /** nothing found for that pair (an unknown number and a wrong ZIP code read the same) */
  notFound?: boolean;
  /** what cannot be right as typed (engine/track-question.ts), in the order asked: nothing was looked up */
  invalid?: TrackField[];
}

/**
 * A page's form that could not be answered at all (too many requests from one network, a form larger than any page
 * sends, a failure of the server): shown at the page's address instead of the page, with the way back to it.
 */
export interface ProblemPageState {
  page: 'problem';
  /** the HTTP status it is answered with, which says what went wrong */
  status: number;
}

export type ServerPageState = TrackPageState | RegisterPageState | ProblemPageState | QuestionnairePageState | OrderPlacedPageState;

/** The name of each server page: the `page` of its state. */
export type ServerPageName = ServerPageState['page'];
