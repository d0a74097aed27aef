import { Alert, Box, Button, Container, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { longDate } from '#engine/dates.ts';
import { kitExpiryWords } from '#engine/kit-expiry.ts';
import { checkEmail } from '#engine/validators.ts';
import type { AccountView, RefillWhen } from '#schemas/generated/consumer-account.ts';
import { paths } from '#web/lib/paths.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { ORDER_STATUS_WORDS } from '#web/i18n/order-status-words.ts';
import { useT } from '#web/i18n/use-t.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { startRefill } from '#web/lib/refill-prefill.ts';
import { accountApi } from './account-api.ts';
import { REFILL_WORDS } from './refill-words.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'signedOut'; problem?: string; deleted?: boolean }
  | { kind: 'signedIn'; account: AccountView };

/**
 * The account the page opens with: the link's redemption when the address carries one (its token taken out of the
 * address at once, so it is not left in the history or shared by a copy), else the session's account. The page can
 * mount twice as it opens (once more when the design system arrives, `styledPage`): the second mount finds the token
 * gone from the address and takes the same redemption, never a second request that would find no session yet.
 */
let opening: { fromLink: true; account: Promise<AccountView> } | null = null;

function openAccount(signal: AbortSignal): { fromLink: boolean; account: Promise<AccountView> } {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('link');
  if (token) {
    url.searchParams.delete('link');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    const current = { fromLink: true as const, account: accountApi.redeem(token) };
    opening = current;
    // Kept for the page's other mounts while this opening lasts; a later visit asks afresh.
    const forget = () => {
      setTimeout(() => {
        if (opening === current) opening = null;
      }, 1000);
    };
    current.account.then(forget, forget);
  }
  return opening ?? { fromLink: false, account: accountApi.view(signal) };
}

function SignInForm({ problem, deleted }: { problem?: string | undefined; deleted?: boolean | undefined }) {
  const { t, language } = useT();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checkEmail(email).ok) {
      setError(t('account.emailInvalid'));
      document.getElementById('account-email')?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await accountApi.requestLink({ email: email.trim(), language });
      setSentTo(email.trim());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('account.emailInvalid'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="4">
      {deleted && <Alert.Root status="success" role="status"><Alert.Indicator /><Alert.Content><Alert.Description>{t('account.deleted')}</Alert.Description></Alert.Content></Alert.Root>}
      {problem && <Alert.Root status="warning" role="alert"><Alert.Indicator /><Alert.Content><Alert.Description>{problem}</Alert.Description></Alert.Content></Alert.Root>}
      <Heading as="h2" size="xl">{t('account.signInTitle')}</Heading>
      <Text>{t('account.signInIntro')}</Text>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('account.signInTitle')}>
        <Stack gap="4" maxW="28rem">
          <TextField id="account-email" type="email" label={t('account.email')} value={email} required autoComplete="email" maxLength={254}
            error={error} onChange={(value) => setEmail(value)} />
          <Box><Button type="submit" size="lg" loading={busy}>{t('account.sendLink')}</Button></Box>
        </Stack>
      </form>
      <Box aria-live="polite">{sentTo && <Text fontWeight="medium">{t('account.linkSent', { email: sentTo })}</Text>}</Box>
    </Stack>
  );
}

/**
 * When a refill can be ordered, as the server worked it out from the questionnaire's rules (engine/order-again.ts):
 * the way in today, or the day it opens, and what a person whose kit is gone can do meanwhile.
 */
function Refill({ when, busy, onStart }: { when: RefillWhen; busy: boolean; onStart: () => void }) {
  const { t, language } = useT();
  const words = REFILL_WORDS[language];
  const start = (label: string) => <Box><Button size="lg" onClick={onStart} loading={busy}>{label}</Button></Box>;
  return (
    <Stack as="section" aria-labelledby="refill-title" gap="3" borderTopWidth="1px" pt="4">
      <Heading as="h2" size="lg" id="refill-title">{t('account.refill')}</Heading>
      {when.now ? (
        <>
          <Text>{t('account.refillNote')}</Text>
          {start(t('account.refill'))}
        </>
      ) : (
        <>
          <Box borderStartWidth="4px" borderColor="border.emphasized" ps="4" py="1">
            <Text fontWeight="semibold">{when.from ? words.from.replace('{date}', longDate(when.from, language) ?? when.from) : words.closed}</Text>
          </Box>
          {when.reasonsNow.length > 0 ? (
            <Stack gap="2">
              <Text>{words.replaceNow}</Text>
              <Stack as="ul" gap="1" ps="6" listStyleType="disc">
                {when.reasonsNow.map((reason) => <Box as="li" key={reason.en}>{reason[language]}</Box>)}
              </Stack>
              <Text textStyle="sm" color="fg.muted">{t('account.refillNote')}</Text>
              {start(words.replace)}
            </Stack>
          ) : <Text>{words.needSooner}</Text>}
        </>
      )}
    </Stack>
  );
}

