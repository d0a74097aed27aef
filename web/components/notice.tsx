import type { ReactNode } from 'react';
import { css } from './static/classes.ts';

type Status = 'info' | 'warning' | 'error' | 'success';

/** The icons Chakra's alert draws for each status (a warning and an error share one). */
const RING = 'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20Z';
const MARK: Record<Status, string> = {
  info: 'M11 7H13V9H11V7ZM11 11H13V17H11V11Z',
  warning: 'M11 15H13V17H11V15ZM11 7H13V13H11V7Z',
  error: 'M11 15H13V17H11V15ZM11 7H13V13H11V7Z',
  success: 'M11.0026 16L6.75999 11.7574L8.17421 10.3431L11.0026 13.1716L16.6595 7.51472L18.0737 8.92893L11.0026 16Z',
};
const ROOT: Record<Status, string> = { info: css.noticeInfo, warning: css.noticeWarning, error: css.noticeError, success: css.noticeSuccess };

export interface NoticeProps {
  status: Status;
  id?: string;
  role?: 'alert' | 'status';
  /** the root's look when it is not the status's own (css.previewNotice) */
  className?: string;
  /** its words: `css.noticeTitle` and `css.noticeText` blocks */
  children: ReactNode;
}

/** A notice as Chakra's subtle alert draws it (icon, title, text), styled statically: no Chakra in the browser. */
export function Notice({ status, id, role, className, children }: NoticeProps) {
  return (
    <div id={id} role={role} className={className ?? ROOT[status]}>
      <span className={css.noticeIcon}>
        <svg viewBox="0 0 24 24" className={css.noticeIconSvg} aria-hidden="true" focusable="false">
          <path d={`${RING}${MARK[status]}`} />
        </svg>
      </span>
      <div className={css.noticeContent}>{children}</div>
    </div>
  );
}
