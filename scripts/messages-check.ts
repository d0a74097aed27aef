/**
 * Checks the app's message catalogues (web/i18n/messages/<language>.json, ICU MessageFormat): every language has
 * exactly English's keys, every message parses, a translation uses the same placeholders and tags as English (a
 * translator cannot drop {date} or rename <link>), and every key is used somewhere in web/.
 * `npx tsx scripts/messages-check.ts` prints the problems; tests/scripts/messages-check.test.ts runs it in npm test.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type Catalogues = Record<string, Record<string, string>>;

/** The names a message takes from outside: its arguments ({count}) and its tags (<link>), sorted. */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.literal || e.type === TYPE.pound) continue;
      names.add(e.type === TYPE.tag ? `<${e.value}>` : `{${e.value}}`);
      if (e.type === TYPE.tag) walk(e.children);
      if (e.type === TYPE.select || e.type === TYPE.plural) for (const option of Object.values(e.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** The problems of a set of catalogues, English first; `sources` are the texts of the code that uses the keys. */
export function catalogueProblems(catalogues: Catalogues, sources: readonly string[]): string[] {
  const problems: string[] = [];
  const english = catalogues.en ?? {};
  for (const [language, messages] of Object.entries(catalogues)) {
    for (const key of Object.keys(english)) if (!(key in messages)) problems.push(`${language}: '${key}' is missing`);
    for (const [key, message] of Object.entries(messages)) {
      if (!(key in english)) {
        problems.push(`${language}: '${key}' is not an English key`);
        continue;
      }
      let names: string[];
      try {
        names = placeholdersOf(message);
      } catch (error) {
        problems.push(`${language}: '${key}' is not valid ICU MessageFormat (${(error as Error).message})`);
        continue;
      }
      if (message.trim() === '') problems.push(`${language}: '${key}' is empty`);
      if (language === 'en') continue;
      const wanted = placeholdersOf(english[key]!);
      if (names.join(' ') !== wanted.join(' ')) problems.push(`${language}: '${key}' has ${names.join(', ') || 'no placeholders'}, English has ${wanted.join(', ') || 'none'}`);
    }
  }
  const code = sources.join('\n');
  for (const key of Object.keys(english)) {
    if (!code.includes(`'${key}'`) && !code.includes(`"${key}"`)) problems.push(`en: '${key}' is used nowhere in web/`);
  }
  return problems;
}

const MESSAGES = 'web/i18n/messages';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === MESSAGES ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The catalogues of one folder (<language>.json), English first. */
function cataloguesIn(dir: string): Catalogues {
  const catalogues: Catalogues = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort((a, b) => (a === 'en.json' ? -1 : b === 'en.json' ? 1 : a.localeCompare(b)))) {
    catalogues[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
  }
  return catalogues;
}

/**
 * The project's own catalogues and the web app's code; `parts` are the catalogues of a folder inside messages/ (for
 * example captcha/: the captcha widget's words, fetched with the widget only), each checked as a set of its own.
 */
export function projectCatalogues(root = '.'): { catalogues: Catalogues; parts: Record<string, Catalogues>; sources: string[] } {
  const dir = join(root, MESSAGES);
  const parts: Record<string, Catalogues> = {};
  for (const name of readdirSync(dir).sort()) if (statSync(join(dir, name)).isDirectory()) parts[name] = cataloguesIn(join(dir, name));
  const sources = sourceFiles(join(root, 'web')).map((path) => readFileSync(path, 'utf8'));
  return { catalogues: cataloguesIn(dir), parts, sources };
}

if (process.argv[1] && relative(process.cwd(), process.argv[1]) === join('scripts', 'messages-check.ts')) {
  const { catalogues, parts, sources } = projectCatalogues();
  const problems = [
    ...catalogueProblems(catalogues, sources),
    ...Object.entries(parts).flatMap(([part, set]) => catalogueProblems(set, sources).map((p) => `${part}/${p}`)),
  ];
  for (const p of problems) console.error(p);
  const counts = Object.entries(catalogues).map(([l, m]) => `${l} ${Object.keys(m).length}`).join(', ');
  console.log(problems.length ? `${problems.length} problems in the catalogues (${counts}).` : `The catalogues agree (${counts} messages).`);
  process.exit(problems.length ? 1 : 0);
}
