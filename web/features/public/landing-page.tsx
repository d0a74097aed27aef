import { Button, Container, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { VisuallyHidden } from '#web/components/visually-hidden.tsx';
import { PRIVACY_STATEMENT_URL } from '#web/config/site.ts';
import { RichText } from '#web/i18n/rich-text.tsx';
import { useT } from '#web/i18n/use-t.ts';

/** The home page (spec §2 landing page, spec-decisions #1): Next is enabled once the privacy box is ticked. */
export function LandingPage() {
  const [acknowledged, setAcknowledged] = useState(false);
  const navigate = useNavigate();
  const checkboxId = useId();
  const hintId = useId();
  const { t } = useT();

  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageTitle title={t('landing.title')} />
      <Stack gap="5">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
          {t('landing.title')}
        </Heading>
        <Text fontSize="lg">{t('landing.intro')}</Text>
        <Text>{t('landing.howTo')}</Text>
        <Text>{t('landing.call911')}</Text>

        <Stack
          as="form"
          gap="4"
          mt="2"
          onSubmit={(event) => {
            event.preventDefault();
            if (acknowledged) navigate(paths.welcome);
          }}
        >
          <chakra.div display="flex" alignItems="flex-start" gap="3">
            <chakra.input
              type="checkbox"
              id={checkboxId}
              checked={acknowledged}
              onChange={(event) => setAcknowledged(event.target.checked)}
              width="5"
              height="5"
              mt="0.5"
              flexShrink="0"
              accentColor="blue.700"
              cursor="pointer"
            />
            <chakra.label htmlFor={checkboxId} cursor="pointer">
              <RichText
                id="landing.acknowledge"
                tags={{
                  link: (words) => (
                    <Link href={PRIVACY_STATEMENT_URL} target="_blank" rel="noopener noreferrer" color="link" textDecoration="underline">
                      {words} <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
                    </Link>
                  ),
                }}
              />
            </chakra.label>
          </chakra.div>
          {!acknowledged && (
            <Text id={hintId} color="fg.muted" fontSize="sm">
              {t('landing.tickToContinue')}
            </Text>
          )}
          <div>
            <Button
              type="submit"
              colorPalette="blue"
              size="lg"
              disabled={!acknowledged}
              aria-describedby={acknowledged ? undefined : hintId}
            >
              {t('common.next')}
            </Button>
          </div>
        </Stack>
      </Stack>
    </Container>
  );
}
