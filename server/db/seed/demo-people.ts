/** Fictitious people and places for demo consumer orders (dev and qa only). */
export const firstNames = [
  'Jordan', 'Taylor', 'Morgan', 'Riley', 'Avery', 'Quinn', 'Harper', 'Rowan', 'Emerson', 'Parker',
  'Maria', 'James', 'Linda', 'Robert', 'Patricia', 'Michael', 'Jennifer', 'David', 'Elizabeth', 'William',
];

export const lastNames = [
  'Hatfield', 'McCoy', 'Baker', 'Collins', 'Estrada', 'Fischer', 'Greene', 'Holloway', 'Ingram', 'Jacobs',
  'Kendrick', 'Lopez', 'Mullins', 'Nguyen', 'Osborne', 'Pratt', 'Ramirez', 'Slone', 'Tackett', 'Whitaker',
];

export const genders = ['Unknown', 'Female', 'Non-Binary', 'Male'];

export const addressTypes = ['Home', 'Family', 'Friend', 'Neighbor', 'Office', 'Other'];

export const streets = ['Main St', 'Oak Ave', 'Maple Dr', 'Church St', 'Hillcrest Rd', 'Mountain View Ln', 'River Rd', 'College St'];

/** Places by state; Kentucky ones carry their (eastern) county, the only ones the questionnaire accepts. */
export const places: Record<'CO' | 'KY', { city: string; zip: string; county: string | null }[]> = {
  CO: [
    { city: 'Denver', zip: '80205', county: null },
    { city: 'Aurora', zip: '80012', county: null },
    { city: 'Colorado Springs', zip: '80903', county: null },
    { city: 'Pueblo', zip: '81003', county: null },
    { city: 'Grand Junction', zip: '81501', county: null },
    { city: 'Fort Collins', zip: '80521', county: null },
    { city: 'Durango', zip: '81301', county: null },
  ],
  KY: [
    { city: 'Pikeville', zip: '41501', county: 'Pike' },
    { city: 'Hazard', zip: '41701', county: 'Perry' },
    { city: 'Prestonsburg', zip: '41653', county: 'Floyd' },
    { city: 'Harlan', zip: '40831', county: 'Harlan' },
    { city: 'Paintsville', zip: '41240', county: 'Johnson' },
    { city: 'Whitesburg', zip: '41858', county: 'Letcher' },
    { city: 'Jackson', zip: '41339', county: 'Breathitt' },
    { city: 'Manchester', zip: '40962', county: 'Clay' },
  ],
};

export const refillReasons = ['Expired', 'Used', 'Lost', 'Damaged'];
