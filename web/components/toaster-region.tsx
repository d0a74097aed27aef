import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { useT } from '#web/i18n/use-t.ts';
import { toaster } from './toaster.tsx';

/** The toast area itself; web/components/toaster.tsx loads it after the page has settled. */
export default function ToasterRegion() {
  const { t } = useT();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ base: '4', md: 'auto' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'md' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger aria-label={t('common.dismissNotification')} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
