import type { ReactNode } from 'react';
import { css } from './static/form-classes.ts';

/**
 * A button's content while it works, as Chakra's Button draws it when loading: a spinner before the text given, or
 * over the label, which keeps the button's width. The button itself carries `data-loading` and `disabled`.
 */
export function ButtonLoader({ text, children }: { text?: string; children: ReactNode }) {
  return text ? (
    <span className={css.loader}>
      <span className={css.loaderSpinner} />
      {text}
    </span>
  ) : (
    <span className={css.loader}>
      <div className={css.loaderCenter}>
        <span className={css.loaderSpinner} />
      </div>
      <span className={css.loaderHidden}>{children}</span>
    </span>
  );
}
