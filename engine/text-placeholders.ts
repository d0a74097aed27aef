/** The {placeholders} a flow text fills at run time (engine/localise.ts fillTemplate), which every translation must keep. */

/** placeholdersOf('From {date}, {cap} kits') → ['{cap}', '{date}']: sorted, each as many times as it appears. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{([a-zA-Z][a-zA-Z0-9]*)\}/g)].map((m) => `{${m[1]}}`).sort();
}

const counted = (list: readonly string[], item: string) => list.filter((x) => x === item).length;

/** null when `translation` keeps exactly the placeholders of `source`, else what is wrong: 'lacks {cap}', 'has {kap} that the source does not'. */
export function placeholderProblem(source: string, translation: string): string | null {
  const want = placeholdersOf(source);
  const got = placeholdersOf(translation);
  if (want.join(' ') === got.join(' ')) return null;
  const missing = [...new Set(want)].filter((p) => counted(got, p) < counted(want, p));
  const extra = [...new Set(got)].filter((p) => counted(want, p) < counted(got, p));
  return [missing.length ? `lacks ${missing.join(', ')}` : '', extra.length ? `has ${extra.join(', ')} that the source does not` : ''].filter(Boolean).join(' and ');
}
