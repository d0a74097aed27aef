import type { ReactNode } from 'react';
import { Alert, Box, Heading, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ConsumerOrderDetail } from '#schemas/generated/consumer-order-detail.ts';
import { consumerOrderPath, paths } from '#web/lib/paths.ts';
import { Facts, Section } from '#web/components/detail-section.tsx';
import { kitExpiryWords } from '#engine/kit-expiry.ts';
import { formatDateTime, formatDay, useDatePreference, type DatePreference } from '#web/components/date-format.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { RecordLoadFailed, RecordLoading } from '#web/components/record-states.tsx';
import { languageName } from '#engine/language-name.ts';
import { consumerOrderApi, consumerOrderKey } from './consumer-order-api.ts';
import { OrderStatusBadge, statusLabel } from './order-status-badge.tsx';
import { StatusChangeForm } from './status-change-form.tsx';

const EMAIL_KIND: Record<string, string> = { 'order-confirmation': 'Order confirmation', 'order-shipped': 'Shipment', 'kit-expiry': 'Kit expiry reminder' };

function History({ order, preference }: { order: ConsumerOrderDetail; preference: DatePreference }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label="Status history">
      <Table.Root size="sm">
        <Table.Caption srOnly>Status history, oldest first</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">When</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Status</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">By</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Why, or the shipment</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.history.map((h, i) => (
            <Table.Row key={i}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(h.at, preference)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{h.from ? `${statusLabel(h.from)} → ` : ''}{statusLabel(h.to)}</Table.Cell>
              <Table.Cell>{h.by ?? 'The portal'}</Table.Cell>
              <Table.Cell>{[h.reason, h.carrier && `${h.carrier} ${h.trackingNumber ?? ''}`].filter(Boolean).join(' · ')}</Table.Cell>
            </Table.Row>
          ))}
          {order.history.length === 0 && (
            <Table.Row><Table.Cell colSpan={4} color="fg.muted">No changes recorded (the order is older than its history).</Table.Cell></Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The reason's words with each earlier order they name (by MRN) a link to that order's page. */
function ReasonWithLinks({ text, mrns }: { text: string; mrns: readonly string[] }) {
  const parts: ReactNode[] = [];
  let rest = text;
  for (;;) {
    const next = mrns.map((mrn) => ({ mrn, at: rest.indexOf(mrn) })).filter((m) => m.at >= 0).sort((a, b) => a.at - b.at)[0];
    if (!next) break;
    parts.push(rest.slice(0, next.at));
    parts.push(<Link key={parts.length} asChild color="fg.info" fontFamily="mono"><RouterLink to={consumerOrderPath(next.mrn)}>{next.mrn}</RouterLink></Link>);
    rest = rest.slice(next.at + next.mrn.length);
  }
  return <>{parts}{rest}</>;
}

/**
 * Why the order was flagged (decision 064): a warning while it needs review; once staff decided (approved, which
 * stays so as it ships, or cancelled), the same words as part of its history, in neutral colours.
 */
function ReviewFlag({ order }: { order: ConsumerOrderDetail }) {
  const open = order.status === 'needs review';
  return (
    <Alert.Root status={open ? 'warning' : 'neutral'} data-testid="review-flag">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{open ? 'Flagged for review' : `Was held for review, then ${order.status === 'cancelled' ? 'cancelled' : 'approved'}`}</Alert.Title>
        <Alert.Description><ReasonWithLinks text={order.reviewReason ?? ''} mrns={order.reviewOrders} /></Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * One consumer order for staff (decision 025): what was ordered, who it goes to (opening the page is recorded in the audit
 * log), its shipment, the moves it may make now, its history and the emails sent about it.
 */
export default function ConsumerOrderPage() {
  const { mrn = '' } = useParams();
  const preference = useDatePreference();
  const order = useQuery({ queryKey: consumerOrderKey(mrn), queryFn: ({ signal }) => consumerOrderApi.get(mrn, signal), retry: false });
  const back = (
    <Link asChild color="fg.info" alignSelf="start"><RouterLink to={paths.consumerOrders}>← Consumer Orders</RouterLink></Link>
  );

  if (order.isPending) return <RecordLoading back={back} what="the order" />;
  if (order.isError) {
    return (
      <RecordLoadFailed error={order.error} back={back} onRetry={() => void order.refetch()}
        heading={<><PageTitle title={`Order ${mrn}`} /><Heading as="h1" size="lg">Order {mrn.toUpperCase()}</Heading></>}
        notFound={`There is no order ${mrn.toUpperCase()}. Check the MRN the person quoted.`} />
    );
  }
  const o = order.data;
  const person = o.person;
  return (
    <Stack px={{ base: '4', md: '6' }} py="6" gap="4">
      <PageTitle title={`Order ${o.mrn}`} />
      {back}
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="lg">Order <Text as="span" fontFamily="mono">{o.mrn}</Text></Heading>
        <OrderStatusBadge status={o.status} />
      </HStack>
      {o.flaggedForReview && <ReviewFlag order={o} />}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Section title="Order" id="order-heading">
          <Facts items={[
            ['Product', o.productName ?? o.ndc], ['NDC', o.ndc], ['Kits', o.quantity], ['Units of quota', o.units], ['Reason', o.reason], ['Why', o.why],
            ['State', o.state], ['Ordered', formatDateTime(o.orderDate, preference)], ['Language', languageName(o.language)],
          ]} />
        </Section>
        <Section title="Ships to" id="ship-to-heading">
          {person ? (
            <Facts items={[
              ['Name', `${person.firstName} ${person.lastName}`],
              ['Address', <Box key="a">{person.shipTo.address}{person.shipTo.address2 && <><br />{person.shipTo.address2}</>}<br />{person.shipTo.city}, {person.shipTo.state} {person.shipTo.zip}</Box>],
              ['County', person.shipTo.county], ['Address type', person.shipTo.addressType], ['Email', person.email], ['Phone', person.phone],
            ]} />
          ) : <Text color="fg.muted">The person's details were erased after the retention period.</Text>}
          <Text mt="3" textStyle="xs" color="fg.muted">Opening this order is recorded in the audit log.</Text>
        </Section>
        <Section title="Shipment" id="shipment-heading">
          <Facts items={[
            ['Carrier', o.carrier], ['Tracking number', o.trackingUrl ? <Link key="t" href={o.trackingUrl} target="_blank" rel="noreferrer" color="fg.info">{o.trackingNumber} (opens the carrier's site)</Link> : o.trackingNumber],
            ['Sent to fulfilment', formatDateTime(o.sentToFulfilmentAt, preference)], ['Shipped on', formatDay(o.shippedOn, preference)], ['Delivered on', formatDay(o.deliveredOn, preference)],
            // The kits' lot and expiry (decision 078): the expiry as the box prints it, a month and year.
            ['Lot number', o.kitLot], ['Kit expires', o.kitExpiresOn ? kitExpiryWords(o.kitExpiresOn) : null],
            ['Expiry email', o.expiryReminder ? 'Wanted: emailed before the kit expires' : 'Not wanted (not asked for, or stopped)'],
          ]} />
        </Section>
        {o.nextStatuses.length > 0
          ? <StatusChangeForm key={o.status} order={o} />
          : <Section title="Change status" id="change-status-heading"><Text color="fg.muted">A {o.status} order is final: it cannot change any more.</Text></Section>}
      </SimpleGrid>
      <Section title="History" id="history-heading">
        <History order={o} preference={preference} />
      </Section>
      <Section title="Emails about this order" id="emails-heading">
        {o.emails.length === 0 ? <Text color="fg.muted">None.</Text> : (
          <Stack as="ul" gap="2" listStyleType="none" ms="0">
            {o.emails.map((e, i) => (
              <Box as="li" key={i}>
                <Text fontWeight="medium">{EMAIL_KIND[e.kind] ?? e.kind}: {e.subject || '(erased after the retention period)'}</Text>
                <Text textStyle="sm" color="fg.muted">
                  Written {formatDateTime(e.createdAt, preference)} · {e.status === 'sent' ? `sent ${formatDateTime(e.sentAt, preference)}` : e.status === 'pending' ? 'waiting to be sent' : 'could not be sent'}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
