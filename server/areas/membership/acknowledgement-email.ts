import { applicationReceived } from '#engine/application-received.ts';
import { languageOf } from '#engine/localise.ts';
import { endSentence } from '#engine/sentence-end.ts';
import type { Language } from '#schemas/generated/language.ts';
import type { MembershipApplication } from '#schemas/generated/membership-application.ts';
import type { NewEmail } from '#server/mail/outbox.repository.ts';

interface Words {
  subject: (reference: string) => string;
  dear: (name: string) => string;
  thanks: (business: string) => string;
  whatYouSent: string;
  labels: Record<'legalBusinessName' | 'name' | 'facilityType' | 'address' | 'phone' | 'fax' | 'contact' | 'orderEmails' | 'shipmentEmails' | 'purchasingGroup' | 'otherGpo' | 'currentGpo' | 'products', string>;
  county: (county: string) => string;
  attention: string;
  answers: Record<'yes' | 'no' | 'unsure', string>;
  notYou: string;
}

/**
 * The acknowledgement's own words in each language the form is offered in; the reference and what happens next are
 * the page's words after Register (engine/application-received.ts), so the email and the page say the same.
 */
const WORDS: Readonly<Record<Language, Words>> = {
  en: {
    subject: (reference) => `We received your membership application ${reference}`,
    dear: (name) => `Dear ${name},`,
    thanks: (business) => endSentence(`Thank you for applying for purchasing-group membership on behalf of ${business}`),
    whatYouSent: 'What you sent us:',
    labels: {
      legalBusinessName: 'Legal Business Name', name: 'Name', facilityType: 'Facility Type', address: 'Address', phone: 'Phone', fax: 'Fax',
      contact: 'Contact', orderEmails: 'Order confirmation emails', shipmentEmails: 'Shipment notification emails',
      purchasingGroup: 'Part of a purchasing group', otherGpo: 'Affiliated with another GPO', currentGpo: 'Current GPO', products: 'Products currently purchased',
    },
    county: (county) => `${county} County`,
    attention: 'Attn',
    answers: { yes: 'Yes', no: 'No', unsure: 'Not sure' },
    notYou: 'If you did not send this application, you can ignore this email.',
  },
  es: {
    subject: (reference) => `Recibimos su solicitud de membresía ${reference}`,
    dear: (name) => `Estimado/a ${name}:`,
    thanks: (business) => endSentence(`Gracias por solicitar la membresía del grupo de compras en nombre de ${business}`),
    whatYouSent: 'Lo que nos envió:',
    labels: {
      legalBusinessName: 'Nombre legal de la empresa', name: 'Nombre', facilityType: 'Tipo de centro', address: 'Dirección', phone: 'Teléfono', fax: 'Fax',
      contact: 'Contacto', orderEmails: 'Correos de confirmación de pedidos', shipmentEmails: 'Correos de aviso de envío',
      purchasingGroup: 'Forma parte de un grupo de compras', otherGpo: 'Afiliado a otra GPO', currentGpo: 'GPO actual', products: 'Productos que compra ahora',
    },
    county: (county) => `condado de ${county}`,
    attention: 'A la atención de',
    answers: { yes: 'Sí', no: 'No', unsure: 'No está seguro' },
    notYou: 'Si usted no envió esta solicitud, puede ignorar este correo.',
  },
};

/**
 * The email telling the applicant's contact that the application arrived and is waiting for review, in the form's
 * language, with the programme's review time (`reviewWorkingDays`, decision 060).
 */
export function acknowledgementEmail(application: MembershipApplication, reference: string, reviewWorkingDays: number): NewEmail {
  const a = application;
  const w = WORDS[languageOf(a.language)];
  const received = applicationReceived(a.language, reviewWorkingDays);
  const l = w.labels;
  const yesNo = (value: boolean) => (value ? w.answers.yes : w.answers.no);
  const lines = [
    w.dear(a.contactName),
    '',
    w.thanks(a.legalBusinessName),
    '',
    `${received.referenceLabel}: ${reference}`,
    received.referenceNote,
    '',
    `${received.nextLabel}:`,
    ...received.next.map((sentence) => `- ${sentence}`),
    '',
    w.whatYouSent,
    `  ${l.legalBusinessName}: ${a.legalBusinessName}`,
    `  ${l.name}: ${a.name}`,
    `  ${l.facilityType}: ${a.facilityType}`,
    `  ${l.address}: ${a.street}, ${a.city}, ${a.state} ${a.zip} (${w.county(a.county)}), ${w.attention}: ${a.attention}`,
    `  ${l.phone}: ${a.phone}${a.fax ? `, ${l.fax}: ${a.fax}` : ''}`,
    `  ${l.contact}: ${a.contactName}, ${a.contactPhone}, ${a.contactEmail}`,
    `  ${l.orderEmails}: ${yesNo(a.sendOrderConfirmationEmails)}`,
    `  ${l.shipmentEmails}: ${yesNo(a.sendShipmentNotificationEmails)}`,
    `  ${l.purchasingGroup}: ${a.partOfPurchasingGroup ? `${w.answers.yes} (${a.affiliation ?? ''})` : w.answers.no}`,
    `  ${l.otherGpo}: ${w.answers[a.otherGpoAffiliation]}`,
    ...(a.currentGpoName ? [`  ${l.currentGpo}: ${a.currentGpoName}`] : []),
    ...(a.productsPurchased ? [`  ${l.products}: ${a.productsPurchased}`] : []),
    '',
    w.notYou,
  ];
  return {
    to: a.contactEmail,
    subject: w.subject(reference),
    text: lines.join('\n'),
    kind: 'application',
  };
}
