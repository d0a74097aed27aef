import bulkOrderStatus from './bulk-order-status.schema.json' with { type: 'json' };
import carrier from './carrier.schema.json' with { type: 'json' };
import consumerOrderStatus from './consumer-order-status.schema.json' with { type: 'json' };
import datePreference from './date-preference.schema.json' with { type: 'json' };
import email from './email.schema.json' with { type: 'json' };
import language from './language.schema.json' with { type: 'json' };
import mrn from './mrn.schema.json' with { type: 'json' };
import publicOrderStatus from './public-order-status.schema.json' with { type: 'json' };
import usStateCode from './us-state-code.schema.json' with { type: 'json' };
import usStateCodeTyped from './us-state-code-typed.schema.json' with { type: 'json' };
import zipCode from './zip-code.schema.json' with { type: 'json' };
import zipOrZipPlus4 from './zip-or-zip-plus-4.schema.json' with { type: 'json' };

/**
 * The schemas that other schemas of this folder `$ref` by file name (`{ "$ref": "email.schema.json" }`): a
 * validator adds these before it compiles a schema that refers to them (the server adds them once, at its root).
 */
export const referencedSchemas = [email, bulkOrderStatus, consumerOrderStatus, datePreference, publicOrderStatus, carrier, usStateCode, usStateCodeTyped, language, mrn, zipCode, zipOrZipPlus4] as const;
