// No 0/O, 1/l/I, 5/S, 2/Z look-alikes: the password is read out or copied by a person.
const UPPER = 'ABCDEFGHJKLMNPQRTUVWXY';
const LOWER = 'abcdefghijkmnpqrstuvwxy';
const DIGITS = '346789';
const SPECIAL = '#$%&*?@';
const ALL = UPPER + LOWER + DIGITS + SPECIAL;

function pick(alphabet: string, random: Uint32Array, i: number): string {
  return alphabet[random[i]! % alphabet.length]!;
}

/** A 10-character temporary password without look-alike characters that also meets the password rules. */
export function generateTemporaryPassword(): string {
  const random = crypto.getRandomValues(new Uint32Array(20));
  const chars = [pick(UPPER, random, 0), pick(LOWER, random, 1), pick(DIGITS, random, 2), pick(SPECIAL, random, 3)];
  for (let i = 4; i < 10; i++) chars.push(pick(ALL, random, i));
  // Shuffle so the guaranteed classes are not always in front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = random[10 + (i % 10)]! % (i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
