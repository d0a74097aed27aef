/* eslint-disable */
/**
 * Generated from schemas/zip-code.schema.json by scripts/generate-types.ts (npm run types). Do not edit by hand.
 */

/**
 * A person's or an applicant's ZIP code as the portal keeps it: 5 digits (the questionnaire, Track My Shipment, the membership application). engine/validators.ts isZipCode reads this pattern and checkZip makes such a code of what was typed (a ZIP+4 is cut to its 5 digits). A customer's address takes a ZIP+4 too: zip-or-zip-plus-4.schema.json.
 */
export type ZipCode = string;
