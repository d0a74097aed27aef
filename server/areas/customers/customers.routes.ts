import type { FastifyPluginAsync } from 'fastify';
import customerSchema from '#schemas/customer.schema.json' with { type: 'json' };
import customerFieldsSchema from '#schemas/customer-fields.schema.json' with { type: 'json' };
import type { CustomerFields } from '#schemas/generated/customer-fields.ts';
import { errors, idParams, inline, pageOf, pageQuery, rejectUnknownQuery } from '#server/http/api-schema.ts';
import {
  CUSTOMER_SORT_COLUMN, DEFAULT_CUSTOMER_SORT, listCustomers, type CustomerFilters, type CustomerSortField,
} from './customers.repository.ts';
import { orderParam, parseListOrder } from '#server/lists/list-order.ts';
import { addCustomer, editCustomer } from './customers.service.ts';
import { customerScope } from '#server/auth/auth-user.ts';
import { auditTrail } from '#server/http/audit-trail.ts';

const customer = inline(customerSchema);
const text = { type: 'string', maxLength: 200 } as const;
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    customerId: text, customerName: text, city: text, state: text, zip: text, accountType: text, ...pageQuery,
    order: orderParam(Object.keys(CUSTOMER_SORT_COLUMN), 'customerName ASC'),
  },
};

/** Customers (docs/product.md#bulk-orders-customers-and-products). Everyone signed in can list (customers see only their own); superAdmin adds. */
const customersRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: CustomerFilters & { limit: number; offset: number; order?: string } }>('/', {
    config: { access: 'customer', audit: { none: 'no-personal-data' } },
    preValidation: rejectUnknownQuery(listQuery),
    schema: {
      summary: 'Customers whose fields contain the filters (case-insensitive)',
      querystring: listQuery,
      response: { 200: pageOf(customer), ...errors(400) },
    },
  }, async (request) => {
    const { limit, offset, order, ...filters } = request.query;
    const sort = parseListOrder<CustomerSortField>(order, DEFAULT_CUSTOMER_SORT);
    return listCustomers(app.db, filters, { limit, offset, order: sort }, customerScope(request) ?? undefined);
  });

  app.post<{ Params: { id: string }; Body: CustomerFields | undefined }>('/:id', {
    config: { access: 'superAdmin', audit: { action: 'customers.create', entity: 'customer', id: 'params.id' } },
    schema: {
      summary: 'Add a customer by its id',
      params: idParams('id', '^\\S(.*\\S)?$'),
      body: { ...inline(customerFieldsSchema), nullable: true },
      response: { 201: customer, ...errors(400, 409) },
    },
  }, async (request, reply) => reply.status(201).send(await addCustomer(app.db, auditTrail(request), request.params.id, request.body ?? {})));

  app.patch<{ Params: { id: string }; Body: CustomerFields }>('/:id', {
    config: { access: 'admin', audit: { action: 'customers.change', entity: 'customer', id: 'params.id' } },
    schema: { summary: 'Change a customer\'s details', params: idParams('id'), body: inline(customerFieldsSchema), response: { 200: customer, ...errors(400, 404) } },
  }, async (request) => editCustomer(app.db, auditTrail(request), request.params.id, request.body));
};

export default customersRoutes;
