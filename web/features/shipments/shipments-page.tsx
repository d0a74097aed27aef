import { Alert, Badge, Box, Button, Checkbox, Heading, HStack, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { ShipmentImportResult, ShipmentImportRow } from '#schemas/generated/shipments.ts';
import { formatDay, useDatePreference } from '#web/components/date-format.ts';
import { toastSuccess } from '#web/components/load-error.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { saveFile } from '#web/lib/save-file.ts';
import { shipmentsApi } from './shipments-api.ts';
import { KitBatchForm } from './kit-batch-form.tsx';
import { kitExpiryWords } from '#engine/kit-expiry.ts';

const OUTCOME: Record<ShipmentImportRow['outcome'], { label: string; palette: string }> = {
  ship: { label: 'Will ship', palette: 'blue' },
  shipped: { label: 'Shipped', palette: 'green' },
  unchanged: { label: 'Already shipped', palette: 'gray' },
  error: { label: 'Problem', palette: 'red' },
};

const failure = (error: unknown, fallback: string) => (error instanceof ApiError || error instanceof Error ? error.message : fallback);

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id={id}>{title}</Heading>
      {children}
    </Stack>
  );
}

function ImportRows({ result }: { result: ShipmentImportResult }) {
  const preference = useDatePreference();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} role="region" aria-label="Rows of the tracking file" maxH="32rem">
      <Table.Root size="sm" stickyHeader>
        <Table.Caption srOnly>Each row of the tracking file and what {result.applied ? 'was done' : 'will be done'} with it</Table.Caption>
        <Table.Header>
          <Table.Row>
            {['Row', 'MRN', 'Carrier', 'Tracking number', 'Ship date', 'Lot', 'Expires', 'Outcome'].map((h) => <Table.ColumnHeader key={h} scope="col">{h}</Table.ColumnHeader>)}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {result.rows.map((r) => (
            <Table.Row key={r.row}>
              <Table.Cell>{r.row}</Table.Cell>
              <Table.Cell fontFamily="mono" whiteSpace="nowrap">{r.mrn}</Table.Cell>
              <Table.Cell>{r.carrier}</Table.Cell>
              <Table.Cell fontFamily="mono">{r.trackingNumber}</Table.Cell>
              {/* A date as the viewer reads dates; what the file held when it is not one. */}
              <Table.Cell whiteSpace="nowrap">{formatDay(r.shipDate, preference) || r.shipDate}</Table.Cell>
              {/* None given: the lot set below for the product applies when it ships. */}
              <Table.Cell>{r.lot ?? ''}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{r.expires && /^\d{4}-\d{2}-\d{2}$/.test(r.expires) ? kitExpiryWords(r.expires) : r.expires ?? ''}</Table.Cell>
              <Table.Cell minW="14rem">
                <Badge recipe={badgeRecipe} colorPalette={OUTCOME[r.outcome].palette} variant="subtle">{OUTCOME[r.outcome].label}</Badge>
                {r.problem && <Text textStyle="sm" mt="1">{r.problem}</Text>}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * Shipments (decision 025): the pick list of approved orders for the mailing service, and its tracking file back: a
 * preview of every row first, then the rows that can ship are shipped and their consumers emailed; the lot and expiry
 * of each product's next shipments (decision 078).
 */
export default function ShipmentsPage() {
  const client = useQueryClient();
  const [again, setAgain] = useState(false);
  const [file, setFile] = useState<{ name: string; content: string } | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const pick = useMutation({
    mutationFn: () => shipmentsApi.pickList({ again }),
    onSuccess: (downloaded) => saveFile(downloaded),
  });
  const preview = useMutation({ mutationFn: (content: string) => shipmentsApi.importFile({ content, apply: false }) });
  const apply = useMutation({
    mutationFn: (content: string) => shipmentsApi.importFile({ content, apply: true }),
    onSuccess: (result) => {
      toastSuccess(`${result.counts.shipped} ${result.counts.shipped === 1 ? 'order' : 'orders'} marked shipped; their consumers are emailed.`);
      void client.invalidateQueries({ queryKey: ['consumer-orders'] });
      void client.invalidateQueries({ queryKey: ['consumer-order'] });
    },
  });
  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const content = await chosen.text();
    setFile({ name: chosen.name, content });
    apply.reset();
    preview.mutate(content);
  };
  const result = apply.data ?? preview.data;
  const toShip = preview.data?.counts.ship ?? 0;

  return (
    <Stack gap="5" px={{ base: '4', md: '6' }} py="6">
      <PageTitle title="Shipments" />
      <Panel title="Pick list for the mailing service" id="pick-heading">
        <Text>Approved orders not yet on a pick list, oldest first, as a CSV file your mailing service imports (PirateShip, ShipStation and others read these columns). Its Lot Number and Expiry columns are empty, for the mailing service to fill from the boxes it packs. The file holds names and addresses: keep it only as long as the labels need it.</Text>
        <Checkbox.Root checked={again} onCheckedChange={(e) => setAgain(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Also orders already on an earlier pick list and not shipped yet</Checkbox.Label>
        </Checkbox.Root>
        <Box>
          <Button onClick={() => pick.mutate()} loading={pick.isPending} loadingText="Preparing…">Download pick list (CSV)</Button>
        </Box>
        {pick.isError && <Text color="fg.error" role="alert">{failure(pick.error, 'The pick list could not be made. Please try again.')}</Text>}
      </Panel>
      <Panel title="Import tracking numbers" id="import-heading">
        <Text>The mailing service's export: a CSV with the MRN (or Order ID), the carrier, the tracking number and the ship date, and the kits' lot number and expiry when it has them. Nothing changes until you confirm the preview; importing the same file twice ships nothing twice.</Text>
        <HStack gap="3" wrap="wrap">
          <chakra.input ref={fileInput} id={fileId} type="file" accept=".csv,text/csv" display="none" onChange={(e) => void chooseFile(e)} />
          <Button variant="outline" loading={preview.isPending} loadingText="Checking…" onClick={() => fileInput.current?.click()}>Choose a tracking file</Button>
          {file && <Text>{file.name}</Text>}
        </HStack>
        {preview.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content><Alert.Description>{failure(preview.error, 'The file could not be checked. Please try again.')}</Alert.Description></Alert.Content>
          </Alert.Root>
        )}
        {result && (
          <>
            <Text role="status" fontWeight="medium">
              {result.applied
                ? `Done: ${result.counts.shipped} shipped, ${result.counts.unchanged} already shipped, ${result.counts.error} with a problem (left as they were).`
                : `Preview: ${result.counts.ship} will ship, ${result.counts.unchanged} already shipped, ${result.counts.error} with a problem (will be left as they are).`}
            </Text>
            {!result.applied && file && (
              <Box>
                <Button onClick={() => apply.mutate(file.content)} loading={apply.isPending} loadingText="Shipping…" disabled={toShip === 0}>
                  {toShip === 0 ? 'Nothing to ship' : `Ship ${toShip} ${toShip === 1 ? 'order' : 'orders'} and email their consumers`}
                </Button>
              </Box>
            )}
            {apply.isError && <Text color="fg.error" role="alert">{failure(apply.error, 'The file could not be applied. Please try again.')}</Text>}
            <ImportRows result={result} />
          </>
        )}
      </Panel>
      <Panel title="Lot and expiry of the next shipments" id="kit-batch-heading">
        <Text>The lot number and expiry date printed on the boxes you are shipping now. Orders shipped from now on get them when the tracking file gives none; the people who asked are emailed before their kit expires.</Text>
        <KitBatchForm />
      </Panel>
    </Stack>
  );
}
