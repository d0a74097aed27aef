/** A problem found in a flow: where (a JSON pointer into the flow file) and what is wrong. */
export interface Problem {
  pointer: string;
  message: string;
}
