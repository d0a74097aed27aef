import { Alert, Button, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { canSee, homePathFor, paths, protectedSectionFor } from '#web/lib/paths.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { writeSessionUser } from '#web/lib/session-user.ts';
import { exchangeCode, getSignInConfig, toSessionUser } from './auth-api.ts';
import { leaveApp } from '#web/lib/leave-app.ts';
import { portalAddressFor } from './portal-address.ts';
import { codeChallengeS256, randomUrlSafe } from './pkce.ts';
import { clearReturnPath, readReturnPath } from '#web/lib/return-path.ts';
import { savePendingSignIn, takePendingSignIn } from './sign-in-storage.ts';

export const FAILURE_PREFIX = 'An authentication failure occurred. Message: ';
const STATE_MISMATCH = 'The sign-in response does not belong to this browser session. Please try again.';

/** Sends the person to the provider with fresh state, nonce and PKCE verifier (docs/product.md#signing-in-and-sessions). */
async function startSignIn(from: string | null): Promise<void> {
  const config = await getSignInConfig();
  const elsewhere = portalAddressFor(config.redirectUri, window.location.origin, from ?? readReturnPath());
  if (elsewhere) {
    leaveApp(elsewhere);
    return;
  }
  const state = randomUrlSafe();
  const nonce = randomUrlSafe();
  const verifier = randomUrlSafe();
  savePendingSignIn({ state, nonce, verifier, returnTo: from ?? readReturnPath() });
  const url = new URL(config.authorizationEndpoint);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    response_type: 'code',
    scope: config.scope,
    state,
    nonce,
    code_challenge: await codeChallengeS256(verifier),
    code_challenge_method: 'S256',
  }).toString();
  leaveApp(url.href);
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return String(error);
}

/**
 * /login: without a code it starts the sign-in redirect; with one it checks `state`, lets the server redeem
 * the code and goes on to the person's section (customers to Bulk Orders, others to Progress).
 */
export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const handled = useRef(-1);

  useEffect(() => {
    // Once per attempt: React's development double effects must not spend a single-use code twice.
    if (handled.current === attempt) return;
    handled.current = attempt;
    const params = new URLSearchParams(location.search);
    const code = params.get('code');
    const providerError = params.get('error');
    const from = (location.state as { from?: string } | null)?.from ?? null;

    if (!code && !providerError) {
      startSignIn(from).catch((error: unknown) => setFailure(messageOf(error)));
      return;
    }
    const pending = takePendingSignIn();
    if (providerError) {
      setFailure(params.get('error_description') ?? providerError);
      return;
    }
    if (!pending || pending.state !== params.get('state')) {
      setFailure(STATE_MISMATCH);
      return;
    }
    exchangeCode({ code: code!, codeVerifier: pending.verifier, nonce: pending.nonce }).then(
      ({ user }) => {
        const sessionUser = toSessionUser(user);
        writeSessionUser(sessionUser);
        clearReturnPath();
        const back = pending.returnTo;
        const role = sessionUser.claims.role;
        const target = back && protectedSectionFor(back.split('?')[0] ?? back) && canSee(role, back.split('?')[0] ?? back) ? back : homePathFor(role);
        navigate(target, { replace: true });
      },
      (error: unknown) => setFailure(messageOf(error)),
    );
  }, [attempt, location.search, location.state, navigate]);

  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageTitle title="Log In" />
      <Stack gap="6">
        <Heading as="h1" size="3xl">
          Log In
        </Heading>
        {failure ? (
          <>
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{`${FAILURE_PREFIX}${failure}`}</Alert.Description>
            </Alert.Root>
            <Button
              alignSelf="flex-start"
              onClick={() => {
                setFailure(null);
                navigate(paths.login, { replace: true });
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </Button>
          </>
        ) : (
          <Text role="status">
            <Spinner size="sm" me="2" aria-hidden="true" />
            Signing you in…
          </Text>
        )}
      </Stack>
    </Container>
  );
}
