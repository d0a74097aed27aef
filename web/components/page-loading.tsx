import { Center, Spinner } from '@chakra-ui/react';
import { useT } from '#web/i18n/use-t.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

/** What a lazy page shows while its code downloads. */
export function PageLoading() {
  const { t } = useT();
  return (
    <Center py="16" role="status">
      <Spinner size="lg" color="fg.muted" aria-hidden="true" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
