import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { DesignSystem } from '#web/components/design-system/design-system.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { toaster } from './toaster.tsx';

/**
 * The toast area itself; web/components/toaster.tsx loads it at the first interaction or toast. It brings the design
 * system with it, so a page styled statically (the questionnaire) shows toasts without loading Chakra beforehand.
 */
export default function ToasterRegion() {
  const { t } = useT();
  return (
    <DesignSystem>
      <Portal>
        <ChakraToaster toaster={toaster} insetInline={{ base: '4', md: 'auto' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
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
    </DesignSystem>
  );
}
