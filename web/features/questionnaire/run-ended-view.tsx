import { Alert, Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { useStepFocus } from './step-focus.ts';

export const GO_HOME = 'Go to Home Page';

function EndedFrame({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useStepFocus(heading, title);
  return (
    <Stack gap="6">
      <Heading ref={heading} as="h1" size={{ base: '2xl', md: '3xl' }} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function HomeLink() {
  return (
    <Box>
      <Button asChild colorPalette="blue" size="lg">
        <RouterLink to={paths.home}>{GO_HOME}</RouterLink>
      </Button>
    </Box>
  );
}

/** The state is not served: the message of spec §5, exactly as the server words it. */
export function IneligibleView({ message }: { message: string }) {
  return (
    <EndedFrame title="We cannot ship to your state">
      <Alert.Root status="warning" variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description fontSize="md">{message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HomeLink />
    </EndedFrame>
  );
}

/**
 * The server refused the request (406): every reason, sanitized as HTML (the reasons may carry markup such as a
 * link to the health department), in an info alert with the way home (spec §2).
 */
export function RefusedView({ reasons }: { reasons: string[] }) {
  return (
    <EndedFrame title="We cannot complete this request">
      <Alert.Root status="info" variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Stack gap="2" asChild>
            <ul>
              {reasons.map((reason) => (
                <Text as="li" key={reason} listStyleType="none" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(reason) }} />
              ))}
            </ul>
          </Stack>
          <Box mt="3">
            <Link asChild color="link" textDecoration="underline" fontWeight="medium">
              <RouterLink to={paths.home}>{GO_HOME}</RouterLink>
            </Link>
          </Box>
        </Alert.Content>
      </Alert.Root>
    </EndedFrame>
  );
}
