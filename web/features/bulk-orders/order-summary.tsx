import { DataList } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import type { BulkOrder } from '#schemas/generated/bulk-order.ts';

/** An order that can no longer be edited, shown as read-only facts above its status. */
export function OrderSummary({ order }: { order: BulkOrder }) {
  const items = [
    ['Customer', `${order.customerName ?? ''} (${order.customerId})`],
    ['Product', order.productName ?? order.productId],
    ['Email', order.userEmail],
    ['Quantity', String(order.quantity)],
    ['Status', order.orderStatus],
    ...(order.rejectReason ? [['Rejection Reason', order.rejectReason]] : []),
  ];
  return (
    <>
      <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal" size="sm">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <p>This order is {order.orderStatus}: only its status can change.</p>
    </>
  );
}
