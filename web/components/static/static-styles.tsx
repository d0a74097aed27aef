import type { ReactElement } from 'react';
import { formPageStyles } from './form-page-styles.tsx';
import { formStyles } from './form-styles.tsx';
import { PAGE_LOADING_MARK } from './page-loading-mark.ts';
import { questionnaireStyles, reviewStyles } from './questionnaire-styles.tsx';
import { WITHOUT_SCRIPT } from './script-conditions.ts';
import { Alert, Box, Button, Center, Container, Flex, Heading, Link, Spinner, Stack, Text, chakra } from '@chakra-ui/react';

/*
 * The styles of what a first visit shows without Chakra in the browser: the public frame (skip link, header, footer),
 * `/`, `/welcome`, the not-found page, the loading state and the error page. Each is written as the Chakra element it
 * stands for, with the design system's tokens, recipes and conditions; the build renders each once and keeps its class
 * names and CSS (scripts/vite/static-styles-plugin.ts), and components take the names from `./classes.ts` (forms and
 * the questionnaire, whose styles are in `./form-styles.tsx`, from `./form-classes.ts`). Only
 * styles live here: markup, words and behaviour stay in the components. An element whose style is a part of a slot
 * recipe is rendered inside its root and marked `data-harvest`.
 */
/** A part of a notice (Chakra's subtle alert), marked as the element to take the class from. */
const inNotice = (part: ReactElement, status: 'info' | 'success' = 'info') => (
  <Alert.Root status={status} variant="subtle">
    {part}
  </Alert.Root>
);

// Without a script the header shows its links and no button that needs one (Menu, the theme), and with one it is drawn
// as it always was (decision 082).

const menuList = (open: boolean) => (
  <Box
    as="ul"
    listStyleType="none"
    css={{ [WITHOUT_SCRIPT]: { display: 'flex' } }}
    display={{ base: open ? 'flex' : 'none', md: 'flex' }}
    flexDirection={{ base: 'column', md: 'row' }}
    flexWrap="wrap"
    gap={{ base: '1', md: '5' }}
    pt={{ base: '3', md: '2' }}
  />
);

export const frameStyles = {
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
  // The language switch's form (it works without JavaScript, decision 082): no box of its own, its button a tool beside the others.
  inlineForm: <chakra.form display="contents" />,
  menuButton: <Button variant="outline" size="sm" display={{ base: 'inline-flex', md: 'none' }} css={{ [WITHOUT_SCRIPT]: { display: 'none' } }} />,
  // The theme toggle: a script chooses and remembers the theme, so without one there is no toggle.
  themeButton: <Button variant="ghost" size="sm" css={{ [WITHOUT_SCRIPT]: { display: 'none' } }} />,
  menuOpen: menuList(true),
  menuClosed: menuList(false),
  headerLink: <Link color="fg" fontWeight="medium" py={{ base: '2', md: '1' }} display="inline-block" />,
  // Hidden while the page before it is still loading (PageLoading's mark): shown at the bottom of a short loading
  // state, it would jump out of view when the page arrives, a layout shift of about 0.2 on a phone.
  footer: (
    <Box
      as="footer"
      borderTopWidth="1px"
      borderColor="border"
      bg="bg.subtle"
      mt="auto"
      css={{ [`main:has([${PAGE_LOADING_MARK}]) ~ &`]: { visibility: 'hidden' } }}
    />
  ),
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

  // Notices (components/notice.tsx): Chakra's subtle alert in each status; icon, content, title and text are alike.
  noticeInfo: <Alert.Root status="info" variant="subtle" />,
  noticeWarning: <Alert.Root status="warning" variant="subtle" />,
  noticeError: <Alert.Root status="error" variant="subtle" />,
  noticeSuccess: <Alert.Root status="success" variant="subtle" />,
  previewNotice: <Alert.Root status="info" variant="subtle" mb="4" />,
  noticeIcon: inNotice(<Alert.Indicator data-harvest="" />),
  noticeIconSvg: inNotice(
    <Alert.Indicator>
      <chakra.svg data-harvest="" fill="currentColor" stroke="currentColor" strokeWidth="0" />
    </Alert.Indicator>,
  ),
  noticeContent: inNotice(<Alert.Content data-harvest="" />),
  noticeTitle: inNotice(<Alert.Title data-harvest="" />),
  noticeText: inNotice(<Alert.Description data-harvest="" />),
  noticeTextMd: inNotice(<Alert.Description data-harvest="" fontSize="md" />),
  noticeTextSpaced: inNotice(<Alert.Description data-harvest="" mt="2" />),
  noticeTitleLg: inNotice(<Alert.Title data-harvest="" fontSize="lg" />, 'success'),

  // The welcome page's way on.
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
  // What a person will need, before they start; the privacy statement's lists.
  bulletList: <Stack as="ul" gap="1" ps="5" listStyleType="disc" />,

  // What a lazy page shows while its code downloads.
  loading: <Center py="16" />,
  spinner: <Spinner size="lg" color="fg.muted" />,
};

/** The groups of static styles, each its own module of class names: a page loads the names of the groups it uses. */
export const staticStyleGroups = { frame: frameStyles, forms: { ...formStyles, ...questionnaireStyles, ...formPageStyles }, review: reviewStyles };
