import type { Kysely } from 'kysely';

// Frozen once landed: change the schema with a new migration, never by editing this one.
// Column types are the dialect-neutral subset (text, integer) so the same file runs on SQLite and PostgreSQL.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('password_expires_at', 'text')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('oidc_issuer', 'text')
    .addColumn('oidc_subject', 'text')
    .addColumn('last_login_at', 'text')
    .addColumn('sub_quota_thresholds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sub_weekly_orders', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sub_monthly_orders', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_oidc_identity').on('users').columns(['oidc_issuer', 'oidc_subject']).execute();

  await db.schema
    .createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_customers')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_customers_pk', ['user_id', 'customer_id'])
    .execute();

  await db.schema
    .createTable('invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invites_user').on('invites').column('user_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('id_token_hint', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('sap_product_id', 'text', (c) => c.notNull())
    .addColumn('ndc', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('us_states')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text')
    .execute();

  await db.schema
    .createTable('counties')
    .addColumn('state_code', 'text', (c) => c.notNull().references('us_states.code'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('counties_pk', ['state_code', 'name'])
    .execute();

  await db.schema
    .createTable('quotas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull().unique().references('us_states.code'))
    .addColumn('quota_period', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('quota_usage')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('used_units', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('quota_usage_pk', ['state', 'period'])
    .execute();

  let consumers = db.schema
    .createTable('consumers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('person_hash', 'text', (c) => c.notNull())
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('address_hash', 'text', (c) => c.notNull());
  for (const col of ['first_name_enc', 'last_name_enc', 'email_enc', 'phone_enc', 'dob_enc', 'gender_enc', 'address_enc', 'city_enc']) {
    consumers = consumers.addColumn(col, 'text', (c) => c.notNull());
  }
  consumers = consumers
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip_enc', 'text', (c) => c.notNull())
    .addColumn('county', 'text')
    .addColumn('ship_address_type', 'text', (c) => c.notNull())
    .addColumn('ship_address_enc', 'text', (c) => c.notNull())
    .addColumn('ship_address2_enc', 'text')
    .addColumn('ship_city_enc', 'text', (c) => c.notNull())
    .addColumn('ship_state', 'text', (c) => c.notNull())
    .addColumn('ship_zip_enc', 'text', (c) => c.notNull())
    .addColumn('ship_county', 'text')
    .addColumn('flagged_for_review', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('purged_at', 'text');
  await consumers.execute();
  await db.schema.createIndex('consumers_person').on('consumers').column('person_hash').execute();
  await db.schema.createIndex('consumers_email').on('consumers').column('email_hash').execute();
  await db.schema.createIndex('consumers_address').on('consumers').column('address_hash').execute();

  await db.schema
    .createTable('consumer_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mrn', 'text', (c) => c.notNull().unique())
    .addColumn('run_id', 'text', (c) => c.notNull().unique())
    .addColumn('consumer_id', 'text', (c) => c.notNull().references('consumers.id'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('county', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('why', 'text')
    .addColumn('order_date', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('tracking_number', 'text')
    .addColumn('flagged_for_review', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consumer_orders_consumer').on('consumer_orders').column('consumer_id').execute();
  await db.schema.createIndex('consumer_orders_state_period').on('consumer_orders').columns(['state', 'period']).execute();

  await db.schema
    .createTable('flow_runs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('flow_version', 'integer', (c) => c.notNull())
    .addColumn('current_step', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('answers_enc', 'text', (c) => c.notNull())
    .addColumn('context', 'text', (c) => c.notNull())
    .addColumn('consumer_id', 'text')
    .addColumn('order_id', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bulk_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('order_status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('membership_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('legal_business_name', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_created').on('outbox').column('created_at').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();

  await db.schema
    .createTable('job_runs')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_runs_pk', ['job', 'period'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'job_runs', 'audit_log', 'outbox', 'membership_applications', 'bulk_orders', 'flow_runs', 'consumer_orders',
    'consumers', 'quota_usage', 'quotas', 'counties', 'us_states', 'products', 'sessions', 'invites',
    'user_customers', 'customers', 'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
