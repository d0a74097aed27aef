import { Alert, Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDatePreference } from '#web/components/date-format.ts';
import { LOAD_FAILED_MESSAGE, toastSuccess } from '#web/components/load-error.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { readSessionUser } from '#web/lib/session-user.ts';
import { AuthenticatorAppDialog } from './authenticator-app-dialog.tsx';
import { NewCodesDialog, RemoveFactorDialog } from './factor-dialogs.tsx';
import type { FactorAdded, Factor } from '#schemas/generated/second-factors-api.ts';
import { codesLeft, factorDates, KIND_LABELS } from './factor-words.ts';
import { factorsKey, listFactors, makeRecoveryCodes, removeFactor } from './factors-api.ts';
import { PasskeyDialog } from './passkey-dialog.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';

export const GATE_EXPLANATION = 'Your role needs a second factor. Add a passkey or an authenticator app to continue.';

export interface SecurityPageProps {
  /**
   * The enrolment gate (docs/product.md#second-factors): shown instead of every staff page while the person must add
   * a first factor. `onEnrolled` lets them on to the page they were going to; `onSignOut` ends the session.
   */
  gate?: { onEnrolled: () => void; onSignOut: () => void };
}

function FactorRow({ factor, onRemove }: { factor: Factor; onRemove: () => void }) {
  const preference = useDatePreference();
  return (
    <Flex as="li" align={{ base: 'flex-start', sm: 'center' }} justify="space-between" gap="3" py="3" borderBottomWidth="1px" borderColor="border"
      direction={{ base: 'column', sm: 'row' }}>
      <Box minW="0">
        <Text fontWeight="semibold" wordBreak="break-word">{factor.name}</Text>
        <Text color="fg.muted" fontSize="sm">
          {KIND_LABELS[factor.kind]} · {factorDates(factor, preference)}
        </Text>
      </Box>
      <Button variant="outline" size="sm" flexShrink={0} aria-label={`Remove ${factor.name}`} onClick={onRemove}>
        Remove
      </Button>
    </Flex>
  );
}


/**
 * The recovery codes' heading, once codes are shown: where focus goes when the dialog that gave them closes (its
 * closing would otherwise take focus back to its opener, away from the codes to save).
 */
const recoveryCodesHeading = () => document.getElementById('recovery-codes-heading');

/**
 * Sign-in and security (docs/product.md#second-factors): the person's passkeys and authenticator apps (added, last
 * used), adding and removing them, and their recovery codes. The same page is the enrolment gate.
 */
export default function AccountSecurityPage({ gate }: SecurityPageProps) {
  const client = useQueryClient();
  const factors = useQuery({ queryKey: factorsKey, queryFn: ({ signal }) => listFactors(signal) });
  const [adding, setAdding] = useState<'passkey' | 'app' | null>(null);
  const [removing, setRemoving] = useState<Factor | null>(null);
  const [renewing, setRenewing] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: factorsKey });

  const added = (result: FactorAdded) => {
    setAdding(null);
    void reload();
    toastSuccess(`${result.factor.name} was added`);
    if (result.recoveryCodes) setCodes(result.recoveryCodes);
    else gate?.onEnrolled();
  };

  const list = factors.data?.factors ?? [];
  const email = readSessionUser()?.email;

  return (
    <Box px={{ base: '4', md: '6' }} py="6" maxW="3xl">
      <PageTitle title="Sign-in and security" />
      {codes ? (
        <RecoveryCodesPanel codes={codes} email={email} onDone={() => {
          setCodes(null);
          gate?.onEnrolled();
        }} />
      ) : (
        <Stack gap="8">
          {gate && (
            <Alert.Root status="info" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Add a second factor</Alert.Title>
                <Alert.Description>{GATE_EXPLANATION}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <Box as="section" aria-labelledby="factors-heading">
            <Heading as="h2" size="lg" id="factors-heading" mb="2">Second factors</Heading>
            <Text color="fg.muted" mb="3">
              After your password, the portal asks for one of these: a passkey (this device's fingerprint, face or screen lock, or a
              security key) or a 6-digit code from an authenticator app. A passkey can also sign you in by itself.
            </Text>
            {factors.isPending ? (
              <Text role="status" py="3"><Spinner size="sm" me="2" aria-hidden="true" />Loading your second factors…</Text>
            ) : factors.isError ? (
              <Stack gap="3" align="flex-start" py="3">
                <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Description>{LOAD_FAILED_MESSAGE}</Alert.Description></Alert.Root>
                <Button variant="outline" onClick={() => void factors.refetch()}>Retry</Button>
              </Stack>
            ) : list.length === 0 ? (
              <Text py="3">You have no second factor yet.</Text>
            ) : (
              <Box as="ul" listStyleType="none" m="0" p="0" aria-label="Your second factors">
                {list.map((factor) => <FactorRow key={factor.id} factor={factor} onRemove={() => setRemoving(factor)} />)}
              </Box>
            )}
            <Flex gap="3" wrap="wrap" mt="4">
              <Button onClick={() => setAdding('passkey')}>Add a passkey</Button>
              <Button variant="outline" onClick={() => setAdding('app')}>Add an authenticator app</Button>
            </Flex>
          </Box>
          {!gate && factors.data && (
            <Box as="section" aria-labelledby="codes-heading">
              <Heading as="h2" size="lg" id="codes-heading" mb="2">Recovery codes</Heading>
              {list.length > 0 ? (
                <>
                  <Text mb="3">
                    <Text as="span" fontWeight="semibold">{codesLeft(factors.data.recoveryCodesLeft)}.</Text>{' '}
                    Each code signs you in once, when you cannot use your passkey or app.
                  </Text>
                  <Button variant="outline" onClick={() => setRenewing(true)}>Make new codes</Button>
                </>
              ) : (
                <Text color="fg.muted">You get ten recovery codes when you add your first second factor.</Text>
              )}
            </Box>
          )}
          {gate && (
            <Box>
              <Text mb="2" color="fg.muted">Not now? Sign out, and add one the next time you sign in.</Text>
              <Button variant="outline" onClick={gate.onSignOut}>Sign out</Button>
            </Box>
          )}
        </Stack>
      )}

      <PasskeyDialog open={adding === 'passkey'} onClose={() => setAdding(null)} onAdded={added} finalFocus={recoveryCodesHeading} />
      <AuthenticatorAppDialog open={adding === 'app'} onClose={() => setAdding(null)} onAdded={added} finalFocus={recoveryCodesHeading} />
      <RemoveFactorDialog factor={removing} onClose={() => setRemoving(null)} onConfirm={async (factor) => {
        await removeFactor(factor.id);
        setRemoving(null);
        toastSuccess(`${factor.name} was removed`);
        await reload();
      }} />
      <NewCodesDialog open={renewing} finalFocus={recoveryCodesHeading} left={factors.data?.recoveryCodesLeft ?? 0} onClose={() => setRenewing(false)} onConfirm={async () => {
        const fresh = await makeRecoveryCodes();
        setRenewing(false);
        setCodes(fresh.recoveryCodes);
        await reload();
      }} />
    </Box>
  );
}
