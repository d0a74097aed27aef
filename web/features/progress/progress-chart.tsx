import { Box } from '@chakra-ui/react';
import { useId } from 'react';
import type { ProgressRow } from '#schemas/generated/progress.ts';
import { ChartLegend, QUOTA_FILL, SHIPPED_FILL } from './chart-legend.tsx';

const BAR = 18;
const GAP = 14;
const LABEL = 130;
const WIDTH = 640;
const AXIS = 24;

/**
 * Shipped units against each state's quota for the month, as plain SVG: a light bar for the quota and a
 * solid bar for what shipped. It is an image to assistive technology (role img with a title and a
 * description that states the figures); the table under it holds the same data.
 */
export function ProgressChart({ rows, monthLabel }: { rows: ProgressRow[]; monthLabel: string }) {
  const id = useId();
  if (rows.length === 0) return null;
  const max = Math.max(1, ...rows.map((r) => Math.max(r.quotaLimit, r.shippedUnits)));
  const scale = (value: number) => ((WIDTH - LABEL - 130) * value) / max;
  const height = rows.length * (BAR + GAP) + AXIS;
  const summary = rows
    .map((r) => `${r.stateName}: ${r.shippedUnits.toLocaleString('en-US')} of ${r.quotaLimit.toLocaleString('en-US')} units shipped`)
    .join('; ');
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" p="3" mb="4">
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        style={{ maxWidth: WIDTH, minWidth: 360, display: 'block' }}
      >
        <title id={`${id}-title`}>{`Units shipped against the quota per state, ${monthLabel}`}</title>
        <desc id={`${id}-desc`}>{summary}.</desc>
        <g aria-hidden="true" fontSize="12" fill="currentColor">
          <ChartLegend x={LABEL} y={2} gap={70} />
          {rows.map((r, i) => {
            const y = AXIS + i * (BAR + GAP);
            return (
              <g key={r.state}>
                <text x={LABEL - 8} y={y + BAR - 5} textAnchor="end">{r.stateName}</text>
                <rect x={LABEL} y={y} width={Math.max(1, scale(r.quotaLimit))} height={BAR} fill={QUOTA_FILL} stroke={SHIPPED_FILL} />
                <rect x={LABEL} y={y + 4} width={scale(Math.min(r.shippedUnits, max))} height={BAR - 8} fill={SHIPPED_FILL} />
                <text x={LABEL + Math.max(scale(r.quotaLimit), scale(r.shippedUnits)) + 6} y={y + BAR - 5}>
                  {`${r.shippedUnits.toLocaleString('en-US')} / ${r.quotaLimit.toLocaleString('en-US')}`}
                </text>
              </g>
            );
          })}
        </g>
      </svg>
    </Box>
  );
}
