import type { MembershipApplication } from '#schemas/generated/membership-application.ts';
import type { NewEmail } from '#server/mail/outbox.repository.ts';

const otherGpoAnswer = { yes: 'Yes', no: 'No', unsure: 'Not sure' } as const;

/** The email telling the applicant's contact that the application arrived and is waiting for review. */
export function acknowledgementEmail(application: MembershipApplication, reference: string): NewEmail {
  const a = application;
  const lines = [
    `Dear ${a.contactName},`,
    '',
    `Thank you for applying for purchasing-group membership on behalf of ${a.legalBusinessName}.`,
    'Your application is pending review. We will write to this address once it has been reviewed.',
    '',
    `Reference: ${reference}`,
    '',
    'What you sent us:',
    `  Legal Business Name: ${a.legalBusinessName}`,
    `  Name: ${a.name}`,
    `  Facility Type: ${a.facilityType}`,
    `  Address: ${a.street}, ${a.city}, ${a.state} ${a.zip} (${a.county} County), Attn: ${a.attention}`,
    `  Phone: ${a.phone}${a.fax ? `, Fax: ${a.fax}` : ''}`,
    `  Contact: ${a.contactName}, ${a.contactPhone}, ${a.contactEmail}`,
    `  Order confirmation emails: ${a.sendOrderConfirmationEmails ? 'Yes' : 'No'}`,
    `  Shipment notification emails: ${a.sendShipmentNotificationEmails ? 'Yes' : 'No'}`,
    `  Part of a purchasing group: ${a.partOfPurchasingGroup ? `Yes (${a.affiliation ?? ''})` : 'No'}`,
    `  Affiliated with another GPO: ${otherGpoAnswer[a.otherGpoAffiliation]}`,
    ...(a.currentGpoName ? [`  Current GPO: ${a.currentGpoName}`, `  Products currently purchased: ${a.productsPurchased ?? ''}`] : []),
    '',
    'If you did not send this application, you can ignore this email.',
  ];
  return {
    to: a.contactEmail,
    subject: 'We received your membership application',
    text: lines.join('\n'),
    kind: 'application',
  };
}
