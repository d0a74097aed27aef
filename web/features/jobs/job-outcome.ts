/**
 * outcomeText({ subscribers: 2, orders: 31, unfinishedRuns: 1 }) === '2 subscribers · 31 orders · 1 unfinished run':
 * a job's counts in words (a count's name is written in camelCase by the job that keeps it).
 */
export function outcomeText(outcome: Record<string, number> | null): string {
  if (!outcome) return '';
  return Object.entries(outcome).map(([name, n]) => `${n.toLocaleString('en-US')} ${words(n === 1 ? singular(name) : name)}`).join(' · ');
}

function singular(name: string): string {
  return name.endsWith('s') ? name.slice(0, -1) : name;
}

function words(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
}
