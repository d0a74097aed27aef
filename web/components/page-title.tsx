import { SITE_NAME } from '#web/config/site.ts';

/** Sets the document title for the page that renders it (React hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} | ${SITE_NAME}`}</title>;
}
