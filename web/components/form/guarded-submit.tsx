import { Box, Button, Link, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useT } from '#web/i18n/use-t.ts';

/** One answer still missing or wrong: its field's id, its label and what to do. */
export interface PendingField {
  id: string;
  label: string;
  message: string;
}

const CONTROLS = 'input:not([type=hidden]), select, textarea, button, video[controls]';

/**
 * Moves focus to a field and brings it into view: the control with that id, the first control of a group with that
 * id (a fieldset of radios), or the first control named so (radios whose ids carry their values).
 */
export function focusField(id: string): void {
  const target = document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
  if (!target) return;
  const control = target.matches(CONTROLS) ? target : (target.querySelector<HTMLElement>(CONTROLS) ?? target);
  control.focus();
  control.scrollIntoView?.({ block: 'center' });
}

export interface GuardedSubmitProps {
  /** the button's text ('Next', 'Register') */
  children: ReactNode;
  /** what is still missing or wrong; the button does nothing while this is not empty */
  pending: readonly PendingField[];
  /** the summary's id, unique on the page */
  summaryId: string;
  submitting?: boolean;
  loadingText?: string;
  buttonProps?: ButtonProps;
}

/**
 * A submit button that stays in the tab order while the form is incomplete (`aria-disabled` rather than
 * `disabled`), beside a live summary of what is still missing or wrong, each entry a link that moves focus to its
 * field: GOV.UK's error summary, adapted to a button the spec keeps disabled. Pressing the button while it is
 * disabled submits nothing and moves focus to the summary, so a keyboard user never meets an unexplained dead end.
 */
export function GuardedSubmit({ children, pending, summaryId, submitting = false, loadingText, buttonProps }: GuardedSubmitProps) {
  const summary = useRef<HTMLDivElement>(null);
  const { t } = useT();
  const blocked = pending.length > 0;
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (!blocked && !submitting) return;
    event.preventDefault();
    if (blocked) summary.current?.focus();
  };
  return (
    <Stack gap="3" align="flex-start">
      <Box
        ref={summary}
        id={summaryId}
        tabIndex={-1}
        aria-live="polite"
        aria-atomic="false"
        width="full"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
        colorPalette="blue"
      >
        {blocked && (
          <Box borderStartWidth="4px" borderColor="border.emphasized" ps="3" py="1">
            <Text fontWeight="semibold" mb="1">
              {t('common.pendingSummary')}
            </Text>
            <Stack as="ul" gap="1" listStyleType="none" ms="0">
              {pending.map((field) => (
                <li key={field.id}>
                  <Link
                    href={`#${field.id}`}
                    color="link"
                    textDecoration="underline"
                    onClick={(event) => {
                      event.preventDefault();
                      focusField(field.id);
                    }}
                  >
                    {field.label}: {field.message}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        )}
      </Box>
      <Button
        type="submit"
        size="lg"
        minW="32"
        {...buttonProps}
        aria-disabled={blocked || undefined}
        aria-describedby={blocked ? summaryId : undefined}
        loading={submitting}
        loadingText={loadingText}
        onClick={press}
      >
        {children}
      </Button>
    </Stack>
  );
}
