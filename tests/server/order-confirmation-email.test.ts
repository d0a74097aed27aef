import { describe, expect, it } from 'vitest';
import { orderConfirmationEmail, type ConfirmationEmailFacts } from '#server/areas/consumer-orders/order-confirmation-email.ts';

const facts: ConfirmationEmailFacts = {
  to: 'maria.lopez@example.org', mrn: 'NX-7KQ2M9TD', productName: 'NARCAN Nasal Spray 4 mg', kits: 2,
  shipTo: { city: 'Denver', state: 'CO', zip: '80202' }, publicOrigin: 'https://portal.test',
};
const account = { url: 'https://portal.test/account?link=abc', secret: 'abc' };

/** The text's lines, and the html's visible words (tags dropped). */
const linesOf = (text: string) => text.split('\n');
const wordsOf = (html: string) => html.replace(/<[^>]+>/g, ' ');

describe('the order confirmation email', () => {
  it('says the order number first, explains MRN once beside it, and links Track my order with the number filled in', () => {
    const mail = orderConfirmationEmail({ ...facts, account });
    expect(mail.subject).toBe('Your naloxone order NX-7KQ2M9TD');
    const lines = linesOf(mail.text);
    expect(lines[0]).toBe('Thank you! Your order for naloxone has been placed.');
    expect(lines).toContain('Your order number (MRN): NX-7KQ2M9TD');
    expect(lines).toContain('What you ordered: 2 kits: NARCAN Nasal Spray 4 mg');
    expect(lines).toContain('Where it ships: Denver, CO 80202');
    expect(lines).toContain('Track my order: https://portal.test/track?mrn=NX-7KQ2M9TD');
    // "MRN" appears once, as "order number (MRN)"; every other mention says "order number".
    for (const words of [mail.text, wordsOf(mail.html ?? '')]) {
      expect(words.match(/MRN/g)).toHaveLength(1);
      expect(words).toContain('order number (MRN)');
    }
    expect(mail.html).toContain('<a href="https://portal.test/track?mrn=NX-7KQ2M9TD">Track my order</a>');
    expect(lines).toContain('- Keep your order number and quote it if you contact us about your order.');
    expect(lines).toContain(`Create an account to see your orders and their status, and to order a refill with your details filled in: ${account.url}`);
  });

  it('does not announce itself: no "confirmation email is on its way" in the email that is that confirmation', () => {
    const mail = orderConfirmationEmail(facts);
    for (const words of [mail.text, wordsOf(mail.html ?? '')]) {
      expect(words).not.toMatch(/on its way|confirmation email|we have sent you/i);
    }
    expect(mail.text).not.toContain('Create an account');
  });

  it('speaks Spanish to a Spanish run, and its links open the portal in Spanish', () => {
    const mail = orderConfirmationEmail({ ...facts, locale: 'es', productName: 'Naloxona HCl aerosol nasal 4 mg' });
    expect(mail.subject).toBe('Su pedido de naloxona NX-7KQ2M9TD');
    const lines = linesOf(mail.text);
    expect(lines[0]).toBe('¡Gracias! Su pedido de naloxona está hecho.');
    expect(lines).toContain('Su número de pedido (MRN): NX-7KQ2M9TD');
    expect(lines).toContain('Rastrear mi pedido: https://portal.test/track?mrn=NX-7KQ2M9TD&lang=es');
    expect(lines).toContain('- Guarde su número de pedido y díganoslo si se comunica con nosotros sobre su pedido.');
    expect(mail.html).toContain('<a href="https://portal.test/track?mrn=NX-7KQ2M9TD&#38;lang=es">Rastrear mi pedido</a>');
    for (const words of [mail.text, wordsOf(mail.html ?? '')]) {
      expect(words.match(/MRN/g)).toHaveLength(1);
      expect(words).toContain('número de pedido (MRN)');
      expect(words).not.toMatch(/le enviamos un correo de confirmación|Track my order|What happens next/);
    }
    expect(mail.text).toContain('https://portal.test/?lang=es');
  });
});
