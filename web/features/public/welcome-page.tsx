import { Alert, Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { partnershipValues } from '#web/config/site.ts';
import { useT } from '#web/i18n/use-t.ts';

/** The welcome page (spec §2): the partnership banner and the one way on, 'I'm a Consumer'. */
export function WelcomePage() {
  const { t } = useT();
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageTitle title={t('welcome.title')} />
      <Stack gap="6">
        <Heading as="h1" size="3xl">
          {t('welcome.title')}
        </Heading>
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('welcome.aboutTitle')}</Alert.Title>
            <Alert.Description>
              {t('welcome.about', { partnership: t('site.partnership', partnershipValues) })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Heading as="h2" size="lg">
          {t('welcome.whichDescribesYou')}
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
              {t('welcome.consumer')}
            </Text>
            <Text as="span" display="block" color="fg.muted" mt="1">
              {t('welcome.consumerHint')}
            </Text>
          </RouterLink>
        </Box>
      </Stack>
    </Container>
  );
}
