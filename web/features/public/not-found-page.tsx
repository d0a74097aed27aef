import { Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { homePathFor, paths } from '#web/app/paths.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { readSessionUser } from '#web/lib/session-user.ts';
import { useT } from '#web/i18n/use-t.ts';

/**
 * The not-found page (spec §2 /404). A signed-in user is offered their dashboard (Progress; Bulk Orders
 * for a customer, who may not see Progress), anyone else the home page.
 */
export function NotFoundPage() {
  const user = readSessionUser();
  const target = user ? homePathFor(user.claims.role) : paths.home;
  const { t } = useT();
  const label = t(user ? (target === paths.progress ? 'notFound.goProgress' : 'notFound.goBulkOrders') : 'notFound.goHome');
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageTitle title={t('notFound.title')} />
      <Stack gap="4">
        <Heading as="h1" size="3xl">
          {t('notFound.title')}
        </Heading>
        <Text>{t('notFound.body')}</Text>
        <Text>
          <Link asChild color="link" textDecoration="underline" fontWeight="medium">
            <RouterLink to={target}>{label}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </Container>
  );
}
