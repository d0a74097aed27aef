/**
 * What a form's fields hold, as the browser would post them without a script (a name sent twice gives a list). A page
 * the server rendered (decision 084) can be typed into before the app takes it over: what was typed then is in the
 * fields and not in the app's state, so a form sent by the app reads its fields, never its state alone.
 */
export function postedFields(form: HTMLFormElement): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string') continue;
    const earlier = fields[name];
    fields[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return fields;
}
