import { Link as RouterLink } from 'react-router-dom';
import { footerLinks, partnershipValues, programme } from '#web/config/site.ts';
import { useT } from '#web/i18n/use-t.ts';
import { css } from '../static/classes.ts';

/**
 * The public footer (docs/product.md#public-pages): the programme's terms and help, the privacy statement, how to
 * reach the programme (when it gave a phone or an email) and who runs the service.
 */
export function SiteFooter() {
  const { t } = useT();
  const { contactPhone: phone, contactEmail: email, programmeName } = programme;
  return (
    <footer className={css.footer}>
      <div className={css.footerContainer}>
        <nav aria-label={t('footer.legalNav')}>
          <ul className={css.footerList}>
            {footerLinks.map((link) => (
              <li key={link.label}>
                {link.external ? (
                  <a href={link.href} className={css.footerLink}>
                    {t(link.label)}
                  </a>
                ) : (
                  <RouterLink to={link.href} className={css.footerLink}>
                    {t(link.label)}
                  </RouterLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {(phone || email) && (
          <p className={css.footerNote}>
            {t('footer.questions')}
            {phone && <> <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={css.footerLink}>{phone}</a></>}
            {email && <> <a href={`mailto:${email}`} className={css.footerLink}>{email}</a></>}
          </p>
        )}
        <p className={css.footerNote}>
          {programmeName && `${t('site.programme', { programme: programmeName })} `}
          {t('site.partnership', partnershipValues)}
        </p>
      </div>
    </footer>
  );
}
