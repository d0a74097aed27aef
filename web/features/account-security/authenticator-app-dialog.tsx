import { Box, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { codeView } from '#web/components/code-view.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { ModalDialog } from '#web/components/modal-dialog.tsx';
import { confirmAuthenticatorApp, startAuthenticatorApp } from './factors-api.ts';
import type { AuthenticatorAppStart, FactorAdded } from '#schemas/generated/second-factors-api.ts';
import { CODE_NEEDED, typedCode } from './factor-words.ts';

export const DEFAULT_APP_NAME = 'Authenticator app';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The server's QR code (an <svg> it drew) as an image: never inserted as markup. */
function qrImage(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface Props {
  open: boolean;
  onClose: () => void;
  onAdded: (result: FactorAdded) => void;
  /** where focus goes once the dialog has closed (ModalDialog's `finalFocus`): the recovery codes the addition gave */
  finalFocus?: () => HTMLElement | null;
}

/**
 * Adding an authenticator app (docs/product.md#second-factors): the QR code to scan, the key in groups for those who
 * cannot scan, then the app's first 6-digit code, which confirms it, and a name to know it by.
 */
export function AuthenticatorAppDialog({ open, onClose, onAdded, finalFocus }: Props) {
  const [enrolment, setEnrolment] = useState<AuthenticatorAppStart | null>(null);
  const [code, setCode] = useState('');
  const [name, setName] = useState(DEFAULT_APP_NAME);
  const [codeError, setCodeError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!open) return;
    setEnrolment(null);
    setCode('');
    setName(DEFAULT_APP_NAME);
    setCodeError(undefined);
    setFailure(null);
    let current = true;
    startAuthenticatorApp().then(
      (started) => current && setEnrolment(started),
      (error: unknown) => current && setFailure(messageOf(error)),
    );
    return () => {
      current = false;
    };
  }, [open]);

  async function submit() {
    const digits = typedCode(code);
    setCodeError(digits ? undefined : CODE_NEEDED);
    if (!digits || !enrolment) return;
    setSubmitting(true);
    setFailure(null);
    try {
      onAdded(await confirmAuthenticatorApp({ enrolmentId: enrolment.enrolmentId, code: digits, name: name.trim() || DEFAULT_APP_NAME }));
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <ModalDialog open={open} finalFocus={finalFocus} title="Add an authenticator app" onClose={onClose} submitLabel="Add app" submittingLabel="Checking…"
      submitting={submitting} disabled={!enrolment} failure={failure} onSubmit={() => void submit()}>
      {!enrolment ? (
        !failure && (
          <Text role="status">
            <Spinner size="sm" me="2" aria-hidden="true" />
            Preparing your code…
          </Text>
        )
      ) : (
        <Stack gap="4">
          <Text>Open your authenticator app, choose to add an account, and scan this code.</Text>
          <Box alignSelf="center" bg="white" p="3" borderRadius="md" borderWidth="1px" borderColor="border">
            <img src={qrImage(enrolment.qrSvg)} width={176} height={176} alt="QR code for your authenticator app" style={{ display: 'block' }} />
          </Box>
          <Box>
            <Text fontWeight="medium">Can't scan? Type this key</Text>
            <Text {...codeView} fontFamily="mono" fontSize="lg" letterSpacing="wider" wordBreak="break-word">
              {enrolment.secret}
            </Text>
          </Box>
          <TextField id="app-code" label="6-digit code from the app" value={code} required inputMode="numeric" autoComplete="one-time-code"
            maxLength={7} error={codeError} onChange={(value) => {
              setCode(value);
              setCodeError(undefined);
            }} />
          <TextField id="app-name" label="Name" hint="To tell your second factors apart, such as Phone." value={name} maxLength={60}
            onChange={setName} />
        </Stack>
      )}
    </ModalDialog>
  );
}
