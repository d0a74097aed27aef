/**
 * What a text a person types may hold, so that what others read is what was typed (decision 044). The one
 * definition: the questionnaire's answers (answer-parse.ts, validators.ts, expression.ts), its page in the browser,
 * and the names and addresses of every other form (checkNameOrAddress), checked by the server's request validator
 * and by the browser's forms.
 */

/**
 * The bidirectional controls: embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the marks (LRM
 * U+200E, RLM U+200F, ALM U+061C). They change the order in which a text is shown, so a reader sees something else
 * than what is stored; no English or Spanish text needs one. Refused.
 */
const BIDI_CONTROLS = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
const BIDI_CONTROL = new RegExp(`[${BIDI_CONTROLS}]`, 'u');

/**
 * Every other invisible formatting character: Unicode's default-ignorable code points and format (Cf) characters
 * (zero-width space, joiners, word joiner, byte-order mark, soft hyphen, variation selectors, tag characters, Hangul
 * fillers…). Keyboards and copied text bring them without the person knowing; they change nothing a reader sees, so
 * they are removed rather than refused.
 */
const INVISIBLE_FORMAT = new RegExp(`(?![${BIDI_CONTROLS}])[\\p{Default_Ignorable_Code_Point}\\p{Cf}]`, 'gu');

/** A letter, digit, punctuation mark or symbol that draws something (not the Braille blank U+2800, not a Hangul filler). */
const VISIBLE = /(?![\u2800\p{Default_Ignorable_Code_Point}])[\p{L}\p{N}\p{P}\p{S}]/u;

/** hasVisibleCharacter(' \u202E\u200B ') === false; hasVisibleCharacter('5') === true: required text needs one. */
export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text);
}

/** hasBidiControl('Main\u202ESt') === true */
export function hasBidiControl(text: string): boolean {
  return BIDI_CONTROL.test(text);
}

/** withoutInvisibleFormatting('Ja\u200Bne\uFEFF') === 'Jane'; bidirectional controls stay (they are refused, not removed). */
export function withoutInvisibleFormatting(text: string): string {
  return text.replace(INVISIBLE_FORMAT, '');
}

export type TypedTextCheck = { ok: true; value: string } | { ok: false; code: 'bidiControls' };

/**
 * A typed text as it is kept: invisible formatting removed, refused when it holds a bidirectional control. Not trimmed.
 * checkTypedText('Ja\u200Bne') → { ok: true, value: 'Jane' }; checkTypedText('\u202E12 Main St') → { ok: false, code: 'bidiControls' }
 */
export function checkTypedText(text: string): TypedTextCheck {
  if (hasBidiControl(text)) return { ok: false, code: 'bidiControls' };
  return { ok: true, value: withoutInvisibleFormatting(text) };
}

export type NameOrAddressCheck = { ok: true; value: string } | { ok: false; code: 'noVisibleCharacter' | 'bidiControls' };

/**
 * A name or an address (a person's or a facility's name, a street, a city) as it is kept: one that is required, or
 * that holds more than spaces and invisible formatting, must hold a visible character; then checkTypedText. Not trimmed.
 * checkNameOrAddress('\u202E', true) → { ok: false, code: 'noVisibleCharacter' }; checkNameOrAddress('\u200B', false) → { ok: true, value: '' }
 */
export function checkNameOrAddress(text: string, required: boolean): NameOrAddressCheck {
  if (!hasVisibleCharacter(text) && (required || withoutInvisibleFormatting(text).trim() !== '')) return { ok: false, code: 'noVisibleCharacter' };
  return checkTypedText(text);
}
