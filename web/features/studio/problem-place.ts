import { constantName } from '#engine/flow-part-names.ts';
import { languageName } from '#engine/language-name.ts';

/** The English (or first) text of a flow text object, or a plain string. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const texts = value as Record<string, unknown>;
    const text = texts.en ?? Object.values(texts).find((v) => typeof v === 'string');
    return typeof text === 'string' ? text : undefined;
  }
  return undefined;
}

/** Lists of named things: their items are named ('Step 5 …'), the list itself is not. */
const LISTS = new Set(['steps', 'questions', 'choices', 'brands']);
/** The flow's named values: "computed value 'kitCap'", "programme number 'Most kits on a refill'". */
const NAMED: Readonly<Record<string, (key: string) => string>> = { computed: (key) => `computed value '${key}'`, constants: constantName };
/** The flow's own texts as a person names them (a message and an order rule by their English words). */
const TOP_TEXTS: Readonly<Record<string, string>> = { title: "the questionnaire's title", drug: 'the drug', orderRules: 'order rules' };
const LOCALE = /^[a-z]{2}(-[A-Z]{2})?$/;

/** A text in every language of the flow: { en: 'Next', es: 'Siguiente' }. */
const isLocalText = (node: unknown) => node !== null && typeof node === 'object' && typeof (node as Record<string, unknown>).en === 'string';

/** 'text' in 'es' → 'Spanish text'; "message 'Answer this question.'" in 'es' → "message 'Answer this question.' in Spanish". */
const inLanguage = (place: string, locale: string) => (/^[a-z]+$/.test(place) ? `${languageName(locale)} ${place}` : `${place} in ${languageName(locale)}`);

const short = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/** How a thing at a path is named: step 'Title', question 'Label', choice 'Label', else its key. */
function nameOf(parentKey: string | undefined, key: string, node: unknown): string {
  const record = (node ?? {}) as Record<string, unknown>;
  const title = textOf(record.title) ?? textOf(record.text) ?? (typeof record.id === 'string' ? record.id : undefined);
  if (parentKey === 'steps') return `Step ${Number(key) + 1}${title ? ` '${short(title)}'` : ''}`;
  if (parentKey === 'questions') return `question ${title ? `'${short(title)}'` : Number(key) + 1}`;
  if (parentKey === 'choices') return `choice ${title ? `'${short(title)}'` : Number(key) + 1}`;
  if (parentKey !== undefined && NAMED[parentKey]) return NAMED[parentKey](key);
  if (parentKey === 'messages') return `message ${title ?? textOf(node) ? `'${short(title ?? textOf(node) ?? '')}'` : `'${key}'`}`;
  if ((parentKey === 'person' || parentKey === 'request') && textOf(record.reason)) return `rule '${short(textOf(record.reason)!)}'`;
  if (parentKey === 'drug' && key === 'fallback') return 'its name before a brand is chosen';
  if (parentKey === 'brands' && textOf(record.name)) return `brand '${short(textOf(record.name)!)}'`;
  if (parentKey === 'orderRules' && (key === 'person' || key === 'request')) return `about the ${key}`;
  if (/^\d+$/.test(key)) return `item ${Number(key) + 1}`;
  return key;
}

/**
 * placeOf('/steps/4/questions/0/text/en', flow) === "Step 5 'Required Information' › question 'Shipping address type' › English text":
 * where a problem is, in the words of the questionnaire rather than a JSON pointer.
 */
export function placeOf(pointer: string, definition: unknown): string {
  if (pointer === '' || pointer === '/') return 'The whole questionnaire';
  const keys = pointer.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  const parts: string[] = [];
  let node: unknown = definition;
  let parentKey: string | undefined;
  for (const key of keys) {
    const parent = node;
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
    if (LOCALE.test(key) && isLocalText(parent) && parts.length) parts[parts.length - 1] = inLanguage(parts.at(-1)!, key);
    else if (parts.length === 0 && parentKey === undefined && TOP_TEXTS[key]) parts.push(TOP_TEXTS[key]);
    else if (!LISTS.has(key) && !(parts.length === 0 && (NAMED[key] || key === 'messages'))) parts.push(nameOf(parentKey, key, node));
    parentKey = key;
  }
  return parts.join(' › ');
}
