/** Today in the person's own calendar as YYYY-MM-DD: the browser's bound for dates of birth (the server re-checks). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
