import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { css } from './static/form-classes.ts';

/**
 * The content of a button at work, as Chakra's Button draws it when loading: a spinner before the text given, or over
 * the label, which keeps the button's width.
 */
function Working({ text, children }: { text?: string; children: ReactNode }) {
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

export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** at work: disabled, marked `data-loading`, its label under a spinner */
  busy: boolean;
  /** the words shown beside the spinner instead of the label */
  busyText?: string;
  /** its look: a static style's class names */
  className: string;
}

/** A statically styled button with Chakra's loading state (its `loading` and `loadingText`). */
export function BusyButton({ busy, busyText, children, type = 'button', disabled, ...rest }: BusyButtonProps) {
  return (
    <button type={type} {...rest} data-loading={busy ? '' : undefined} disabled={busy || disabled}>
      {busy ? <Working text={busyText}>{children}</Working> : children}
    </button>
  );
}
