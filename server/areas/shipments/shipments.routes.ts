import type { FastifyPluginAsync } from 'fastify';
import shipmentsSchema from '#schemas/shipments.schema.json' with { type: 'json' };
import type { KitBatchInput, PickListRequest, ShipmentImport } from '#schemas/generated/shipments.ts';
import { currentKitBatches, setKitBatch } from '#server/areas/consumer-orders/index.ts';
import { definitionRef, errors } from '#server/http/api-schema.ts';
import { rejectUnknownProperties } from '#server/http/reject-unknown-properties.ts';
import { auditTrail } from '#server/http/audit-trail.ts';
import { statesOf } from '#server/areas/us-states/index.ts';
import { pickList } from './pick-list.ts';
import { importShipments } from './shipment-import.ts';

/** Shipping consumers' kits through a mailing service (decision 025): the pick list out, the tracking file back. */
const shipmentRoutes: FastifyPluginAsync = async (app) => {
  app.addSchema(shipmentsSchema);

  app.post<{ Body: PickListRequest }>('/pick-list', {
    config: { access: 'admin', audit: { action: 'shipments.pick-list', entity: 'consumer_order' } },
    preValidation: rejectUnknownProperties(shipmentsSchema.definitions.PickListRequest),
    schema: {
      summary: 'The approved orders to ship, as CSV for a mailing service (names and addresses decrypted; audited), each marked as sent to fulfilment',
      body: definitionRef(shipmentsSchema, 'PickListRequest'),
      produces: ['text/csv'],
      response: { 200: { type: 'string', description: 'CSV: Order ID (the MRN), Name, Company, Address, Address Line 2, City, State, Zipcode, Country, Email, Phone, Order Items, NDC, Kits, Lot Number and Expiry (empty, for the mailing service to fill)' }, ...errors(400) },
    },
  }, async (request, reply) => {
    const now = app.now();
    const again = request.body?.again ?? false;
    const list = await pickList(app.db, app.fieldCipher, auditTrail(request), { again, now });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="pick-list-${now.toISOString().slice(0, 16).replace(':', '')}.csv"`)
      .header('cache-control', 'no-store')
      .send(list.csv);
  });

  app.post<{ Body: ShipmentImport }>('/import', {
    config: { access: 'admin', audit: { action: 'shipments.import', entity: 'consumer_order' } },
    bodyLimit: 6 * 1024 * 1024,
    preValidation: rejectUnknownProperties(shipmentsSchema.definitions.ShipmentImport),
    schema: {
      summary: "A mailing service's tracking file: a preview of each row (apply: false), then the rows that can ship shipped (apply: true; idempotent)",
      description: '422 SHIPMENT_FILE_REFUSED when the file cannot be read or lacks a column; row problems come back in the rows.',
      body: definitionRef(shipmentsSchema, 'ShipmentImport'),
      response: { 200: definitionRef(shipmentsSchema, 'ShipmentImportResult'), ...errors(400, 413, 422) },
    },
  }, async (request) => {
    const ctx = { cipher: app.fieldCipher, now: app.now(), states: await statesOf(app.db), publicOrigin: app.config.publicOrigin };
    return importShipments(app.db, ctx, auditTrail(request), request.body.content, request.body.apply);
  });

  app.get('/kit-batches', {
    config: { access: 'admin', audit: { none: 'no-personal-data' } },
    schema: { summary: "The lot and expiry set last for each product's next shipments (decision 078)", response: { 200: definitionRef(shipmentsSchema, 'KitBatchList'), ...errors() } },
  }, async () => ({ items: await currentKitBatches(app.db) }));

  app.post<{ Body: KitBatchInput }>('/kit-batches', {
    config: { access: 'admin', audit: { action: 'shipments.kit-batch', entity: 'kit_batch' } },
    preValidation: rejectUnknownProperties(shipmentsSchema.definitions.KitBatchInput),
    schema: {
      summary: "Sets the lot and expiry of a product's next shipments: applied to its orders shipped from now on when the tracking file gives none",
      body: definitionRef(shipmentsSchema, 'KitBatchInput'),
      response: { 200: definitionRef(shipmentsSchema, 'KitBatch'), ...errors(400) },
    },
  }, async (request) => setKitBatch(app.db, auditTrail(request), request.body, app.now()));
};

export default shipmentRoutes;
