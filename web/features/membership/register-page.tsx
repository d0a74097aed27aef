import { Box, Container, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import { GuardedSubmit, type PendingField } from '#web/components/form/guarded-submit.tsx';
import { RadioGroupField } from '#web/components/form/radio-group-field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField, type TextFieldProps } from '#web/components/form/text-field.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { toaster } from '#web/components/toaster.tsx';
import { formatPhone, formatZip } from '#engine/formatters.ts';
import { ApiError } from '#web/lib/api-client.ts';
import {
  emptyMembershipForm, facilityTypeOptions, fieldLabel, maxLengthOf, otherGpoOptions, yesNoOptions,
  type FieldName, type MembershipFormValues,
} from './membership-form.ts';
import { isShown, requiredFields, toApplication, validateField, validateForm } from './membership-rules.ts';
import { submitApplication } from './submit-application.ts';
import { usStates } from './us-states.ts';

/** spec §9: redirect after registration */
export const REDIRECT_AFTER_MS = 2500;

type TextFieldName = { [K in FieldName]: MembershipFormValues[K] extends string ? K : never }[FieldName];

const formatters: Partial<Record<FieldName, (value: string) => string>> = {
  zip: formatZip, phone: formatPhone, fax: formatPhone, contactPhone: formatPhone,
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <chakra.fieldset borderTopWidth="1px" borderColor="border" pt="5">
      <chakra.legend float="left" width="full" mb="4">
        <Heading as="h2" size="lg">{title}</Heading>
      </chakra.legend>
      <Stack gap="4" clear="both">{children}</Stack>
    </chakra.fieldset>
  );
}

/** The membership application (spec §2 /register, §3 fields, §5 rules, §8 messages). */
export default function RegisterPage() {
  const { t } = useT();
  const [values, setValues] = useState<MembershipFormValues>(emptyMembershipForm);
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const required = requiredFields(values);
  const problems = validateForm(values);
  const complete = Object.keys(problems).length === 0;
  const pending: PendingField[] = (Object.keys(problems) as FieldName[]).map((field) => ({ id: field, label: fieldLabel(field), message: problems[field]! }));
  const errorOf = (field: FieldName) => (touched.has(field) ? validateField(field, values) : undefined);

  // Stable handlers: with memoised fields, a keystroke re-renders only the field it changes.
  const change = useCallback((value: string | boolean, id: string) => {
    const field = id as FieldName;
    const formatted = typeof value === 'string' ? (formatters[field]?.(value) ?? value) : value;
    setValues((v) => ({ ...v, [field]: formatted }));
  }, []);
  const touch = useCallback((id: string) => {
    setTouched((t) => (t.has(id as FieldName) ? t : new Set(t).add(id as FieldName)));
  }, []);

  const text = (field: TextFieldName, extra: Partial<TextFieldProps> = {}): TextFieldProps => ({
    id: field,
    label: fieldLabel(field),
    value: values[field],
    required: required.includes(field),
    maxLength: maxLengthOf(field),
    error: errorOf(field),
    onChange: change,
    onBlur: touch,
    ...extra,
  });
  const choice = (field: 'facilityType' | 'state' | 'partOfPurchasingGroup' | 'otherGpoAffiliation') => ({
    id: field,
    value: values[field],
    required: true,
    error: errorOf(field),
    onChange: change,
    onBlur: touch,
  });
  const checkbox = (field: 'sendOrderConfirmationEmails' | 'sendShipmentNotificationEmails') => ({
    id: field,
    label: fieldLabel(field),
    checked: values[field],
    onChange: change,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || submitting) return;
    setSubmitting(true);
    try {
      await submitApplication(toApplication(values));
      toaster.create({ type: 'success', title: t('register.success') });
      setValues(emptyMembershipForm);
      setTouched(new Set());
      redirectTimer.current = window.setTimeout(() => navigate(paths.home), REDIRECT_AFTER_MS);
    } catch (error) {
      const description = error instanceof ApiError ? error.message : undefined;
      toaster.create({ type: 'error', title: t('register.failure'), description });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <PageTitle title={t('register.title')} />
      <Heading as="h1" size="3xl">{t('register.title')}</Heading>
      <Text mt="3">
        {t('register.intro')}
      </Text>
      <Text mt="2" color="fg.muted">{t('register.requiredNote')}</Text>

      <chakra.form noValidate onSubmit={submit} display="flex" flexDirection="column" gap="8" mt="8">
        <Section title={t('register.organization')}>
          <TextField {...text('legalBusinessName', { autoComplete: 'organization' })} />
          <TextField {...text('name')} />
          <SelectField {...choice('facilityType')} label={fieldLabel('facilityType')} options={facilityTypeOptions()} />
        </Section>

        <Section title={t('register.address')}>
          <TextField {...text('street', { autoComplete: 'address-line1' })} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField {...text('city', { autoComplete: 'address-level2' })} />
            <SelectField {...choice('state')} label={fieldLabel('state')} options={usStates} autoComplete="address-level1" />
            <TextField {...text('zip', { inputMode: 'numeric', autoComplete: 'postal-code', hint: t('register.zipHint') })} />
            <TextField {...text('county')} />
          </SimpleGrid>
          <TextField {...text('attention', { hint: t('register.attentionHint') })} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField {...text('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', hint: t('register.phoneHint') })} />
            <TextField {...text('fax', { type: 'tel', inputMode: 'tel', hint: t('common.optional') })} />
          </SimpleGrid>
        </Section>

        <Section title={t('register.contact')}>
          <TextField {...text('contactName', { autoComplete: 'name' })} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField {...text('contactPhone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' })} />
            <TextField {...text('contactEmail', { type: 'email', inputMode: 'email', autoComplete: 'email' })} />
          </SimpleGrid>
          <Box>
            <CheckboxField {...checkbox('sendOrderConfirmationEmails')} />
            <CheckboxField {...checkbox('sendShipmentNotificationEmails')} />
          </Box>
        </Section>

        <Section title={t('register.purchasingGroup')}>
          <RadioGroupField {...choice('partOfPurchasingGroup')} legend={fieldLabel('partOfPurchasingGroup')} options={yesNoOptions()} />
          {isShown('affiliation', values) && <TextField {...text('affiliation', { hint: t('register.affiliationHint') })} />}
          <RadioGroupField {...choice('otherGpoAffiliation')} legend={fieldLabel('otherGpoAffiliation')} options={otherGpoOptions()} />
          {isShown('currentGpoName', values) && (
            <>
              <TextField {...text('currentGpoName')} />
              <TextField {...text('productsPurchased', { multiline: true })} />
            </>
          )}
        </Section>

        <GuardedSubmit
          pending={pending}
          summaryId="register-pending-summary"
          submitting={submitting}
          loadingText={t('register.submitting')}
        >
          {t('register.submit')}
        </GuardedSubmit>
      </chakra.form>
    </Container>
  );
}
