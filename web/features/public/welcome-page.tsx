import { Alert, Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { PARTNERSHIP_STATEMENT } from '#web/config/site.ts';

/** The welcome page (spec §2): the partnership banner and the one way on, 'I'm a Consumer'. */
export function WelcomePage() {
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageTitle title="Welcome" />
      <Stack gap="6">
        <Heading as="h1" size="3xl">
          Welcome
        </Heading>
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>About this service</Alert.Title>
            <Alert.Description>
              {PARTNERSHIP_STATEMENT} Naloxone kits are shipped free of charge to residents of Colorado and Kentucky.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Heading as="h2" size="lg">
          Which describes you?
        </Heading>
        <Box
          asChild
          display="block"
          borderWidth="2px"
          borderColor="border.emphasized"
          borderRadius="lg"
          p="5"
          color="fg"
          textDecoration="none"
          _hover={{ borderColor: 'blue.600', bg: 'bg.subtle' }}
        >
          <RouterLink to={paths.form}>
            <Text as="span" display="block" fontSize="xl" fontWeight="semibold">
              I&apos;m a Consumer
            </Text>
            <Text as="span" display="block" color="fg.muted" mt="1">
              Request free naloxone kits by mail for yourself, family or friends.
            </Text>
          </RouterLink>
        </Box>
      </Stack>
    </Container>
  );
}
