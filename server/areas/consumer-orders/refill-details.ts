import type { RefillDetailsByEffect } from '#engine/refill-answers.ts';
import type { ConsumerRow } from '#server/areas/consumers/index.ts';
import type { FieldCipher } from '#server/crypto/field-cipher.ts';

/**
 * What the portal knows of a person from the consumer record of one of their orders, by the effect of the
 * questionnaire that reads it and the name its input gives it (engine/refill-answers.ts): their details as
 * `validateConsumer` reads them, the state the kits went to as `fetchRemainingUnits` reads it, the product as
 * `submitOrder` reads it. An account's refill and the kit-expiry email's new kit start from it (decisions 026, 078).
 */
export function refillDetailsOf(cipher: FieldCipher, c: ConsumerRow & { ndc: string | null }): RefillDetailsByEffect {
  const read = (value: string | null) => (value === null ? null : cipher.decrypt(value));
  // The home address was stored as one value, its second line after a line break.
  const [address, ...rest] = (read(c.address_enc) ?? '').split('\n');
  return {
    validateConsumer: {
      firstName: read(c.first_name_enc), lastName: read(c.last_name_enc), email: read(c.email_enc), phone: read(c.phone_enc), dateOfBirth: read(c.dob_enc),
      gender: read(c.gender_enc), address: address ?? '', address2: rest.join(' ') || null, state: c.state, county: c.county, city: read(c.city_enc), zipCode: read(c.zip_enc),
      shipToAddressType: c.ship_address_type, shipToAddress: read(c.ship_address_enc), shipToAddress2: read(c.ship_address2_enc), shipToState: c.ship_state,
      shipToCounty: c.ship_county, shipToCity: read(c.ship_city_enc), shipToZipCode: read(c.ship_zip_enc),
    },
    // The state the kits were mailed to, as the questionnaire's first step asks it; the product, as the order states it.
    fetchRemainingUnits: { state: c.ship_state },
    submitOrder: { ndc: c.ndc },
  };
}
