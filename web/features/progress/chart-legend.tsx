import { FIGURE_LABELS } from '#schemas/progress-figures.ts';

/** The colours of the quota and what shipped, in both Progress charts. */
export const QUOTA_FILL = 'var(--chakra-colors-blue-200)';
export const SHIPPED_FILL = 'var(--chakra-colors-blue-700)';

/** The charts' legend, inside their SVG (hidden from assistive technology with them: the description says it all). */
export function ChartLegend({ x, y, gap }: { x: number; y: number; gap: number }) {
  return (
    <>
      <rect x={x} y={y} width="12" height="10" fill={QUOTA_FILL} stroke={SHIPPED_FILL} />
      <text x={x + 16} y={y + 9}>{FIGURE_LABELS.quota}</text>
      <rect x={x + gap} y={y} width="12" height="10" fill={SHIPPED_FILL} />
      <text x={x + gap + 16} y={y + 9}>{FIGURE_LABELS.shipped}</text>
    </>
  );
}
