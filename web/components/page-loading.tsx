import { Center, Spinner } from '@chakra-ui/react';
import { VisuallyHidden } from './visually-hidden.tsx';

/** What a lazy page shows while its code downloads. */
export function PageLoading() {
  return (
    <Center py="16" role="status">
      <Spinner size="lg" color="fg.muted" aria-hidden="true" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Center>
  );
}
