import { useT } from '#web/i18n/use-t.ts';

/** Sets the document title for the page that renders it (React hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  const { t } = useT();
  return <title>{t('site.pageTitle', { title })}</title>;
}
