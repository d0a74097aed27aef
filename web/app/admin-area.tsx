import { lazy, useEffect } from 'react';
import AdminLayout from '#web/features/admin-shell/admin-layout.tsx';
import { AdminDataProvider } from '#web/components/data/admin-data-provider.tsx';
import { switchLanguage } from '#web/i18n/i18n.ts';
import { initialLanguage } from '#web/i18n/language-preference.ts';
import { ChakraScope } from '#web/components/design-system/chakra-scope.tsx';

// The enrolment gate is the Sign-in and security page itself (docs/product.md#second-factors).
const SecurityPage = lazy(() => import('#web/features/account-security/account-security-page.tsx'));

/**
 * The staff area: the design system and its data layer around the admin shell (one lazy chunk, never loaded by public pages). Staff pages
 * are English: the area switches to English while it is open, without changing a consumer's remembered language.
 */
export default function AdminArea() {
  useEffect(() => {
    void switchLanguage('en', { remember: false });
    return () => void switchLanguage(initialLanguage(), { remember: false });
  }, []);
  return (
    <ChakraScope>
      <AdminDataProvider>
        <AdminLayout enrolment={(gate) => <SecurityPage gate={gate} />} />
      </AdminDataProvider>
    </ChakraScope>
  );
}
