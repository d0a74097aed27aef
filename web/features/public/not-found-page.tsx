import { Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { homePathFor, paths } from '#web/app/paths.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { readSessionUser } from '#web/lib/session-user.ts';

/**
 * The not-found page (spec §2 /404). A signed-in user is offered their dashboard (Progress; Bulk Orders
 * for a customer, who may not see Progress), anyone else the home page.
 */
export function NotFoundPage() {
  const user = readSessionUser();
  const target = user ? homePathFor(user.claims.role) : paths.home;
  const label = user ? (target === paths.progress ? 'Go to Progress' : 'Go to Bulk Orders') : 'Go to the home page';
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageTitle title="Page not found" />
      <Stack gap="4">
        <Heading as="h1" size="3xl">
          Page not found
        </Heading>
        <Text>The page you were looking for does not exist or you do not have access to it.</Text>
        <Text>
          <Link asChild color="link" textDecoration="underline" fontWeight="medium">
            <RouterLink to={target}>{label}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </Container>
  );
}
