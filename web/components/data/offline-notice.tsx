import { Alert } from '@chakra-ui/react';
import { apiMessages } from '#web/lib/api-client.ts';
import { useOnline } from './use-online.ts';

/** The offline message (docs/product.md#errors-people-read), shown while the browser is offline; the lists reload when it is back. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert.Root status="warning" role="status" borderRadius="0" position="sticky" top="0" zIndex="banner">
      <Alert.Indicator />
      <Alert.Title>{apiMessages.offline}</Alert.Title>
    </Alert.Root>
  );
}
