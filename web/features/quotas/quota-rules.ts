/** Update is enabled only when the quantity is at least 1 and differs from the saved one. */
export function canUpdateQuota(saved: number, typed: string): boolean {
  const value = Number(typed);
  return typed.trim() !== '' && Number.isInteger(value) && value >= 1 && value !== saved;
}

/** A new quota needs a state and a quantity of at least 1, else 'Please fill in all fields'. */
export function newQuotaProblem(state: string, typed: string): string | null {
  const value = Number(typed);
  if (!state || typed.trim() === '' || !Number.isInteger(value) || value < 1) return 'Please fill in all fields';
  return null;
}
