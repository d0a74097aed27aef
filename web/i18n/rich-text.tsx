import { Fragment, type ReactNode } from 'react';
import type { MessageKey } from './catalogue.ts';
import { formatParts } from './i18n.ts';
import { useT } from './use-t.ts';

type Tag = (chunks: ReactNode[]) => ReactNode;

/**
 * A message whose words wrap elements: `<RichText id="landing.acknowledge" tags={{ link: (c) => <Link>{c}</Link> }} />`
 * for "I have read and acknowledge the <link>Privacy Statement</link>." Translators move the tag with the words.
 */
export function RichText({ id, tags }: { id: MessageKey; tags: Record<string, Tag> }) {
  useT();
  const parts = formatParts<ReactNode>(id, tags as Record<string, (chunks: ReactNode[]) => ReactNode>);
  return <>{Array.isArray(parts) ? parts.map((part, i) => <Fragment key={i}>{part}</Fragment>) : parts}</>;
}
