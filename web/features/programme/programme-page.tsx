import { Alert, Box, Button, Field, HStack, Heading, Input, Link, List, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ProgrammeSettings } from '#schemas/generated/programme-settings.ts';
import { APPLICATION_REVIEW_WORKING_DAYS, checkProgrammeSettings, EXPIRY_REMINDER_DAYS, PROGRAMME_SETTINGS, type ProgrammeSetting } from '#engine/programme-settings.ts';
import { formatDateTime, useDatePreference } from '#web/components/date-format.ts';
import { LOAD_FAILED_MESSAGE, toastSuccess } from '#web/components/load-error.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { programmeApi, programmeKey } from './programme-api.ts';

type Values = Record<ProgrammeSetting, string>;
type Problems = Partial<Record<ProgrammeSetting, string>>;

/** Where the public meets each setting, said under its field. */
const WHERE: Record<ProgrammeSetting, string> = {
  programmeName: 'Shown in the public footer and on the privacy statement.',
  marketingSiteUrl: "The header's Opioids, Training, Resources, About Us, News and Contact Us go to its pages (/opioids, /training, …). Without it they are not shown.",
  contactPhone: 'Shown in the public footer and on the privacy statement, as a link that calls it.',
  contactEmail: 'Shown in the public footer and on the privacy statement.',
  privacyStatementUrl: "The privacy statement people tick to start, and the footer's Privacy Statement. Until it is set, they open the portal's own statement.",
  termsOfUseUrl: "The footer's Terms of Use. Without it the link is not shown.",
  termsOfSaleUrl: "The footer's Terms of Sale. Without it the link is not shown.",
  helpUrl: "The footer's Help. Without it the link is not shown.",
  applicationReviewWorkingDays: `How many working days your staff usually take to review a membership application (${APPLICATION_REVIEW_WORKING_DAYS.min} to ${APPLICATION_REVIEW_WORKING_DAYS.max}). Applicants read it on the page after they apply and in the email that acknowledges it.`,
  expiryReminderDays: `How many days before a kit expires the people who asked for it get an email with a link to order a new kit (${EXPIRY_REMINDER_DAYS.min} to ${EXPIRY_REMINDER_DAYS.max}).`,
};

const GROUPS: { title: string; keys: ProgrammeSetting[] }[] = [
  { title: 'The programme', keys: ['programmeName', 'marketingSiteUrl', 'contactPhone', 'contactEmail'] },
  { title: 'Its pages', keys: ['privacyStatementUrl', 'termsOfUseUrl', 'termsOfSaleUrl', 'helpUrl'] },
  { title: 'Membership applications', keys: ['applicationReviewWorkingDays'] },
  { title: 'Kits that expire', keys: ['expiryReminderDays'] },
];

const fieldId = (key: ProgrammeSetting) => `programme-${key}`;
const asValues = (settings: ProgrammeSettings): Values =>
  Object.fromEntries(PROGRAMME_SETTINGS.map(({ key }) => [key, String(settings[key] ?? '')])) as Values;
const problemsOf = (list: { key: string; message: string }[]): Problems =>
  Object.fromEntries(list.map((p) => [p.key, p.message])) as Problems;

/**
 * Programme settings (superAdmin, decisions 058 and 060): the programme's name, contact details and the addresses of
 * its website, privacy statement, terms and help, which the public pages show, and the review time applicants for
 * membership are told. Each value is checked as it is typed out (the engine's rules, the same as the server's); a save
 * is audited. GOV.UK's error summary: after a failed save, the problems are listed at the top, linked to their
 * fields, and focus moves there.
 */
