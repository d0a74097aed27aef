import type { ReactElement } from 'react';
import { AbsoluteCenter, Box, Button, Input, NativeSelect, Spinner, Stack, Text, Textarea, chakra } from '@chakra-ui/react';

/** A part of a native select, marked as the element to take the class from. */
const inSelect = (part: ReactElement) => <NativeSelect.Root>{part}</NativeSelect.Root>;

/**
 * The questionnaire's primary buttons: Chakra's solid button lightens on hover, which put white on blue below 4.5:1
 * (WCAG AA); darkening keeps it readable under the pointer.
 */
export const questionnairePrimary = { colorPalette: 'blue', _hover: { bg: 'blue.700' } } as const;

/** The static styles of the form fields (components/form) and the guarded submit, on public and staff pages alike. */
export const formStyles = {
  fieldLabel: <chakra.label display="block" fontWeight="medium" mb="1" />,
  requiredMark: <chakra.span color="fg.error" ms="1" />,
  fieldHint: <Text color="fg.muted" fontSize="sm" mb="1" />,
  fieldError: <Text color="fg.error" fontSize="sm" mt="1" />,
  input: <Input />,
  inputReadOnly: <Input bg="bg.muted" borderStyle="dashed" color="fg" cursor="default" fontWeight="medium" />,
  textarea: <Textarea />,
  select: <NativeSelect.Root />,
  selectField: inSelect(<NativeSelect.Field data-harvest="" />),
  selectIndicator: inSelect(<NativeSelect.Indicator data-harvest="" />),
  selectIndicatorIcon: inSelect(
    <NativeSelect.Indicator>
      <chakra.svg data-harvest="" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </NativeSelect.Indicator>,
  ),
  checkLabel: <chakra.label display="flex" alignItems="center" gap="3" py="1" cursor="pointer" />,
  checkInput: <chakra.input type="checkbox" width="5" height="5" flexShrink="0" accentColor="blue.700" />,
  radioLegend: <chakra.legend fontWeight="medium" mb="1" />,
  radioRow: <Stack direction="row" gap="6" flexWrap="wrap" />,
  radioLabel: <chakra.label display="inline-flex" alignItems="center" gap="2" py="1" cursor="pointer" />,
  radioInput: <chakra.input type="radio" width="5" height="5" accentColor="blue.700" />,

  // The guarded submit button (components/form/guarded-submit.tsx) and its summary of what is missing.
  submitArea: <Stack gap="3" align="flex-start" />,
  pendingSummary: (
    <Box width="full" _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }} colorPalette="blue" />
  ),
  pendingPanel: <Box borderStartWidth="4px" borderColor="border.emphasized" ps="3" py="1" />,
  pendingTitle: <Text fontWeight="semibold" mb="1" />,
  pendingList: <Stack as="ul" gap="1" listStyleType="none" ms="0" />,
  // GOV.UK's error summary (components/form/error-summary.tsx): a red-edged box at the top of a form, focused when shown.
  errorSummary: (
    <Box
      width="full" borderWidth="4px" borderColor="border.error" p="4" colorPalette="red"
      _focusVisible={{ outline: '3px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    />
  ),
  errorSummaryTitle: <Text as="h2" fontWeight="bold" fontSize="lg" mb="2" />,
  errorSummaryList: <Stack as="ul" gap="1" listStyleType="none" ms="0" />,
  errorSummaryLink: <chakra.a color="fg.error" fontWeight="medium" textDecoration="underline" _hover={{ textDecorationThickness: '2px' }} />,
  // The questionnaire's submit, and the membership form's (Chakra's own hover).
  submitButton: <Button size="lg" minW="32" {...questionnairePrimary} />,
  submitButtonPlain: <Button size="lg" minW="32" colorPalette="blue" />,
  // A button's loading state, as Chakra's Button draws it (its Loader; components/busy-button.tsx).
  loader: <chakra.span display="contents" />,
  loaderCenter: <AbsoluteCenter display="inline-flex" />,
  loaderSpinner: <Spinner size="inherit" borderWidth="0.125em" color="inherit" />,
  loaderHidden: <chakra.span visibility="hidden" display="contents" />,
};
