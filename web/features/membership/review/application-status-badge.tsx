import { Badge } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import type { ApplicationStatus } from '#schemas/generated/membership-review.ts';

const LOOK: Record<ApplicationStatus, { label: string; palette: string }> = {
  pending: { label: 'Pending', palette: 'orange' },
  approved: { label: 'Approved', palette: 'green' },
  rejected: { label: 'Rejected', palette: 'red' },
};

/** An application's status: the word always, the colour as a help. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge recipe={badgeRecipe} colorPalette={LOOK[status].palette} variant="subtle" whiteSpace="nowrap">{LOOK[status].label}</Badge>;
}

export const statusOptions = (Object.keys(LOOK) as ApplicationStatus[]).map((s) => ({ value: s, label: LOOK[s].label }));
