import { Alert, Box, Button, Heading, Stack } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { useStepFocus } from './step-focus.ts';
import { primaryButton } from './button-style.ts';

export const GO_HOME = 'Go to Home Page';

/** The frame of a run that has ended: its heading takes focus, as a new step's does. */
export function EndedFrame({ title, children }: { title: string; children: ReactNode }) {
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

/** The way out of an ended run: the home page (spec §2 'Go to Home Page'). */
export function HomeLink() {
  return (
    <Box>
      <Button asChild {...primaryButton} size="lg">
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
