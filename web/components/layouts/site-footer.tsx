import { footerLinks, partnershipValues } from '#web/config/site.ts';
import { useT } from '#web/i18n/use-t.ts';
import { css } from '../static/classes.ts';

/** The public footer (docs/product.md#public-pages): the legal links and the partnership statement. */
export function SiteFooter() {
  const { t } = useT();
  return (
    <footer className={css.footer}>
      <div className={css.footerContainer}>
        <nav aria-label={t('footer.legalNav')}>
          <ul className={css.footerList}>
            {footerLinks.map((link) => (
              <li key={link.label}>
                <a href={link.href} className={css.footerLink}>
                  {t(link.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={css.footerNote}>{t('site.partnership', partnershipValues)}</p>
      </div>
    </footer>
  );
}