export default function ProgrammePage() {
  const preference = useDatePreference();
  const client = useQueryClient();
  const current = useQuery({ queryKey: programmeKey, queryFn: ({ signal }) => programmeApi.read(signal) });
  const [values, setValues] = useState<Values | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [showSummary, setShowSummary] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (current.data && values === null) setValues(asValues(current.data.settings));
  }, [current.data, values]);

  const save = useMutation({
    mutationFn: (settings: ProgrammeSettings) => programmeApi.save(settings),
    onSuccess: (view) => {
      client.setQueryData(programmeKey, view);
      setValues(asValues(view.settings));
      setProblems({});
      setShowSummary(false);
      toastSuccess('Programme settings saved. Public pages show them when they are next opened.');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields.length > 0) {
        setProblems(problemsOf(error.fields.map((f) => ({ key: f.questionId, message: f.message }))));
      } else {
        setProblems({});
      }
      setShowSummary(true);
    },
  });

  useEffect(() => {
    if (showSummary) summaryRef.current?.focus();
  }, [showSummary, problems]);

  const onBlur = (key: ProgrammeSetting) => {
    if (!values) return;
    const found = checkProgrammeSettings(values).problems.find((p) => p.key === key);
    setProblems((before) => ({ ...before, [key]: found?.message }));
  };

  const submit = () => {
    if (!values) return;
    const checked = checkProgrammeSettings(values);
    if (checked.problems.length > 0) {
      setProblems(problemsOf(checked.problems));
      setShowSummary(true);
      return;
    }
    save.mutate(checked.settings);
  };

  const listed = PROGRAMME_SETTINGS.filter(({ key }) => problems[key]);
  const saveFailed = save.isError && !(save.error instanceof ApiError && save.error.fields.length > 0);

  return (
    <Stack gap="5" px={{ base: '4', md: '6' }} py="6" maxW="52rem">
      <PageTitle title="Programme settings" />
      <Text>
        What the public pages say about the programme and where their links go. Leave a value empty to have none: the
        portal then shows its own <Link href={paths.privacy} target="_blank" rel="noopener noreferrer" color="link" textDecoration="underline">privacy statement</Link> and
        no link to the programme&apos;s pages. Web addresses must start with https://.
      </Text>
      {current.data?.updatedAt && (
        <Text color="fg.muted" textStyle="sm">Last saved {formatDateTime(current.data.updatedAt, preference)}{current.data.updatedBy ? ` by ${current.data.updatedBy}` : ''}.</Text>
      )}
      {current.isPending && <Text role="status">Loading the settings…</Text>}
      {current.isError && <Text role="alert" color="fg.error">{current.error instanceof ApiError ? current.error.message : LOAD_FAILED_MESSAGE}</Text>}

      {showSummary && (listed.length > 0 || saveFailed) && (
        <Alert.Root status="error" role="alert" ref={summaryRef} tabIndex={-1} aria-labelledby="programme-problems">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title id="programme-problems">There is a problem</Alert.Title>
            <Alert.Description>
              {saveFailed ? (
                save.error instanceof ApiError ? save.error.message : 'The settings could not be saved. Please try again.'
              ) : (
                <List.Root ps="4">
                  {listed.map(({ key }) => (
                    <List.Item key={key}>
                      <Link href={`#${fieldId(key)}`} color="fg.error" textDecoration="underline"
                        onClick={(e) => { e.preventDefault(); document.getElementById(fieldId(key))?.focus(); }}>
                        {problems[key]}
                      </Link>
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {values && (
        <form noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
          <Stack gap="6">
            {GROUPS.map((group) => (
              <Box as="fieldset" key={group.title} borderWidth="1px" borderRadius="md" p="4">
                <Heading as="legend" size="md" px="1">{group.title}</Heading>
                <Stack gap="4" mt="2">
                  {group.keys.map((key) => {
                    const setting = PROGRAMME_SETTINGS.find((s) => s.key === key)!;
                    const input = (
                      <Input
                        id={fieldId(key)}
                        value={values[key]}
                        type={setting.kind === 'email' ? 'email' : setting.kind === 'phone' ? 'tel' : setting.kind === 'address' ? 'url' : 'text'}
                        inputMode={setting.kind === 'address' ? 'url' : setting.kind === 'workingDays' || setting.kind === 'days' ? 'numeric' : undefined}
                        maxW={setting.kind === 'workingDays' || setting.kind === 'days' ? '8rem' : undefined}
                        placeholder={setting.kind === 'address' ? 'https://' : undefined}
                        autoComplete="off"
                        spellCheck={false}
                        maxLength={setting.max + 50}
                        onChange={(e) => setValues({ ...values, [key]: e.target.value })}
                        onBlur={() => onBlur(key)}
                      />
                    );
                    return (
                      <Field.Root key={key} invalid={Boolean(problems[key])}>
                        <Field.Label htmlFor={fieldId(key)}>{setting.label}</Field.Label>
                        {setting.kind === 'workingDays' || setting.kind === 'days'
                          ? <HStack gap="3">{input}<Text>{setting.kind === 'days' ? 'days before it expires' : 'working days'}</Text></HStack>
                          : input}
                        {problems[key] ? <Field.ErrorText>{problems[key]}</Field.ErrorText> : <Field.HelperText>{WHERE[key]}</Field.HelperText>}
                      </Field.Root>
                    );
                  })}
                </Stack>
              </Box>
            ))}
            <Box>
              <Button type="submit" colorPalette="blue" loading={save.isPending} loadingText="Saving…">Save settings</Button>
            </Box>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
