import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { applicationReceivedPath } from '#schemas/application-received-path.ts';
import { BusyButton } from '#web/components/busy-button.tsx';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import ErrorSummary from '#web/components/form/error-summary.tsx';
import type { PendingField } from '#web/components/form/guarded-submit.tsx';
import { postedFields } from '#web/components/form/posted-fields.ts';
import { useTypedBeforeTakeOver } from '#web/components/form/typed-before-take-over.ts';
import { RadioGroupField } from '#web/components/form/radio-group-field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField, type TextFieldProps } from '#web/components/form/text-field.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { css } from '#web/components/static/form-classes.ts';
import { useT } from '#web/i18n/use-t.ts';
import { formatPhone, formatZip } from '#engine/formatters.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { formValuesFromPost, isShown, requiredFields, toApplication } from '#engine/membership-rules.ts';
import { emptyMembershipForm, type FieldName, type MembershipFormValues } from '#schemas/membership-form.ts';
import { serverPageState } from '#web/config/server-page-state.ts';
import { currentLanguage } from '#web/i18n/i18n.ts';
import { facilityTypeOptions, fieldLabel, maxLengthOf, otherGpoOptions, yesNoOptions } from './membership-form.ts';
import { validateField, validateForm } from './membership-rules.ts';
import { submitApplication } from './submit-application.ts';
import { usStates } from './us-states.ts';

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

/**
 * Fields asked only after an answer (decision 087): with a script they are in the page once the answer asks for them,
 * as always; without one the server cannot follow the answers as they are given, so they are always there, set apart,
 * under a note saying when to fill them (the server keeps them only when the answer asked for them).
 */
function Conditional({ asked, note, children }: { asked: boolean; note: string; children: ReactNode }) {
  return (
    <div className={asked ? css.conditionalFields : css.conditionalFieldsUnasked}>
      <p className={css.conditionalNote}>{note}</p>
      {children}
    </div>
  );
}

/**
 * The membership application (docs/product.md#membership-applications). Nothing is marked wrong before the person
 * presses Register; then the error summary at the top lists each problem, and each field says its own, until fixed
 * (decision 056). A sent application moves to its own page, with its reference and what happens next. Without
 * JavaScript the form is posted to the server, which checks it with the same rules and answers with this page again,
 * its values as typed and the problems it found, or with the received page (decision 087).
 */
