import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { orderConfirmationEmail, type ConfirmationEmailFacts } from '#server/areas/consumer-orders/order-confirmation-email.ts';
import { orderShippedEmail } from '#server/areas/consumer-orders/order-shipped-email.ts';

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

  it('points at the overdose-reversal report, in the email\'s language', () => {
    expect(linesOf(orderConfirmationEmail(facts).text)).toContain('Used naloxone? Tell us what happened, without your name, and order a replacement kit: https://portal.test/report');
    const spanish = orderConfirmationEmail({ ...facts, locale: 'es' });
    expect(linesOf(spanish.text)).toContain('¿Usó naloxona? Cuéntenos qué pasó, sin dar su nombre, y pida un kit de reemplazo: https://portal.test/report?lang=es');
    expect(spanish.html).toContain('<a href="https://portal.test/report?lang=es">');
  });
});

describe('the shipment email', () => {
  it('points at the overdose-reversal report too, in the order\'s language', () => {
    const shipped = { to: 'maria.lopez@example.org', orderId: 'o-1', mrn: 'NX-7KQ2M9TD', carrier: 'USPS' as const, trackingNumber: '9400111899220000000001', shippedOn: '2026-11-20', publicOrigin: 'https://portal.test' };
    expect(orderShippedEmail({ ...shipped, language: 'en' }).text).toContain('Used naloxone? Tell us what happened, without your name, and order a replacement kit: https://portal.test/report');
    const spanish = orderShippedEmail({ ...shipped, language: 'es' });
    expect(spanish.text).toContain('¿Usó naloxona? Cuéntenos qué pasó, sin dar su nombre, y pida un kit de reemplazo: https://portal.test/report?lang=es');
    expect(spanish.html).toContain('<a href="https://portal.test/report?lang=es">');
  });

  it('names the address the live reversal report declares', async () => {
    const { REVERSAL_FLOW_ID, REVERSAL_REPORT_ADDRESS } = await import('#schemas/reversal-report.ts');
    const flow = JSON.parse(readFileSync(`flows/${REVERSAL_FLOW_ID}/v1.json`, 'utf8')) as { address: string };
    expect(flow.address).toBe(REVERSAL_REPORT_ADDRESS);
  });
});
