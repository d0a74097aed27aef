import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '#web/i18n/i18n.ts';
import { css } from './static/classes.ts';

interface Props {
  children: ReactNode;
  /** a change of this value (the path) clears the error, so navigating away recovers */
  resetKey: string;
}

interface State {
  error: unknown;
  resetKey: string;
}

/** Catches a page that fails to render or whose code fails to download (for example after a release). */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <div className={css.errorPage}>
        <title>{t('site.pageTitle', { title: t('common.wentWrong') })}</title>
        <div className={css.stack4} role="alert">
          <h1 className={css.errorTitle}>{t('common.wentWrong')}</h1>
          <p className={css.text}>{t('common.wentWrongRefresh')}</p>
          <div>
            <button type="button" className={css.primaryButton} onClick={() => window.location.reload()}>
              {t('common.reloadPage')}
            </button>
          </div>
        </div>
      </div>
    );
  }
}
