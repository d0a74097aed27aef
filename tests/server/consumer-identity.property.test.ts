import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailHash, personHash } from '#server/crypto/consumer-hashes.ts';
import { createKeyedHasher } from '#server/crypto/keyed-hash.ts';

/*
 * "The same person, written differently" (decision 011): disguised variants of one person are recognised (same keyed
 * hashes), and different people are not merged. Fixed seed, so a failure is reproducible.
 */
const hasher = createKeyedHasher('property-test-key-'.repeat(3));
const INVISIBLE = ['\u200B', '\u00AD', '\u2060', '\u200C', '\u200D', '\uFEFF', '\u180E', '\u034F'];
// Latin letters and look-alikes from other scripts that Unicode's confusables data maps to them.
const LOOK_ALIKES: Record<string, string[]> = {
  a: ['\u0430', '\u0251'], c: ['\u0441', '\u03F2'], e: ['\u0435'], i: ['\u0456', '\u0269'], j: ['\u0458'], o: ['\u043E', '\u03BF', '\u0585'],
  p: ['\u0440', '\u03C1'], s: ['\u0455'], x: ['\u0445'], y: ['\u0443'], h: ['\u04BB'], n: ['\u0578'], u: ['\u057D'],
};
const ACCENTS = ['\u0301', '\u0300', '\u0308', '\u0302', '\u0303'];

const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
const name = fc.array(letter, { minLength: 2, maxLength: 12 }).map((l) => l.join(''));
const dob = fc.date({ min: new Date('1930-01-01'), max: new Date('2008-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const person = fc.record({
  firstName: name, lastName: name, dob,
  local: fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789.'), { minLength: 1, maxLength: 12 }).map((l) => `x${l.join('')}`),
  domain: fc.constantFrom('example.org', 'mail.example.com', 'example.net'),
});
type Person = { firstName: string; lastName: string; dob: string; local: string; domain: string };

/** One way to disguise a name: each character may be swapped, accented, upper-cased, or followed by an invisible. */
const disguise = (text: string) => fc.array(fc.tuple(fc.nat(9), fc.nat(40)), { minLength: text.length, maxLength: text.length }).chain((choices) =>
  fc.tuple(fc.constantFrom('', ' ', '  ', '\t'), fc.constantFrom('', '.', ' .', ',', '-', "'"), fc.constantFrom('', ' ')).map(([lead, tail, space]) => {
    let out = lead;
    [...text].forEach((ch, i) => {
      const [kind, pick] = choices[i]!;
      let c = ch;
      if (kind === 1 && LOOK_ALIKES[ch]) c = LOOK_ALIKES[ch][pick % LOOK_ALIKES[ch].length]!;
      else if (kind === 2) c = ch + ACCENTS[pick % ACCENTS.length]!;
      else if (kind === 3) c = ch.toUpperCase();
      else if (kind === 4) c = ch + INVISIBLE[pick % INVISIBLE.length]!;
      else if (kind === 5 && i > 0) c = (pick % 2 ? '-' : space || ' ') + ch;
      out += c;
    });
    return out + tail;
  }));

const disguisedEmail = (p: Person) => fc.tuple(fc.constantFrom('', '+tag', '+naloxone2', '+x'), fc.boolean(), fc.constantFrom('', '\u200B', '\u00AD', '\u2060'), fc.nat(p.local.length))
  .map(([tag, upper, invisible, at]) => {
    const local = p.local.slice(0, at) + invisible + p.local.slice(at);
    const email = ` ${local}${tag}@${p.domain} `;
    return upper ? email.toUpperCase() : email;
  });

const hashesOf = (first: string, last: string, birth: string, email: string) => ({
  person: personHash(hasher, { firstName: first, lastName: last, dob: birth }),
  email: emailHash(hasher, email),
});

describe('recognising the same person (fast-check)', () => {
  it('recognises every disguised variant of one person by name + birth date and by email', () => {
    fc.assert(fc.property(person.chain((p) => fc.tuple(fc.constant(p), disguise(p.firstName), disguise(p.lastName), disguisedEmail(p))), ([p, first, last, email]) => {
      const plain = hashesOf(p.firstName, p.lastName, p.dob, `${p.local}@${p.domain}`);
      const variant = hashesOf(first, last, ` ${p.dob}\u200B`, email);
      expect(variant.person).toBe(plain.person);
      expect(variant.email).toBe(plain.email);
    }), { numRuns: 2000, seed: 20261123 });
  });

  it('does not merge different people: another name, another birth date or another mailbox gives other hashes', () => {
    fc.assert(fc.property(person, person, (a, b) => {
      const ha = hashesOf(a.firstName, a.lastName, a.dob, `${a.local}@${a.domain}`);
      const hb = hashesOf(b.firstName, b.lastName, b.dob, `${b.local}@${b.domain}`);
      const sameName = a.firstName === b.firstName && a.lastName === b.lastName;
      // Skeletons fold some letter pairs ('rn' and 'm'); names differing only that way look alike by design.
      const lookAlike = (x: string, y: string) => x.replaceAll('rn', 'm') === y.replaceAll('rn', 'm');
      if (!(sameName && a.dob === b.dob) && !(lookAlike(a.firstName, b.firstName) && lookAlike(a.lastName, b.lastName) && a.dob === b.dob)) {
        expect(hb.person).not.toBe(ha.person);
      }
      if (`${a.local}@${a.domain}` !== `${b.local}@${b.domain}`) expect(hb.email).not.toBe(ha.email);
    }), { numRuns: 2000, seed: 20261124 });
  });

  it('keeps the birth date apart from the name: the same name on another day is another person', () => {
    const one = hashesOf('Jane', 'Doe', '1990-01-31', 'jane@example.org');
    expect(hashesOf('Jane', 'Doe', '1990-01-13', 'other@example.org').person).not.toBe(one.person);
    expect(hashesOf('Jane', 'Doe', '1990-01-31', 'jane@example.com').email).not.toBe(one.email);
  });
});
