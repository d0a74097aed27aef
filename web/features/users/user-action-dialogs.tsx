import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { User } from '#schemas/generated/user-api.ts';
import { passwordRuleError } from '#schemas/password-rules.ts';
import { FieldError, FieldLabel, describedBy } from '#web/components/form/field-parts.tsx';
import { ModalDialog } from '#web/components/modal-dialog.tsx';
import { generateTemporaryPassword } from './temporary-password.ts';

interface ActionProps {
  user: User | null;
  onClose: () => void;
  onConfirm: (user: User) => Promise<void>;
}

function useSubmitting(): [boolean, (run: () => Promise<void>) => Promise<void>] {
  const [submitting, setSubmitting] = useState(false);
  return [submitting, async (run) => {
    setSubmitting(true);
    try {
      await run();
    } finally {
      setSubmitting(false);
    }
  }];
}

export function DeleteUserDialog({ user, onClose, onConfirm }: ActionProps) {
  const [submitting, run] = useSubmitting();
  return (
    <ModalDialog open={user !== null} title="Delete User" onClose={onClose} submitLabel="Delete" destructive submitting={submitting} onSubmit={() => user && run(() => onConfirm(user))}>
      <Text>
        Are you sure you want to delete {user?.firstName} {user?.lastName} ({user?.email})? This cannot be undone.
      </Text>
    </ModalDialog>
  );
}

export function ResendInviteDialog({ user, onClose, onConfirm }: ActionProps) {
  const [submitting, run] = useSubmitting();
  return (
    <ModalDialog open={user !== null} title="Resend Invite" onClose={onClose} submitLabel="Send Invite" submitting={submitting} onSubmit={() => user && run(() => onConfirm(user))}>
      <Text>
        Send a new invite email with a new verification code to {user?.email}? The code sent before stops working.
      </Text>
    </ModalDialog>
  );
}

export function TemporaryPasswordDialog({ user, onClose, onConfirm }: Omit<ActionProps, 'onConfirm'> & { onConfirm: (user: User, password: string) => Promise<void> }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, run] = useSubmitting();
  useEffect(() => {
    setPassword('');
    setError(undefined);
  }, [user]);

  function submit() {
    const problem = password ? passwordRuleError(password) : 'Temporary Password is required';
    setError(problem ?? undefined);
    if (!problem && user) void run(() => onConfirm(user, password));
  }

  return (
    <ModalDialog open={user !== null} title="Set Temporary Password" onClose={onClose} submitLabel="Set Password" submitting={submitting} onSubmit={submit}>
      <Stack gap="4">
        <Text>
          {user?.firstName} {user?.lastName} is not notified automatically: give them this password yourself. They will be asked to set
          a new password at their first login. If their registration is incomplete, they will still be asked for the verification code
          from their invite email.
        </Text>
        <div>
          <FieldLabel htmlFor="tempPassword" required>
            Temporary Password
          </FieldLabel>
          <HStack>
            <Input
              id="tempPassword"
              value={password}
              autoComplete="off"
              spellCheck={false}
              fontFamily="mono"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy('tempPassword', undefined, error)}
              onChange={(e) => {
                setPassword(e.target.value);
                setError(undefined);
              }}
            />
            <Button type="button" variant="outline" onClick={() => { setPassword(generateTemporaryPassword()); setError(undefined); }}>
              Generate
            </Button>
          </HStack>
          <FieldError id="tempPassword" error={error} />
        </div>
      </Stack>
    </ModalDialog>
  );
}

/** What a reset does, said before it is done (docs/product.md#second-factors). */
export function resetSecondFactorsText(user: Pick<User, 'firstName' | 'lastName'>): string {
  const first = user.firstName.trim() || user.lastName.trim();
  return `${first} will set up a new second factor the next time they sign in. Their passkeys, authenticator apps and recovery codes `
    + 'stop working, their sessions end now, and they are emailed.';
}

export function ResetSecondFactorsDialog({ user, onClose, onConfirm }: ActionProps) {
  const [submitting, run] = useSubmitting();
  return (
    <ModalDialog open={user !== null} title="Reset Second Factors" onClose={onClose} submitLabel="Reset" destructive submitting={submitting}
      onSubmit={() => user && run(() => onConfirm(user))}>
      <Text>{user && resetSecondFactorsText(user)}</Text>
    </ModalDialog>
  );
}