function Orders({ account, onSignedOut }: { account: AccountView; onSignedOut: (deleted: boolean) => void }) {
  const { t, language } = useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'refill' | 'signOut' | 'delete' | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const run = async (what: 'refill' | 'signOut' | 'delete', action: () => Promise<void>) => {
    setBusy(what);
    setProblem(undefined);
    try {
      await action();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };
  const refill = () => run('refill', async () => {
    startRefill(await accountApi.refill());
    navigate(paths.form);
  });
  return (
    <Stack gap="5">
      <Text color="fg.muted">{t('account.signedInAs', { email: account.email })}</Text>
      {account.orders.length === 0 ? <Text>{t('account.noOrders')}</Text> : (
        <Stack as="ul" gap="3" listStyleType="none" ms="0">
          {account.orders.map((o) => (
            <Box as="li" key={o.mrn} borderWidth="1px" borderRadius="md" p="4">
              <Heading as="h2" size="md">{t('track.resultTitle', { mrn: o.mrn })}</Heading>
              <Text mt="1">{t('account.orderLine', { kits: o.kits, product: o.productName?.[language] ?? '', date: new Date(o.orderDate) })}</Text>
              <Text fontWeight="semibold" mt="1">{t(ORDER_STATUS_WORDS[o.status])}</Text>
              {o.kitExpiresOn && <Text mt="1">{t('account.kitExpires', { when: kitExpiryWords(o.kitExpiresOn, language) })}</Text>}
              {o.carrier && o.trackingUrl && (
                <Link href={o.trackingUrl} target="_blank" rel="noreferrer" color="link" textDecoration="underline" mt="1" display="inline-block">
                  {t('track.follow', { carrier: o.carrier })}
                </Link>
              )}
            </Box>
          ))}
        </Stack>
      )}
      <Refill when={account.refill} busy={busy === 'refill'} onStart={() => void refill()} />
      {problem && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Content><Alert.Description>{problem}</Alert.Description></Alert.Content></Alert.Root>}
      <Stack gap="2" borderTopWidth="1px" pt="4">
        <HStack gap="3" wrap="wrap">
          <Button variant="outline" loading={busy === 'signOut'} onClick={() => void run('signOut', async () => { await accountApi.signOut(); onSignedOut(false); })}>{t('account.signOut')}</Button>
          <Button variant="outline" colorPalette="red" loading={busy === 'delete'} onClick={() => void run('delete', async () => { await accountApi.remove(); onSignedOut(true); })}>{t('account.delete')}</Button>
        </HStack>
        <Text textStyle="sm" color="fg.muted">{t('account.deleteNote')}</Text>
      </Stack>
    </Stack>
  );
}

/**
 * A consumer's optional account (decision 026): opened by the link in the order confirmation or a link
 * asked for here; shows their orders and their status, starts a refill with their details filled in, signs out and
 * deletes itself in one click.
 */
export default function AccountPage() {
  const { t } = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const { fromLink, account: opened } = openAccount(controller.signal);
    opened.then(
      (account) => {
        if (!controller.signal.aborted) setState({ kind: 'signedIn', account });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const problem = fromLink ? (error instanceof ApiError && error.status === 404 ? t('account.linkFailed') : error instanceof Error ? error.message : undefined) : undefined;
        setState({ kind: 'signedOut', ...(problem ? { problem } : {}) });
      },
    );
    return () => controller.abort();
    // The link is read once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageTitle title={t('account.title')} />
      <Stack gap="5">
        <Heading as="h1" size="3xl">{t('account.title')}</Heading>
        <Text>{t('account.intro')}</Text>
        {state.kind === 'loading' && <HStack><Spinner size="sm" aria-hidden="true" /><Text>{t('account.opening')}</Text></HStack>}
        {state.kind === 'signedOut' && <SignInForm problem={state.problem} deleted={state.deleted} />}
        {state.kind === 'signedIn' && <Orders account={state.account} onSignedOut={(deleted) => setState({ kind: 'signedOut', deleted })} />}
      </Stack>
    </Container>
  );
}
