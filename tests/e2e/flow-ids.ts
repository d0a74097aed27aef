import { readdirSync, readFileSync } from 'node:fs';

/** Every version of the consumer questionnaire in flows/consumer, as parsed JSON. */
export const flowFiles = (): unknown[] =>
  readdirSync('flows/consumer').filter((f) => /^v\d+\.json$/.test(f)).map((f) => JSON.parse(readFileSync(`flows/consumer/${f}`, 'utf8')) as unknown);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every id of every version of the consumer questionnaire that reads as code (it has a dash or an underscore). */
export function flowIds(): string[] {
  const ids = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'id' && typeof value === 'string' && /[-_]/.test(value)) ids.add(value);
        else walk(value);
      }
    }
  };
  flowFiles().forEach(walk);
  return [...ids];
}

/** The questionnaire's ids that read as code, as whole words (q-why, not q-why-not's part): a global pattern. */
export const flowIdPattern = (): RegExp => new RegExp(`(?<![\\w-])(?:${flowIds().map(escape).join('|')})(?![\\w-])`, 'g');
