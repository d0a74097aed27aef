/** The two naloxone nasal sprays the programme ships (step 2 of docs/product.md#the-questionnaire: chosen by NDC). */
export const products: { id: string; name: string; brand: string; sapProductId: string; ndc: string }[] = [
  {
    id: 'narcan-4mg-nasal-spray',
    name: 'NARCAN (naloxone HCl) 4 mg nasal spray, 2-pack',
    brand: 'NARCAN',
    sapProductId: '100000353',
    ndc: '69547-353-02',
  },
  {
    id: 'naloxone-teva-4mg-nasal-spray',
    name: 'Naloxone HCl 4 mg nasal spray (Teva), 2-pack',
    brand: 'Naloxone',
    sapProductId: '100002165',
    ndc: '0093-2165-68',
  },
];

/** Units in one kit (docs/product.md#rules-of-an-order): a kit is a 2-pack. */
export const UNITS_PER_KIT = 2;
