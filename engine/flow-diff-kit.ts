/**
 * What the parts of the studio's diff share: making a change, comparing JSON, texts in every locale, and the
 * probing of one rule (the old and the new expression in one flow that knows both versions' names).
 */
import type { ChangeKind, FlowChange } from '#schemas/generated/flow-studio-api.ts';
import type { Flow, LocalText, Params } from '#schemas/generated/flow.ts';
import { exprWords } from './expression-words.ts';
import { flowGates, shortText, type Gate } from './flow-gates.ts';
import { probeRefusals } from './flow-probe.ts';
import { languageName } from './language-name.ts';

export interface DiffContext {
  from: Flow;
  to: Flow;
  /** `from` with the constants and computed values only `to` has, so a new rule can be evaluated beside the old one. */
  merged: Flow;
  fromGates: ReadonlyMap<string, Gate>;
  toGates: ReadonlyMap<string, Gate>;
}

export function diffContext(from: Flow, to: Flow): DiffContext {
  const merged = withNamesOf(structuredClone(from), to);
  return {
    from,
    to,
    merged,
    fromGates: new Map(flowGates(from).map((g) => [g.key, g])),
    toGates: new Map(flowGates(to).map((g) => [g.key, g])),
  };
}

/** Adds to `flow` the constants and computed values only `other` defines (never replacing one `flow` has). */
export function withNamesOf(flow: Flow, other: Flow): Flow {
  if (flow.constants || other.constants) flow.constants = { ...other.constants, ...flow.constants } as NonNullable<Flow['constants']>;
  const computed = { ...other.computed, ...flow.computed };
  if (Object.keys(computed).length) flow.computed = computed;
  return flow;
}

/** same(a, b): equal JSON, whatever the order of object keys. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const intoFrom = new WeakSet<FlowChange>();

/** A removal: its pointer is into the old version (every other change points into the new one). */
export function removal(pointer: string, kind: ChangeKind, summary: string, before: string | null, breakingReason: string | null = null): FlowChange {
  const made = change(pointer, kind, summary, before, null, breakingReason);
  intoFrom.add(made);
  return made;
}

function resolves(json: unknown, pointer: string): boolean {
  let node = json;
  for (const key of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return false;
    const name = key.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!Object.hasOwn(node, name)) return false;
    node = (node as Record<string, unknown>)[name];
  }
  return true;
}

/**
 * The change with a pointer that exists: a removal's points into `from` as made; any other change's into `to`, cut
 * back to the nearest part `to` still has (a text removed from a question points at the question).
 */
export function pointInto(c: FlowChange, to: Flow): FlowChange {
  if (intoFrom.has(c) || resolves(to, c.pointer)) return c;
  let pointer = c.pointer;
  while (pointer && !resolves(to, pointer)) pointer = pointer.slice(0, pointer.lastIndexOf('/'));
  return { ...c, pointer };
}

export function change(pointer: string, kind: ChangeKind, summary: string, before: string | null, after: string | null, breakingReason: string | null = null): FlowChange {
  return { pointer, kind, summary, before, after, breaking: breakingReason !== null, breakingReason };
}

/** 'Zip code' → "'Zip code'"; long texts cut. */
export function quoted(text: string | undefined, max = 80): string {
  return `'${shortText(text ?? '', max)}'`;
}

/** 'Spanish', 'Spanish and French', 'Spanish, French and German'. */
function languagesInWords(locales: readonly string[]): string {
  const names = locales.map(languageName);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** The texts of the changed locales in words: the one text alone, or a line per language ('Spanish: …'). */
function localesText(text: LocalText, locales: readonly string[]): string | null {
  if (locales.length === 1) return text[locales[0]!] ?? null;
  return locales.map((l) => `${languageName(l)}: ${text[l] ?? '(none)'}`).join('\n');
}

/**
 * textChange(pointer, "Step 5 'Required Information', question 'Zip code'", 'the text', old, now) → one 'text'
 * change when the text differs in any locale (null when not; `where` empty: `what` alone is the subject), with the translations before and after
 * (`translations`). English changed: English before and after, and every translation, one that stayed the same
 * written for the old English (decision 069). Only translations changed: those, named by their languages, with the
 * English text they translate (`source`).
 */
export function textChange(pointer: string, where: string, what: string, old: LocalText | undefined, now: LocalText | undefined): FlowChange | null {
  const locales = [...new Set([...Object.keys(old ?? {}), ...Object.keys(now ?? {})])].filter((l) => old?.[l] !== now?.[l]);
  if (!locales.length) return null;
  // Without a place, the text is the subject: "The questionnaire's title changed from …".
  const subject = where ? `${where}: ${what}` : what.charAt(0).toUpperCase() + what.slice(1);
  if (!old) return change(pointer, 'text', `${subject} was added: ${quoted(now?.en)}`, null, now?.en ?? null);
  if (!now) return change(pointer, 'text', `${subject} was removed`, old.en, null);
  const translation = (l: string) => ({ locale: l, before: old[l] ?? null, after: now[l] ?? null });
  if (locales.includes('en')) {
    const others = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((l) => l !== 'en');
    const also = locales.filter((l) => l !== 'en');
    const summary = `${subject} changed from ${quoted(old.en)} to ${quoted(now.en)}${also.length ? `, and in ${languagesInWords(also)}` : ''}`;
    return { ...change(pointer, 'text', summary, old.en, now.en ?? null), translations: others.map(translation) };
  }
  return {
    ...change(pointer, 'text', `${subject} changed in ${languagesInWords(locales)}`, localesText(old, locales), localesText(now, locales)),
    source: now.en ?? '',
    translations: locales.map(translation),
  };
}

/** Params (the values filled into a text) in words: "cap = kitCap; months = refillIntervalMonths". */
export function paramsWords(params: Params | undefined, flow: Flow): string | null {
  if (!params) return null;
  return Object.entries(params).map(([name, expr]) => `${name} = ${exprWords(expr, flow) ?? ''}`).join('; ');
}

/** Pushes the changes that are not null. */
export function add(into: FlowChange[], ...changes: (FlowChange | null)[]): void {
  for (const c of changes) if (c) into.push(c);
}

/** Why changing the gate `key` (a rule or an offer) refuses someone the old version accepted; null when it does not. */
export function gateBreaking(ctx: DiffContext, key: string): string | null {
  const old = ctx.fromGates.get(key);
  const now = ctx.toGates.get(key);
  return probeRefusals(ctx.merged, old ? [old] : [], ctx.merged, now ? [now] : []);
}
