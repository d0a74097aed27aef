/**
 * What a text or number from a client may hold, one rule for every route (request schemas, filter objects
 * sent as JSON in a query parameter). A database cannot store some of these (PostgreSQL refuses NUL in text;
 * SQLite stores an infinite number as `Inf`, which then breaks every list that reads it), and none of them
 * is something a person types into a form.
 */

/** C0 controls, DEL and C1 controls (U+0080–U+009F), except tab and line breaks, which only multi-line fields allow (checked apart). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Tab, and a carriage return not followed by a line feed: allowed in multi-line text only as `\t`, `\n`, `\r\n`. */
const LINE_CONTROL = /[\t\n\r]/;
const LONE_CR = /\r(?!\n)/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one: not a character. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deeper than any request of the portal nests (a filter object is 5 levels): refused rather than walked. */
export const MAX_INPUT_DEPTH = 32;

/** What is wrong with a text from a client, or undefined. `multiline` allows tab, `\n` and `\r\n`. */
export function textProblem(text: string, multiline = false): string | undefined {
  if (CONTROL.test(text)) return 'must not contain control characters';
  if (multiline ? LONE_CR.test(text) : LINE_CONTROL.test(text)) {
    return multiline ? 'must not contain a carriage return outside a line break' : 'must not contain tabs or line breaks';
  }
  if (LONE_SURROGATE.test(text)) return 'must not contain invalid characters (lone surrogates)';
  return undefined;
}

/** What is wrong with a number from a client, or undefined: `1e400` parses to Infinity, which no column holds. */
export function numberProblem(value: number): string | undefined {
  return Number.isFinite(value) ? undefined : 'must be a finite number';
}

export interface InputProblem {
  /** JSON pointer of the value inside the input ('' for the input itself) */
  path: string;
  message: string;
}

/**
 * The first text (value or object key) or number anywhere inside `value` that breaks the rules above, or a
 * nesting deeper than MAX_INPUT_DEPTH. Iterative, so hostile nesting cannot overflow the stack.
 */
export function deepInputProblem(value: unknown): InputProblem | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const v = item.value;
    if (typeof v === 'string') {
      const message = textProblem(v);
      if (message) return { path: item.path, message };
    } else if (typeof v === 'number') {
      const message = numberProblem(v);
      if (message) return { path: item.path, message };
    } else if (v !== null && typeof v === 'object') {
      if (item.depth >= MAX_INPUT_DEPTH) return { path: item.path, message: `must not nest deeper than ${MAX_INPUT_DEPTH} levels` };
      const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v as Record<string, unknown>);
      for (const [key, child] of entries) {
        const path = `${item.path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        const keyMessage = Array.isArray(v) ? undefined : textProblem(key);
        if (keyMessage) return { path, message: `has a property name that ${keyMessage}` };
        stack.push({ value: child, path, depth: item.depth + 1 });
      }
    }
  }
  return undefined;
}
