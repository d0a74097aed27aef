/** maskEmail('jane.doe@example.org') === 'j***@e***.org': enough to recognise, not to read, in a log. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${address[0]}***@${domain[0] ?? ''}***${tld}`;
}

/** Masks every email address inside a text (an SMTP error message, say). */
export function maskEmailsIn(text: string): string {
  return text.replace(/[^\s<>"'@:;,]+@[^\s<>"'@:;,]+/g, (match) => maskEmail(match));
}
