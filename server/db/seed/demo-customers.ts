/** Facilities of the purchasing group, for dev and qa only. Names and numbers are fictitious. */
export const demoCustomers: {
  id: string; name: string; street: string; city: string; state: string; zip: string; phone: string; accountType: string;
}[] = [
  { id: '100101', name: 'Mile High Harm Reduction Collective', street: '1550 Larimer St', city: 'Denver', state: 'CO', zip: '80202', phone: '303-555-0141', accountType: 'Non Profit Organization' },
  { id: '100102', name: 'Front Range Community College Health Services', street: '3645 W 112th Ave', city: 'Westminster', state: 'CO', zip: '80031', phone: '303-555-0177', accountType: 'School/University' },
  { id: '100103', name: 'Pikeville Community Recovery Center', street: '210 Main St', city: 'Pikeville', state: 'KY', zip: '41501', phone: '606-555-0112', accountType: 'Addiction/Recovery Center' },
  { id: '100104', name: 'Perry County Emergency Medical Services', street: '481 Main St', city: 'Hazard', state: 'KY', zip: '41701', phone: '606-555-0190', accountType: 'First Responder' },
  { id: '100105', name: 'Big Sandy Community Health Clinic', street: '80 N Lake Dr', city: 'Prestonsburg', state: 'KY', zip: '41653', phone: '606-555-0163', accountType: 'Healthcare Facility' },
];
