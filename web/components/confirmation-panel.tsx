import type { Ref } from 'react';
import { css } from './static/form-classes.ts';

export interface ConfirmationPanelProps {
  /** the page's one heading ('Order placed', 'Application received') */
  title: string;
  /** what the number is ('Your order number (MRN)', 'Your reference') */
  label: string;
  /** the number a person quotes */
  code: string;
  /** the heading, for a page that moves focus to it */
  headingRef?: Ref<HTMLHeadingElement>;
  codeTestId?: string;
}

/**
 * GOV.UK's confirmation panel: what has been done, as the page's one heading, and the number a person quotes, large,
 * in a coloured box at the top of the page; what happens next follows it. The order's confirmation and the membership
 * application's both open with it (decisions 054, 056 and 060).
 */
export function ConfirmationPanel({ title, label, code, headingRef, codeTestId }: ConfirmationPanelProps) {
  return (
    <div className={css.confirmationPanel}>
      <h1 ref={headingRef} tabIndex={-1} className={css.confirmationPanelTitle}>
        {title}
      </h1>
      <p className={css.confirmationPanelBody}>
        <span>{label}</span>
        <strong className={css.confirmationPanelCode} data-testid={codeTestId}>
          {code}
        </strong>
      </p>
    </div>
  );
}
