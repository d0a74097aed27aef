import { describe, expect, it } from 'vitest';
import { checkNameOrAddress, checkTypedText, hasVisibleCharacter } from '#engine/visible-text.ts';

const BIDI_CONTROLS = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/u;

describe('visible text', () => {
  it.each([
    ['', false], ['   ', false], ['\u202E', false], ['\u200B\u200C\u200D\u2060\uFEFF', false], ['\u3164\u115F\uFFA0', false],
    ['\u2800', false], ['\u00A0\u3000', false], ['\u0301', false], ['a', true], ['5', true], ['-', true], ['#', true], ['ñ', true], ['😀', true],
  ])('hasVisibleCharacter(%j) is %s', (text, visible) => {
    expect(hasVisibleCharacter(text)).toBe(visible);
  });

  it('refuses every bidirectional control and removes every other invisible formatting character, and nothing else', () => {
    const refused: number[] = [];
    const wrong: string[] = [];
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const c = String.fromCodePoint(code);
      const checked = checkTypedText(`a${c}b`);
      if (!checked.ok) refused.push(code);
      else if (checked.value !== (INVISIBLE.test(c) ? 'ab' : `a${c}b`)) wrong.push(code.toString(16));
    }
    expect(refused).toEqual(BIDI_CONTROLS);
    expect(wrong).toEqual([]);
  });

  it('checks a name or an address: nothing visible is no name when required or when more than spaces was typed', () => {
    expect(checkNameOrAddress('\u202E', true)).toEqual({ ok: false, code: 'noVisibleCharacter' });
    expect(checkNameOrAddress('\u202E', false)).toEqual({ ok: false, code: 'noVisibleCharacter' });
    expect(checkNameOrAddress('\u2800', false)).toEqual({ ok: false, code: 'noVisibleCharacter' });
    expect(checkNameOrAddress('  ', true)).toEqual({ ok: false, code: 'noVisibleCharacter' });
    expect(checkNameOrAddress(' \u200B ', false)).toEqual({ ok: true, value: '  ' });
    expect(checkNameOrAddress('', false)).toEqual({ ok: true, value: '' });
    expect(checkNameOrAddress('\u202Eanihc', true)).toEqual({ ok: false, code: 'bidiControls' });
    expect(checkNameOrAddress('Jo\u00ADs\u200Be\uFEFF', true)).toEqual({ ok: true, value: 'Jose' });
  });
});
