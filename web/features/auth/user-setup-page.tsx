import { Alert, Box, Button, Container, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '#web/lib/paths.ts';
import { blurValidation } from '#web/components/form/blur-validation.ts';
import { FieldError, FieldLabel, describedBy } from '#web/components/form/field-parts.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { toaster } from '#web/components/toaster.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { completeSetup } from './auth-api.ts';
import { setupErrors, setupFieldError, type SetupErrors, type SetupValues } from './user-setup-validation.ts';

export const SETUP_COMPLETE_MESSAGE = 'An account for this user has already been setup, please login';

function PasswordField(props: { id: keyof SetupValues; label: string; value: string; shown: boolean; error?: string; hint?: string; onChange: (value: string, id: string) => void; onBlur: (id: string) => void }) {
  const { id, label, value, shown, error, hint } = props;
  return (
    <Box>
      <FieldLabel htmlFor={id} required>
        {label}
      </FieldLabel>
      {hint && (
        <Text id={`${id}-hint`} color="fg.muted" fontSize="sm" mb="1">
          {hint}
        </Text>
      )}
      <Input
        id={id}
        name={id}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        required
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => props.onChange(e.target.value, id)}
        onBlur={blurValidation(id, props.onBlur)}
      />
      <FieldError id={id} error={error} />
    </Box>
  );
}

/** /user-setup: an invited person proves the emailed code and chooses a password (docs/product.md#users). */
export default function UserSetupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [values, setValues] = useState<SetupValues>({ code: params.get('code') ?? '', email: params.get('email') ?? '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<SetupErrors>({});
  const [shown, setShown] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ message: string; complete: boolean } | null>(null);

  const onChange = useCallback((value: string, id: string) => {
    setValues((current) => {
      const next = { ...current, [id]: value };
      // Once a field shows an error it is checked again on every change.
      setErrors((e) => (e[id as keyof SetupValues] ? { ...e, [id]: setupFieldError(id as keyof SetupValues, next) } : e));
      return next;
    });
  }, []);
  const onBlur = useCallback((id: string) => {
    setValues((current) => {
      setErrors((e) => ({ ...e, [id]: setupFieldError(id as keyof SetupValues, current) }));
      return current;
    });
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = setupErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(Object.keys(found)[0]!)?.focus();
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      await completeSetup({ email: values.email.trim(), password: values.password, code: values.code.trim() });
      toaster.create({ type: 'success', title: 'Your account is ready. Please log in.' });
      navigate(paths.home);
    } catch (error) {
      const complete = error instanceof ApiError && error.code === 'SETUP_COMPLETE';
      const message = error instanceof Error ? error.message : 'Unknown Error';
      setFailure({ complete, message: complete ? SETUP_COMPLETE_MESSAGE : `User setup failed. Please contact support. ${message}` });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Container maxW="lg" py={{ base: '8', md: '12' }}>
      <PageTitle title="Account setup" />
      <form onSubmit={submit} noValidate aria-labelledby="setup-heading">
      <Stack gap="5">
        <Heading as="h1" size="3xl" id="setup-heading">
          Account setup
        </Heading>
        <Text>Enter the verification code from your invite email and choose your password.</Text>
        {failure && (
          <Alert.Root status={failure.complete ? 'info' : 'error'} role="alert">
            <Alert.Indicator />
            <Alert.Description>
              {failure.message}
              {failure.complete && (
                <>
                  {' '}
                  <Link asChild color="link" textDecoration="underline">
                    <RouterLink to={paths.login}>Log in</RouterLink>
                  </Link>
                </>
              )}
            </Alert.Description>
          </Alert.Root>
        )}
        <TextField id="code" label="Verification Code" value={values.code} onChange={onChange} onBlur={onBlur} error={errors.code} required autoComplete="one-time-code" />
        <TextField id="email" label="Email" type="email" value={values.email} onChange={onChange} onBlur={onBlur} error={errors.email} required autoComplete="username" />
        <PasswordField id="password" label="Password" value={values.password} shown={shown} error={errors.password} onChange={onChange} onBlur={onBlur}
          hint="8 to 255 characters with a number, an uppercase and a lowercase letter and one of ~!@#$%^&*_?" />
        <PasswordField id="confirmPassword" label="Confirm Password" value={values.confirmPassword} shown={shown} error={errors.confirmPassword} onChange={onChange} onBlur={onBlur} />
        <Button type="button" variant="outline" alignSelf="flex-start" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
          {shown ? 'Hide password' : 'Show password'}
        </Button>
        <Button type="submit" loading={submitting} alignSelf="flex-start">
          SUBMIT
        </Button>
      </Stack>
      </form>
    </Container>
  );
}
