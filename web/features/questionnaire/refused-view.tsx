import { Alert, Box, Link, Stack, Text } from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { EndedFrame } from './run-ended-view.tsx';
import { useT } from '#web/i18n/use-t.ts';

/**
 * The server refused the request (406): every reason, sanitized as HTML (the reasons may carry markup such as a
 * link to the health department), in an info alert with the way home (spec §2). A module of its own, loaded
 * only when a request is refused, so DOMPurify is not downloaded with every questionnaire.
 */
export default function RefusedView({ reasons }: { reasons: string[] }) {
  const { t } = useT();
  return (
    <EndedFrame title={t('questionnaire.refusedTitle')}>
      <Alert.Root status="info" variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Stack gap="2" asChild>
            <ul aria-label={t('questionnaire.reasons')}>
              {reasons.map((reason) => (
                <Text as="li" key={reason} listStyleType="none" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(reason) }} />
              ))}
            </ul>
          </Stack>
          <Box mt="3">
            <Link asChild color="link" textDecoration="underline" fontWeight="medium">
              <RouterLink to={paths.home}>{t('questionnaire.goHome')}</RouterLink>
            </Link>
          </Box>
        </Alert.Content>
      </Alert.Root>
    </EndedFrame>
  );
}
