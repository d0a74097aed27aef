import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '#web/i18n/i18n.ts';

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
      <Container maxW="3xl" py="12">
        <title>{t('site.pageTitle', { title: t('common.wentWrong') })}</title>
        <Stack gap="4" role="alert">
          <Heading as="h1" size="2xl">
            {t('common.wentWrong')}
          </Heading>
          <Text>{t('common.wentWrongRefresh')}</Text>
          <div>
            <Button colorPalette="blue" onClick={() => window.location.reload()}>
              {t('common.reloadPage')}
            </Button>
          </div>
        </Stack>
      </Container>
    );
  }
}
