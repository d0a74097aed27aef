import type { ReactElement } from 'react';
import { AbsoluteCenter, Alert, Box, Button, Center, Container, Flex, Heading, Input, Link, NativeSelect, Spinner, Stack, Text, Textarea, chakra } from '@chakra-ui/react';

/*
 * The styles of what a first visit shows without Chakra in the browser: the public frame (skip link, header, footer),
 * `/`, `/welcome`, the not-found page, the loading state and the error page. Each is written as the Chakra element it
 * stands for, with the design system's tokens, recipes and conditions; the build renders each once and keeps its class
 * names and CSS (scripts/vite/static-styles-plugin.ts), and components take the names from `./classes.ts`. Only
 * styles live here: markup, words and behaviour stay in the components. An element whose style is a part of a slot
 * recipe is rendered inside its root and marked `data-harvest`.
 */
/** A part of the welcome page's notice (an info alert), marked as the element to take the class from. */
const inNotice = (part: ReactElement) => (
  <Alert.Root status="info" variant="subtle">
    {part}
  </Alert.Root>
);

/** A part of a native select, marked as the element to take the class from. */
const inSelect = (part: ReactElement) => <NativeSelect.Root>{part}</NativeSelect.Root>;

const menuList = (open: boolean) => (
  <Box
    as="ul"
    listStyleType="none"
    display={{ base: open ? 'flex' : 'none', md: 'flex' }}
    flexDirection={{ base: 'column', md: 'row' }}
    flexWrap="wrap"
    gap={{ base: '1', md: '5' }}
    pt={{ base: '3', md: '2' }}
  />
);

export const staticStyles = {
  // The public frame (components/layouts).
  frame: <Flex direction="column" minH="100dvh" />,
  skipLink: (
    <chakra.a
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipNav"
      bg="bg.panel"
      color="fg"
      px="4"
      py="2"
      borderWidth="2px"
      borderColor="focusRing"
      borderRadius="md"
      _focus={{ top: '2' }}
    />
  ),
  main: <chakra.main flex="1" _focusVisible={{ outline: 'none' }} />,
  header: <Box as="header" borderBottomWidth="1px" borderColor="border" bg="bg.panel" />,
  headerContainer: <Container maxW="7xl" py="3" />,
  headerBar: <Flex align="center" justify="space-between" gap="4" />,
  siteName: <Link fontWeight="bold" fontSize="lg" color="fg" textDecoration="none" />,
  headerTools: <Flex align="center" gap="1" />,
  headerButton: <Button variant="ghost" size="sm" />,
  menuButton: <Button variant="outline" size="sm" display={{ base: 'inline-flex', md: 'none' }} />,
  menuOpen: menuList(true),
  menuClosed: menuList(false),
  headerLink: <Link color="fg" fontWeight="medium" py={{ base: '2', md: '1' }} display="inline-block" />,
  footer: <Box as="footer" borderTopWidth="1px" borderColor="border" bg="bg.subtle" mt="auto" />,
  footerContainer: <Container maxW="7xl" py="6" />,
  footerList: <Box as="ul" listStyleType="none" display="flex" flexWrap="wrap" columnGap="6" rowGap="2" />,
  footerLink: <Link color="fg" textDecoration="underline" textUnderlineOffset="3px" />,
  footerNote: <Text mt="4" color="fg.muted" fontSize="sm" />,

  // Pages and their parts.
  page: <Container maxW="3xl" py={{ base: '8', md: '12' }} />,
  errorPage: <Container maxW="3xl" py="12" />,
  stack4: <Stack gap="4" />,
  stack5: <Stack gap="5" />,
  stack6: <Stack gap="6" />,
  landingTitle: <Heading as="h1" size={{ base: '3xl', md: '4xl' }} />,
  pageTitle: <Heading as="h1" size="3xl" />,
  errorTitle: <Heading as="h1" size="2xl" />,
  sectionTitle: <Heading as="h2" size="lg" />,
  lead: <Text fontSize="lg" />,
  text: <Text />,
  hint: <Text color="fg.muted" fontSize="sm" />,
  textLink: <Link color="link" textDecoration="underline" />,
  strongLink: <Link color="link" textDecoration="underline" fontWeight="medium" />,
  primaryButton: <Button colorPalette="blue" />,
  primaryButtonLarge: <Button colorPalette="blue" size="lg" />,
  visuallyHidden: <chakra.span srOnly />,

  // The landing page's acknowledgement.
  ackForm: <Stack gap="4" mt="2" />,
  ackRow: <chakra.div display="flex" alignItems="flex-start" gap="3" />,
  ackBox: <chakra.input type="checkbox" width="5" height="5" mt="0.5" flexShrink="0" accentColor="blue.700" cursor="pointer" />,
  ackLabel: <chakra.label cursor="pointer" />,

  // The welcome page: the partnership notice and the way on.
  notice: <Alert.Root status="info" variant="subtle" />,
  noticeIcon: inNotice(<Alert.Indicator data-harvest="" />),
  noticeIconSvg: inNotice(
    <Alert.Indicator>
      <chakra.svg data-harvest="" fill="currentColor" stroke="currentColor" strokeWidth="0" />
    </Alert.Indicator>,
  ),
  noticeContent: inNotice(<Alert.Content data-harvest="" />),
  noticeTitle: inNotice(<Alert.Title data-harvest="" />),
  noticeText: inNotice(<Alert.Description data-harvest="" />),
  choiceCard: (
    <Box
      display="block"
      borderWidth="2px"
      borderColor="border.emphasized"
      borderRadius="lg"
      p="5"
      color="fg"
      textDecoration="none"
      _hover={{ borderColor: 'blue.600', bg: 'bg.subtle' }}
    />
  ),
  choiceTitle: <Text as="span" display="block" fontSize="xl" fontWeight="semibold" />,
  choiceHint: <Text as="span" display="block" color="fg.muted" mt="1" />,

  // Form fields (components/form), on public and staff pages alike.
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
  // The questionnaire's primary button darkens on hover (white on blue stays above 4.5:1); the membership form's is Chakra's.
  submitButton: <Button size="lg" minW="32" colorPalette="blue" _hover={{ bg: 'blue.700' }} />,
  submitButtonPlain: <Button size="lg" minW="32" colorPalette="blue" />,
  // A button's loading state, as Chakra's Button draws it (its Loader).
  loader: <chakra.span display="contents" />,
  loaderCenter: <AbsoluteCenter display="inline-flex" />,
  loaderSpinner: <Spinner size="inherit" borderWidth="0.125em" color="inherit" />,
  loaderHidden: <chakra.span visibility="hidden" display="contents" />,

  // What a lazy page shows while its code downloads.
  loading: <Center py="16" />,
  spinner: <Spinner size="lg" color="fg.muted" />,
};

export type StaticStyleName = keyof typeof staticStyles;
