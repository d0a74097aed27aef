import { orderConfirmation } from '#engine/order-confirmation.ts';
import type { OrderConfirmationFacts } from '#schemas/generated/flow-run-api.ts';
import { css } from '#web/components/static/form-classes.ts';
import { HomeLink } from './run-ended-view.tsx';
import { forgetRun } from './run-storage.ts';
import { useT } from '#web/i18n/use-t.ts';

/**
 * The END step: the MRN first and large, what was ordered, where it ships (city, state and ZIP only), and what
 * happens next, in the same words as the confirmation email (engine/order-confirmation.ts).
 */
export function OrderConfirmationView({ facts, goHome }: { facts: OrderConfirmationFacts; goHome: string }) {
  const { language } = useT();
  const c = orderConfirmation(facts, language);
  return (
    <div className={css.stack6}>
      <p className={css.confirmationLead}>{c.title}</p>
      <div className={css.mrnBox}>
        <p className={css.mrnLabel}>{c.mrnLabel}</p>
        <p className={css.mrn} data-testid="order-mrn">
          {c.mrn}
        </p>
      </div>
      <dl className={css.facts}>
        <dt className={css.factName}>{c.orderedLabel}</dt>
        <dd className={css.factValue}>{c.ordered}</dd>
        <dt className={css.factName}>{c.shipsToLabel}</dt>
        <dd className={css.factValue}>{c.shipsTo}</dd>
      </dl>
      <div>
        <h2 className={css.nextTitle}>{c.nextLabel}</h2>
        <ul className={css.nextList}>
          {c.next.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <HomeLink onFollow={forgetRun}>{goHome}</HomeLink>
    </div>
  );
}
