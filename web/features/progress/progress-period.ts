export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** The years the Progress page offers (docs/product.md#quotas-and-progress): 2022 to next year. progressYears(2025) → [2022, 2023, 2024, 2025, 2026] */
export function progressYears(currentYear: number): number[] {
  return Array.from({ length: currentYear + 1 - 2022 + 1 }, (_, i) => 2022 + i);
}
