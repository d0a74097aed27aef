import type { JsonPatchOperation } from '#schemas/generated/flow-studio-api.ts';

/*
 * The small RFC 6902 patches the form editor sends (PATCH /api/flows/{id}/versions/{n}): one field at a time,
 * nothing when the value did not change. Pointers escape '~' and '/' as RFC 6901 says.
 */

export const pointerOf = (...keys: (string | number)[]) => `/${keys.map((k) => String(k).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/** A text of one locale: replaced when the locale is there, added when it is not; [] when unchanged. */
export function textPatch(textPointer: string, current: Record<string, string> | undefined, locale: string, value: string): JsonPatchOperation[] {
  if (current === undefined) return value === '' ? [] : [{ op: 'add', path: textPointer, value: { [locale]: value } }];
  if (current[locale] === value) return [];
  return [{ op: locale in current ? 'replace' : 'add', path: `${textPointer}/${locale}`, value }];
}

/** A value replaced (or added when absent); [] when unchanged. */
export function valuePatch(pointer: string, current: unknown, value: unknown): JsonPatchOperation[] {
  if (Object.is(current, value)) return [];
  return [{ op: current === undefined ? 'add' : 'replace', path: pointer, value }];
}

interface ChoiceLike {
  id: string;
  position: number;
}

/**
 * Two neighbouring choices swap places: their `position`s are exchanged (the order people see), guarded by `test`
 * operations so a stale page cannot swap the wrong choices.
 */
export function swapChoicesPatch(choicesPointer: string, choices: readonly ChoiceLike[], a: number, b: number): JsonPatchOperation[] {
  const first = choices[a];
  const second = choices[b];
  if (!first || !second) return [];
  return [
    { op: 'test', path: `${choicesPointer}/${a}/id`, value: first.id },
    { op: 'test', path: `${choicesPointer}/${b}/id`, value: second.id },
    { op: 'replace', path: `${choicesPointer}/${a}/position`, value: second.position },
    { op: 'replace', path: `${choicesPointer}/${b}/position`, value: first.position },
  ];
}

/** A choice removed, guarded by its id. */
export function removeChoicePatch(choicesPointer: string, index: number, id: string): JsonPatchOperation[] {
  return [
    { op: 'test', path: `${choicesPointer}/${index}/id`, value: id },
    { op: 'remove', path: `${choicesPointer}/${index}` },
  ];
}

/** An id for a new choice of a question: '<question id without q->-new', then -2, -3… until no id of the flow has it. */
export function newChoiceId(questionId: string, takenIds: ReadonlySet<string>): string {
  const stem = `${questionId.replace(/^q-/, '')}-new`;
  if (!takenIds.has(stem)) return stem;
  for (let n = 2; ; n += 1) if (!takenIds.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/** A new choice at the end, with its text in every locale of the flow (staff then write them). */
export function addChoicePatch(
  choicesPointer: string, choices: readonly ChoiceLike[], id: string, locales: readonly string[], label: string, labelAsValue = false,
): JsonPatchOperation[] {
  const position = choices.reduce((max, c) => Math.max(max, c.position), -1) + 1;
  const text = Object.fromEntries(locales.map((l) => [l, label]));
  return [{ op: 'add', path: `${choicesPointer}/-`, value: { id, position, text, ...(labelAsValue ? { value: label } : {}) } }];
}

/** Every id used anywhere in a flow (steps, questions, choices), so a new one is never taken. */
export function idsOf(node: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => idsOf(n, into));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'id' && typeof value === 'string') into.add(value);
      else idsOf(value, into);
    }
  }
  return into;
}
