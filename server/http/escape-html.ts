/** Text made safe inside HTML (element content or a quoted attribute): escapeHtml('<a href="x">') === '&#60;a href=&#34;x&#34;&#62;' */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
