import { Alert, Heading, HStack, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ApplicationDetail } from '#schemas/generated/membership-review.ts';
import { customerPath, membershipApplicationPath, paths } from '#web/lib/paths.ts';
import { Facts, Section } from '#web/components/detail-section.tsx';
import { formatDateTime, useDatePreference, type DatePreference } from '#web/components/date-format.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { RecordLoadFailed, RecordLoading } from '#web/components/record-states.tsx';
import { languageName } from '#engine/language-name.ts';
import { ApplicationStatusBadge } from './application-status-badge.tsx';
import { DecisionForms } from './decision-forms.tsx';
import { applicationKey, reviewApi } from './review-api.ts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const GPO = { yes: 'Yes', no: 'No', unsure: 'Not sure' } as const;

function Duplicates({ detail }: { detail: ApplicationDetail }) {
  if (detail.likelyDuplicates.length === 0) return null;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>This may repeat an earlier application or customer</Alert.Title>
        <List.Root as="ul" ps="4" mt="1">
          {detail.likelyDuplicates.map((d) => (
            <List.Item key={`${d.kind}-${d.id}`}>
              <Link asChild color="fg.info">
                <RouterLink to={d.kind === 'application' ? membershipApplicationPath(d.id) : customerPath(d.id)}>{d.label}</RouterLink>
              </Link>
              {' — '}{d.why}
            </List.Item>
          ))}
        </List.Root>
      </Alert.Content>
    </Alert.Root>
  );
}

function Decision({ detail, preference }: { detail: ApplicationDetail; preference: DatePreference }) {
  const d = detail.decision!;
  return (
    <Section title="Decision" id="decision-heading">
      <Facts items={[
        ['Decision', d.status === 'approved' ? 'Approved' : 'Rejected'], ['When', formatDateTime(d.at, preference)], ['By', d.by ?? 'a deleted account'],
        ...(d.status === 'approved' ? [['Customer', d.customerId] as [string, string | null]] : [['Reason', d.reason] as [string, string | null]]),
      ]} />
    </Section>
  );
}

/** One membership application (docs/product.md#membership-applications): every answer, likely duplicates, and the decision or the forms to make it. */
export default function ApplicationPage() {
  const { id = '' } = useParams();
  const preference = useDatePreference();
  const detail = useQuery({ queryKey: applicationKey(id), queryFn: ({ signal }) => reviewApi.get(id, signal), retry: false });
  const back = <Link asChild color="fg.info" alignSelf="start"><RouterLink to={paths.membership}>← Membership</RouterLink></Link>;

  if (detail.isPending) return <RecordLoading back={back} what="the application" />;
  if (detail.isError) {
    return (
      <RecordLoadFailed error={detail.error} back={back} onRetry={() => void detail.refetch()}
        heading={<PageTitle title="Membership application" />} notFound="There is no such membership application." />
    );
  }
  const { summary: s, application: a } = detail.data;
  return (
    <Stack px={{ base: '4', md: '6' }} py="6" gap="4">
      <PageTitle title={`Application ${s.reference}`} />
      {back}
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="lg">Application <Text as="span" fontFamily="mono">{s.reference}</Text></Heading>
        <ApplicationStatusBadge status={s.status} />
      </HStack>
      <Text color="fg.muted">Submitted {formatDateTime(s.submittedAt, preference)}, in {languageName(a.language ?? 'en')}.</Text>
      <Duplicates detail={detail.data} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Section title="Facility" id="facility-heading">
          <Facts items={[
            ['Legal Business Name', a.legalBusinessName], ['Name', a.name], ['Facility Type', a.facilityType],
            ['Address', `${a.street}, ${a.city}, ${a.state} ${a.zip}`], ['County', a.county], ['Attention', a.attention], ['Phone', a.phone], ['Fax', a.fax],
          ]} />
        </Section>
        <Section title="Contact" id="contact-heading">
          <Facts items={[
            ['Name', a.contactName], ['Phone', a.contactPhone], ['Email', a.contactEmail],
            ['Order confirmation emails', yesNo(a.sendOrderConfirmationEmails)], ['Shipment notification emails', yesNo(a.sendShipmentNotificationEmails)],
          ]} />
        </Section>
        <Section title="Purchasing" id="purchasing-heading">
          <Facts items={[
            ['Part of a purchasing group', a.partOfPurchasingGroup ? `Yes: ${a.affiliation ?? ''}` : 'No'], ['Affiliated with another GPO', GPO[a.otherGpoAffiliation]],
            ['Current GPO', a.currentGpoName], ['Products purchased', a.productsPurchased],
          ]} />
        </Section>
        {s.status === 'pending' ? <DecisionForms detail={detail.data} /> : <Decision detail={detail.data} preference={preference} />}
      </SimpleGrid>
    </Stack>
  );
}
