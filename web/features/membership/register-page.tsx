import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '#web/lib/paths.ts';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import { GuardedSubmit, type PendingField } from '#web/components/form/guarded-submit.tsx';
import { RadioGroupField } from '#web/components/form/radio-group-field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField, type TextFieldProps } from '#web/components/form/text-field.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { css } from '#web/components/static/form-classes.ts';
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

/** docs/product.md#figures-and-limits: home after an application */
export const REDIRECT_AFTER_MS = 2500;

type TextFieldName = { [K in FieldName]: MembershipFormValues[K] extends string ? K : never }[FieldName];

const formatters: Partial<Record<FieldName, (value: string) => string>> = {
  zip: formatZip, phone: formatPhone, fax: formatPhone, contactPhone: formatPhone,
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={css.formSection}>
      <legend className={css.formSectionLegend}>
        <h2 className={css.formSectionTitle}>{title}</h2>
      </legend>
      <div className={css.formSectionFields}>{children}</div>
    </fieldset>
  );
}

/** The membership application (docs/product.md#membership-applications). */
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
    <div className={css.formPage}>
      <PageTitle title={t('register.title')} />
      <h1 className={css.formPageTitle}>{t('register.title')}</h1>
      <p className={css.formPageIntro}>{t('register.intro')}</p>
      <p className={css.formPageNote}>{t('register.requiredNote')}</p>

      <form noValidate onSubmit={submit} className={css.formPageForm}>
        <Section title={t('register.organization')}>
          <TextField {...text('legalBusinessName', { autoComplete: 'organization' })} />
          <TextField {...text('name')} />
          <SelectField {...choice('facilityType')} label={fieldLabel('facilityType')} options={facilityTypeOptions()} />
        </Section>

        <Section title={t('register.address')}>
          <TextField {...text('street', { autoComplete: 'address-line1' })} />
          <div className={css.fieldPairs}>
            <TextField {...text('city', { autoComplete: 'address-level2' })} />
            <SelectField {...choice('state')} label={fieldLabel('state')} options={usStates} autoComplete="address-level1" />
            <TextField {...text('zip', { inputMode: 'numeric', autoComplete: 'postal-code', hint: t('register.zipHint') })} />
            <TextField {...text('county')} />
          </div>
          <TextField {...text('attention', { hint: t('register.attentionHint') })} />
          <div className={css.fieldPairs}>
            <TextField {...text('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', hint: t('register.phoneHint') })} />
            <TextField {...text('fax', { type: 'tel', inputMode: 'tel', hint: t('common.optional') })} />
          </div>
        </Section>

        <Section title={t('register.contact')}>
          <TextField {...text('contactName', { autoComplete: 'name' })} />
          <div className={css.fieldPairs}>
            <TextField {...text('contactPhone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' })} />
            <TextField {...text('contactEmail', { type: 'email', inputMode: 'email', autoComplete: 'email' })} />
          </div>
          <div>
            <CheckboxField {...checkbox('sendOrderConfirmationEmails')} />
            <CheckboxField {...checkbox('sendShipmentNotificationEmails')} />
          </div>
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
      </form>
    </div>
  );
}
