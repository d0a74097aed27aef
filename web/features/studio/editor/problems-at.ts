import type { StudioProblem } from '#schemas/generated/flow-studio-api.ts';

/** The problems at a pointer or inside it ('/steps/1' holds '/steps/1/questions/0/text'). */
export function problemsUnder(problems: readonly StudioProblem[], pointer: string): StudioProblem[] {
  return problems.filter((p) => p.pointer === pointer || p.pointer.startsWith(`${pointer}/`));
}

/** What to say at a field: its problems' messages, or undefined. */
export function messageAt(problems: readonly StudioProblem[], pointer: string): string | undefined {
  const mine = problemsUnder(problems, pointer);
  return mine.length ? mine.map((p) => p.message).join('; ') : undefined;
}
