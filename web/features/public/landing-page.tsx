import { Button, Container, Heading, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { VisuallyHidden } from '#web/components/visually-hidden.tsx';
import { PRIVACY_STATEMENT_URL } from '#web/config/site.ts';

/** The home page (spec §2 landing page, spec-decisions #1): Next is enabled once the privacy box is ticked. */
export function LandingPage() {
  const [acknowledged, setAcknowledged] = useState(false);
  const navigate = useNavigate();
  const checkboxId = useId();
  const hintId = useId();

  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageTitle title="Save a life! Carry Naloxone." />
      <Stack gap="5">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
          Save a life! Carry Naloxone.
        </Heading>
        <Text fontSize="lg">
          Naloxone is a safe medicine that quickly reverses an opioid overdose. It is sprayed into the nose, needs no
          training to give, and cannot harm someone who has not taken opioids.
        </Text>
        <Text>
          If you live in Colorado or Kentucky, you can request free naloxone kits delivered to your door. The request
          takes about ten minutes: a few questions, your shipping details, a short training video and a four-question
          quiz on how to respond to an overdose.
        </Text>
        <Text>
          If someone is unresponsive or not breathing, call 911 first, then give naloxone.
        </Text>

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
              I have read and acknowledge the{' '}
              <Link href={PRIVACY_STATEMENT_URL} target="_blank" rel="noopener noreferrer" color="link" textDecoration="underline">
                Privacy Statement <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
              </Link>
              .
            </chakra.label>
          </chakra.div>
          {!acknowledged && (
            <Text id={hintId} color="fg.muted" fontSize="sm">
              Tick the box above to continue.
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
              Next
            </Button>
          </div>
        </Stack>
      </Stack>
    </Container>
  );
}
