import { Box, Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { Progress } from '#schemas/generated/progress.ts';
import { SelectField } from '#web/components/form/select-field.tsx';
import { apiClient } from '#web/lib/api-client.ts';
import { monthsEndingAt } from '#engine/dates.ts';
import { ChartLegend, QUOTA_FILL, SHIPPED_FILL } from './chart-legend.tsx';
import { trendMonths, type TrendMonth } from './trend-months.ts';

const MONTHS = 12;
const WIDTH = 480;
const HEIGHT = 220;
const LEFT = 8;
const BOTTOM = 40;
const TOP = 26;

function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

function TrendChart({ months, stateName }: { months: TrendMonth[]; stateName: string }) {
  const id = useId();
  const max = Math.max(1, ...months.map((m) => Math.max(m.shipped, m.quota ?? 0)));
  const slot = (WIDTH - LEFT) / months.length;
  const bar = slot * 0.6;
  const y = (value: number) => TOP + (HEIGHT - TOP - BOTTOM) * (1 - value / max);
  const summary = months
    .map((m) => `${m.label}: ${m.shipped.toLocaleString('en-US')} units shipped${m.quota === null ? ', no quota' : ` of ${m.quota.toLocaleString('en-US')}`}`)
    .join('; ');
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" p="3">
      <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" style={{ maxWidth: 560, display: 'block' }}>
        <title id={`${id}-title`}>{`${stateName}: units shipped against the quota, month by month, for 12 months`}</title>
        <desc id={`${id}-desc`}>{summary}.</desc>
        <g aria-hidden="true" fontSize="14" fill="currentColor">
          <ChartLegend x={LEFT} y={4} gap={76} />
          {months.map((m, i) => {
            const x = LEFT + i * slot + (slot - bar) / 2;
            return (
              <g key={m.period}>
                {m.quota !== null && <rect x={x} y={y(m.quota)} width={bar} height={HEIGHT - BOTTOM - y(m.quota)} fill={QUOTA_FILL} stroke={SHIPPED_FILL} />}
                <rect x={x + bar * 0.2} y={y(m.shipped)} width={bar * 0.6} height={HEIGHT - BOTTOM - y(m.shipped)} fill={SHIPPED_FILL} />
                <text x={x + bar / 2} y={HEIGHT - BOTTOM + 14} textAnchor="middle">{m.label.slice(0, 3)}</text>
                {(i === 0 || m.period.endsWith('-01')) && <text x={x + bar / 2} y={HEIGHT - BOTTOM + 32} textAnchor="middle">{m.label.slice(4)}</text>}
              </g>
            );
          })}
          <line x1={LEFT} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke="currentColor" />
        </g>
      </svg>
    </Box>
  );
}

/** Progress's 12-month trend: one state's shipped units against its quota, month by month, up to this month. */
export function ProgressTrend() {
  const end = useMemo(thisMonth, []);
  const periods = useMemo(() => monthsEndingAt(end, MONTHS), [end]);
  const trend = useQuery({
    queryKey: ['progress', 'trend', end],
    queryFn: ({ signal }) => apiClient.get<Progress>('/orders/progress/trend', { query: { to: end, months: MONTHS }, signal }),
  });
  const states = useMemo(() => {
    const names = new Map((trend.data?.rows ?? []).map((r) => [r.state, r.stateName]));
    return [...names].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [trend.data]);
  const [chosen, setChosen] = useState('');
  const state = chosen || states[0]?.value || '';
  if (!trend.data || states.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="trend-heading" gap="3">
      <Heading as="h2" size="md" id="trend-heading">12-month trend</Heading>
      <Box maxW="20rem">
        <SelectField id="trend-state" label="State" value={state} placeholder="Choose a state" options={states} onChange={(v) => v && setChosen(v)} />
      </Box>
      <TrendChart months={trendMonths(trend.data.rows, state, periods)} stateName={states.find((s) => s.value === state)?.label ?? state} />
    </Stack>
  );
}
