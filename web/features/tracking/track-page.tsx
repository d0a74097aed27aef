import { Alert, Box, Button, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '#web/lib/paths.ts';
import { checkZip } from '#engine/validators.ts';
import { looksLikeMrn } from '#schemas/mrn.ts';
import type { TrackReply } from '#schemas/generated/track.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import type { MessageKey } from '#web/i18n/catalogue.ts';
import { ORDER_STATUS_WORDS } from '#web/i18n/order-status-words.ts';
import { useT } from '#web/i18n/use-t.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { trackOrder } from './track-order.ts';


/** '2026-11-23' → that calendar day at local noon (a day, not an instant: no time zone may move it). */
const dayOf = (day: string) => new Date(`${day}T12:00:00`);

type Problems = Partial<Record<'mrn' | 'zip', MessageKey>>;

function Result({ order }: { order: TrackReply }) {
  const { t } = useT();
  return (
    <Box as="section" aria-labelledby="track-result" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '5' }}>
      <Stack gap="2">
        <Heading as="h2" size="lg" id="track-result">{t('track.resultTitle', { mrn: order.mrn })}</Heading>
        <Text fontWeight="semibold">{t(ORDER_STATUS_WORDS[order.status])}</Text>
        <Text>{t('track.ordered', { date: new Date(order.orderDate) })}</Text>
        {order.shippedOn && <Text>{t('track.shippedOn', { date: dayOf(order.shippedOn) })}</Text>}
        {order.deliveredOn && <Text>{t('track.deliveredOn', { date: dayOf(order.deliveredOn) })}</Text>}
        {order.carrier && order.trackingNumber && <Text overflowWrap="anywhere">{t('track.trackingNumber', { carrier: order.carrier, number: order.trackingNumber })}</Text>}
        {order.carrier && order.trackingUrl && (
          <Text>
            <Link href={order.trackingUrl} color="link" textDecoration="underline" fontWeight="medium" target="_blank" rel="noreferrer">
              {t('track.follow', { carrier: order.carrier })}
            </Link>
          </Text>
        )}
      </Stack>
    </Box>
  );
}

/**
 * Track My Shipment (docs/product.md#public-pages): the MRN and ZIP code in, the order's status and tracking out. A wrong pair and an
 * unknown MRN read the same; nothing personal is shown. The confirmation page and email link here with the order
 * number filled in (`?mrn=`); the ZIP code is still the person's to give.
 */
export default function TrackPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const [mrn, setMrn] = useState(() => {
    const given = params.get('mrn')?.trim() ?? '';
    return looksLikeMrn(given) ? given : '';
  });
  const [zip, setZip] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [found, setFound] = useState<TrackReply | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Problems = {};
    if (!looksLikeMrn(mrn)) next.mrn = 'track.mrnInvalid';
    if (!checkZip(zip).ok) next.zip = 'track.zipInvalid';
    setProblems(next);
    setFound(undefined);
    setFailure(undefined);
    if (next.mrn || next.zip) {
      document.getElementById(next.mrn ? 'track-mrn' : 'track-zip')?.focus();
      return;
    }
    setBusy(true);
    try {
      setFound(await trackOrder({ mrn: mrn.trim(), zip: zip.trim() }));
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 404 ? t('track.notFound') : error instanceof Error ? error.message : t('track.notFound'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <PageTitle title={t('track.title')} />
      <Stack gap="5">
        <Heading as="h1" size="3xl">{t('track.title')}</Heading>
        <Text>{t('track.intro')}</Text>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('track.title')}>
          <Stack gap="4" maxW="28rem">
            <TextField id="track-mrn" label={t('track.mrn')} hint={t('track.mrnHint')} value={mrn} required autoComplete="off" maxLength={20}
              error={problems.mrn && t(problems.mrn)} onChange={(value) => setMrn(value)} />
            <TextField id="track-zip" label={t('track.zip')} value={zip} required inputMode="numeric" autoComplete="postal-code" maxLength={10}
              error={problems.zip && t(problems.zip)} onChange={(value) => setZip(value)} />
            <Box>
              <Button type="submit" size="lg" loading={busy}>{t('track.submit')}</Button>
            </Box>
          </Stack>
        </form>
        <Box aria-live="polite">
          {failure && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Content><Alert.Description>{failure}</Alert.Description></Alert.Content>
            </Alert.Root>
          )}
          {found && <Result order={found} />}
        </Box>
        <Text>
          <Link asChild color="link" textDecoration="underline" fontWeight="medium"><RouterLink to={paths.account}>{t('track.accountLink')}</RouterLink></Link>
        </Text>
        <Text color="fg.muted">{t('track.emergency')}</Text>
      </Stack>
    </Container>
  );
}
