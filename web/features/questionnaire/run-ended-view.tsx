import { Alert, Box, Button, Heading, Stack } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { useStepFocus } from './step-focus.ts';
import { primaryButton } from './button-style.ts';
import { useT } from '#web/i18n/use-t.ts';


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
  const { t } = useT();
  return (
    <Box>
      <Button asChild {...primaryButton} size="lg">
        <RouterLink to={paths.home}>{t('questionnaire.goHome')}</RouterLink>
      </Button>
    </Box>
  );
}


/**
 * The run stopped as ineligible: the message of spec §5 (or the flow's own words for a county it does not serve),
 * exactly as the server words it, and a way on: 'Choose a different state' moves the run back to step 1 on the
 * server; the home page stays one click away.
 */
export function IneligibleView({ message, busy = false, onChooseState }: { message: string; busy?: boolean; onChooseState?: () => void }) {
  const { t } = useT();
  // The title fits both ends the flow has: a state it does not serve, and a Kentucky county outside its list.
  return (
    <EndedFrame title={t('questionnaire.ineligibleTitle')}>
      <Alert.Root status="warning" variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description fontSize="md">{message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }}>
        {onChooseState && (
          <Button {...primaryButton} size="lg" loading={busy} onClick={onChooseState}>
            {t('questionnaire.chooseState')}
          </Button>
        )}
        <Button asChild variant="outline" size="lg">
          <RouterLink to={paths.home}>{t('questionnaire.goHome')}</RouterLink>
        </Button>
      </Stack>
    </EndedFrame>
  );
}
