import { languageOf } from '#engine/localise.ts';
import type { Language } from '#schemas/generated/language.ts';
import type { MembershipApplication } from '#schemas/generated/membership-application.ts';
import type { NewEmail } from '#server/mail/outbox.repository.ts';

interface Words {
  approvedSubject: (reference: string) => string;
  rejectedSubject: (reference: string) => string;
  dear: (name: string) => string;
  approved: (business: string, reference: string) => string;
  invitation: string;
  linked: string;
  rejected: (business: string, reference: string) => string;
  reason: string;
  questions: string;
}

/** The words of the decision emails in each language the form is offered in (the acknowledgement has its own). */
const WORDS: Readonly<Record<Language, Words>> = {
  en: {
    approvedSubject: (ref) => `Your membership application ${ref} is approved`,
    rejectedSubject: (ref) => `Your membership application ${ref} was not approved`,
    dear: (name) => `Dear ${name},`,
    approved: (business, ref) => `Your application ${ref} for purchasing-group membership on behalf of ${business} is approved.`,
    invitation: 'You will receive a separate email with a verification code to set up your account in the Naloxone Portal, where you can place orders for your facility.',
    linked: 'Sign in to the Naloxone Portal with your existing account: your facility is now listed there and you can place orders for it.',
    rejected: (business, ref) => `We have reviewed your application ${ref} for purchasing-group membership on behalf of ${business}, and we cannot approve it.`,
    reason: 'The reason:',
    questions: 'If you have questions, or if something has changed, you are welcome to reply to this email or to apply again.',
  },
  es: {
    approvedSubject: (ref) => `Su solicitud de membresía ${ref} fue aprobada`,
    rejectedSubject: (ref) => `Su solicitud de membresía ${ref} no fue aprobada`,
    dear: (name) => `Estimado/a ${name}:`,
    approved: (business, ref) => `Su solicitud ${ref} de membresía del grupo de compras en nombre de ${business} fue aprobada.`,
    invitation: 'Recibirá otro correo con un código de verificación para crear su cuenta en el Portal de Naloxona, donde podrá hacer pedidos para su centro.',
    linked: 'Inicie sesión en el Portal de Naloxona con su cuenta actual: su centro ya aparece allí y puede hacer pedidos para él.',
    rejected: (business, ref) => `Revisamos su solicitud ${ref} de membresía del grupo de compras en nombre de ${business} y no podemos aprobarla.`,
    reason: 'El motivo:',
    questions: 'Si tiene preguntas, o si algo ha cambiado, puede responder a este correo o volver a presentar la solicitud.',
  },
};

/** Tells the contact that the application is approved, and how they will sign in. */
export function approvalEmail(application: MembershipApplication, reference: string, invited: boolean): NewEmail {
  const w = WORDS[languageOf(application.language)];
  const text = [w.dear(application.contactName), '', w.approved(application.legalBusinessName, reference), invited ? w.invitation : w.linked].join('\n');
  return { to: application.contactEmail, subject: w.approvedSubject(reference), text, kind: 'application-approved' };
}

/** Tells the contact that the application was not approved, and why (the reviewer's words). */
export function rejectionEmail(application: MembershipApplication, reference: string, reason: string): NewEmail {
  const w = WORDS[languageOf(application.language)];
  const text = [w.dear(application.contactName), '', w.rejected(application.legalBusinessName, reference), '', w.reason, reason, '', w.questions].join('\n');
  return { to: application.contactEmail, subject: w.rejectedSubject(reference), text, kind: 'application-rejected' };
}