export default function RegisterPage() {
  const { t, language } = useT();
  // The form as the server rendered it (a refused post): the first render, here and on the server, shows the same.
  const [served] = useState(() => serverPageState('register'));
  const [values, setValues] = useState<MembershipFormValues>(() => served?.values ?? emptyMembershipForm);
  // The fields found wrong at the last press of Register; a field leaves the list once it is right.
  const [flagged, setFlagged] = useState<readonly FieldName[]>(() => Object.keys(served?.problems ?? {}) as FieldName[]);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | undefined>(() => (served?.notSent ? t('register.notSentTryAgain') : undefined));
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeTakeOver(formRef, (fields) => setValues(formValuesFromPost(fields)));
  const navigate = useNavigate();
  // Posted to this address without the part after # (a summary's link): the page after it would otherwise keep it.
  const { pathname, search } = useLocation();

  const required = requiredFields(values);
  const errorOf = (field: FieldName) => (flagged.includes(field) ? validateField(field, values) : undefined);
  const summary: PendingField[] = flagged.flatMap((field) => {
    const message = errorOf(field);
    return message ? [{ id: field, label: fieldLabel(field), message }] : [];
  });

  // A stable handler: with memoised fields, a keystroke re-renders only the field it changes.
  const change = useCallback((value: string | boolean, id: string) => {
    const field = id as FieldName;
    const formatted = typeof value === 'string' ? (formatters[field]?.(value) ?? value) : value;
    setValues((v) => ({ ...v, [field]: formatted }));
  }, []);

  const text = (field: TextFieldName, extra: Partial<TextFieldProps> = {}): TextFieldProps => ({
    id: field,
    label: fieldLabel(field),
    value: values[field],
    required: required.includes(field),
    maxLength: maxLengthOf(field),
    error: errorOf(field),
    onChange: change,
    ...extra,
  });
  const choice = (field: 'facilityType' | 'state' | 'partOfPurchasingGroup' | 'otherGpoAffiliation') => ({
    id: field,
    value: values[field],
    required: true,
    error: errorOf(field),
    onChange: change,
  });
  const checkbox = (field: 'sendOrderConfirmationEmails' | 'sendShipmentNotificationEmails') => ({
    id: field,
    label: fieldLabel(field),
    checked: values[field],
    onChange: change,
  });
  // The other group's details are optional when the answer is Not sure.
  const gpoHint = (field: 'currentGpoName' | 'productsPurchased') =>
    isShown(field, values) && !required.includes(field) ? t('register.ifYouKnow') : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // What the fields hold, which is what the person sees (typed before the app took the page over, it is not yet in
    // the state): read as the server reads the same form posted without a script.
    const values = formValuesFromPost(postedFields(event.currentTarget));
    setValues(values);
    const problems = Object.keys(validateForm(values)) as FieldName[];
    setFailure(undefined);
    if (problems.length > 0) {
      setFlagged(problems);
      setAttempt((n) => n + 1);
      return;
    }
    setFlagged([]);
    setSubmitting(true);
    try {
      const { reference } = await submitApplication(toApplication(values, currentLanguage()));
      // Replaces the form in the history: Back or a reload cannot send the application again.
      navigate(applicationReceivedPath(reference), { replace: true });
    } catch (error) {
      const detail = error instanceof ApiError ? ` ${error.message}` : '';
      setFailure(`${t('register.failure')}${detail}`);
      setAttempt((n) => n + 1);
      setSubmitting(false);
    }
  };

  const title = summary.length > 0 || failure ? t('common.errorPageTitle', { title: t('register.title') }) : t('register.title');
  return (
    <div className={css.formPage}>
      <PageTitle title={title} />
      <div className={css.stack6}>
        <ErrorSummary errors={summary} general={failure} focusKey={attempt} />
        <h1 className={css.formPageTitle}>{t('register.title')}</h1>
      </div>
      <p className={css.formPageIntro}>{t('register.intro')}</p>
      <p className={css.formPageNote}>{t('register.requiredNote')}</p>

      {/* Without a script the browser posts the form to this address (decision 087). */}
      <form ref={formRef} noValidate method="post" action={`${pathname}${search}`} onSubmit={submit} className={css.formPageForm}>
        {/* The language the form is read in, which the acknowledgement speaks (the app sends it itself). */}
        <input type="hidden" name="language" value={language} />
        <Section title={t('register.organization')}>
          <TextField {...text('legalBusinessName', { autoComplete: 'organization' })} />
          <TextField {...text('name')} />
          <SelectField {...choice('facilityType')} label={fieldLabel('facilityType')} options={facilityTypeOptions()} />
        </Section>

        <Section title={t('register.address')}>
          <TextField {...text('street', { autoComplete: 'address-line1' })} />
          <div className={css.fieldPairs}>
            <TextField {...text('city', { autoComplete: 'address-level2' })} />
            <SelectField {...choice('state')} label={fieldLabel('state')} options={usStates(language)} autoComplete="address-level1" />
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
          <Conditional asked={isShown('affiliation', values)} note={t('register.onlyIfMember')}>
            <TextField {...text('affiliation', { hint: t('register.affiliationHint') })} />
          </Conditional>
          <RadioGroupField {...choice('otherGpoAffiliation')} legend={fieldLabel('otherGpoAffiliation')} options={otherGpoOptions()} />
          <Conditional asked={isShown('currentGpoName', values)} note={t('register.onlyIfOtherGpo')}>
            <TextField {...text('currentGpoName', { hint: gpoHint('currentGpoName') })} />
            <TextField {...text('productsPurchased', { multiline: true, hint: gpoHint('productsPurchased') })} />
          </Conditional>
        </Section>

        <div>
          <BusyButton type="submit" className={css.submitButtonPlain} busy={submitting} busyText={t('register.submitting')}>
            {t('register.submit')}
          </BusyButton>
        </div>
      </form>
    </div>
  );
}
