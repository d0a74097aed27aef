/**
 * endSentence('on behalf of Mile High Inc') === 'on behalf of Mile High Inc.'; endSentence('on behalf of Acme Inc.')
 * === 'on behalf of Acme Inc.': a sentence that ends with a name a person typed gets its full stop only when the name
 * does not already end with one (Inc., Jr.), nor with a question or exclamation mark (Yahoo!), so an email never
 * reads "Inc..". Trailing spaces are not part of the sentence.
 */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
