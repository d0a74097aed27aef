/** outcomeText({ subscribers: 2, orders: 31, emails: 2 }) === '2 subscribers · 31 orders · 2 emails' */
export function outcomeText(outcome: Record<string, number> | null): string {
  if (!outcome) return '';
  return Object.entries(outcome).map(([name, n]) => `${n.toLocaleString('en-US')} ${n === 1 ? singular(name) : name}`).join(' · ');
}

function singular(name: string): string {
  return name.endsWith('s') ? name.slice(0, -1) : name;
}
