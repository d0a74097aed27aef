import { Badge } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import type { ConsumerOrderStatus } from '#schemas/generated/consumer-order-status.ts';

/** Each status's colour; the word is always shown too (colour alone tells a screen reader nothing). */
const PALETTE: Record<ConsumerOrderStatus, string> = {
  received: 'gray', 'needs review': 'orange', approved: 'blue', shipped: 'purple', delivered: 'green', cancelled: 'red',
};

/** 'needs review' → 'Needs review' */
export const statusLabel = (status: ConsumerOrderStatus) => status.charAt(0).toUpperCase() + status.slice(1);

export function OrderStatusBadge({ status }: { status: ConsumerOrderStatus }) {
  return <Badge recipe={badgeRecipe} colorPalette={PALETTE[status]} variant="subtle" whiteSpace="nowrap">{statusLabel(status)}</Badge>;
}
