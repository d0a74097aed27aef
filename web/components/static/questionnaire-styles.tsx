import { Box, Button, Container, Heading, Link, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { questionnairePrimary } from './form-styles.tsx';
import { WITHOUT_SCRIPT } from './script-conditions.ts';

type ChoiceLook = 'plain' | 'pressed' | 'correct' | 'incorrect';
const choiceAccent = { plain: 'border.emphasized', pressed: 'blue.700', correct: 'green.700', incorrect: 'red.700' } as const;

/** The ring a choice card and its mark share: the accent of the look. */
const ring = (look: ChoiceLook) => ({ borderWidth: '2px', borderColor: choiceAccent[look] });

/** A choice card (questions/choice-button.tsx) as drawn unpressed, pressed, or pressed as a right or wrong answer. */
const choiceCard = (look: ChoiceLook) => (
  <chakra.button
    {...ring(look)}
    display="flex"
    alignItems="center"
    gap="3"
    width="full"
    textAlign="start"
    px="4"
    py="3"
    borderRadius="lg"
    bg={look === 'plain' ? 'bg' : 'bg.subtle'}
    color="fg"
    fontSize="md"
    cursor="pointer"
    _hover={{ borderColor: look === 'plain' ? 'blue.600' : choiceAccent[look] }}
  />
);

/** The round mark at the start of a choice card: filled with the accent once pressed. */
const choiceMark = (look: ChoiceLook) => (
  <chakra.span
    {...ring(look)}
    flexShrink="0"
    display="inline-flex"
    alignItems="center"
    justifyContent="center"
    boxSize="6"
    borderRadius="full"
    bg={look === 'plain' ? 'transparent' : choiceAccent[look]}
    color="white"
    fontSize="sm"
    fontWeight="bold"
  />
);

/** The questionnaire's static styles (web/features/questionnaire): its page, steps, questions and ends. */
export const questionnaireStyles = {
  questionnairePage: <Container maxW="3xl" py={{ base: '6', md: '10' }} />,
  stepTitle: <Heading as="h1" size={{ base: '2xl', md: '3xl' }} _focusVisible={{ outline: 'none' }} />,
  backLink: <Link alignSelf="flex-start" color="link" textDecoration="underline" fontWeight="medium" />,
  requiredNote: <Text color="fg.muted" />,
  stack2: <Stack gap="2" />,
  stack3: <Stack gap="3" />,
  stack8: <Stack gap="8" />,
  questionButton: <Button {...questionnairePrimary} />,
  questionButtonLarge: <Button size="lg" {...questionnairePrimary} />,
  outlineButton: <Button variant="outline" />,
  outlineButtonLarge: <Button variant="outline" size="lg" />,
  endActions: <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }} />,

  // Progress.
  progressLabel: <Text fontSize="sm" fontWeight="medium" color="fg.muted" mb="1" />,
  progressTrack: <Box height="2" bg="bg.muted" borderRadius="full" overflow="hidden" />,
  progressBar: <Box height="full" bg="blue.700" borderRadius="full" />,

  // In notices.
  // A reason may carry a link (to a health department): it looks like one, as every link on the page does.
  reasonsLine: <Text as="li" listStyleType="none" css={{ '& a': { color: 'link', textDecoration: 'underline' } }} />,
  noticeAction: <Box mt="3" />,

  // The Required Information form.
  formSection: <chakra.fieldset borderTopWidth="1px" borderColor="border" pt="5" minW="0" />,
  formSectionLegend: <chakra.legend float="left" width="full" mb="4" />,
  formSectionTitle: <Heading as="h2" size="xl" />,
  formGrid: <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" clear="both" />,
  formGridWide: <chakra.div gridColumn="1 / -1" />,

  // Questions.
  questionGroup: <chakra.fieldset minW="0" />,
  questionLegend: <chakra.legend fontWeight="semibold" fontSize="lg" mb="2" />,
  questionHint: <Text color="fg.muted" mb="3" />,
  infoText: <Text fontSize="lg" fontWeight="medium" />,
  infoComment: <Text mt="2" />,
  radioOption: <chakra.label display="flex" alignItems="center" gap="3" cursor="pointer" />,
  checkOption: <chakra.label display="flex" alignItems="center" gap="3" py="1" cursor="pointer" fontWeight="medium" />,
  checkHint: <Text color="fg.muted" fontSize="sm" />,
  checkError: <Text color="fg.error" fontSize="sm" />,
  choice: choiceCard('plain'),
  choicePressed: choiceCard('pressed'),
  choiceCorrect: choiceCard('correct'),
  choiceIncorrect: choiceCard('incorrect'),
  choiceMark: choiceMark('plain'),
  choiceMarkPressed: choiceMark('pressed'),
  choiceMarkCorrect: choiceMark('correct'),
  choiceMarkIncorrect: choiceMark('incorrect'),
  choiceLabel: <chakra.span fontWeight="normal" />,
  choiceLabelPressed: <chakra.span fontWeight="semibold" />,
  quizFeedback: <Box minH="6" />,
  quizRight: <Box borderStartWidth="4px" borderColor="green.700" ps="3" py="1" />,
  quizWrong: <Box borderStartWidth="4px" borderColor="red.700" ps="3" py="1" />,
  quizVerdict: <Text fontWeight="bold" color="fg" />,
  quizVerdictWrong: <Text fontWeight="bold" color="fg.error" />,
  dateLegend: <chakra.legend p="0" />,
  dateParts: <Stack direction="row" gap="3" align="flex-end" />,
  datePartLabel: <chakra.label display="block" fontSize="sm" mb="1" />,
  pdfPanel: <Box maxH="60vh" overflowY="auto" borderWidth="1px" borderColor="border.emphasized" borderRadius="md" />,
  pdfFrame: <chakra.iframe width="full" height="150vh" display="block" border="0" />,
  statusText: <Text fontWeight="medium" />,
  statusError: <Text color="fg.error" fontWeight="medium" />,
  errorText: <Text color="fg.error" />,
  videoFigure: <chakra.figure m="0" />,
  video: <chakra.video width="full" maxH="70vh" bg="black" borderRadius="md" />,
  videoCaption: <chakra.figcaption mt="2" color="fg.muted" fontSize="sm" />,
  // The widget needs a script: without one (decision 082's `scripted` mark) its place is not kept empty.
  captchaBox: <Box minH="16" css={{ '& .altcha-checkbox svg, & .altcha-checkbox-spinner': { pointerEvents: 'none' }, [WITHOUT_SCRIPT]: { display: 'none' } }} />,
  // What a page without a script says instead of counting down or verifying (decision 086); not shown with a script.
  noScriptNote: <Text fontWeight="medium" display="none" css={{ [WITHOUT_SCRIPT]: { display: 'block' } }} />,

  // GOV.UK's confirmation panel (components/confirmation-panel.tsx): the heading and the number to quote, white on green
  // in both themes.
  confirmationPanel: <Box bg="green.700" color="white" borderRadius="l3" px={{ base: '5', md: '8' }} py={{ base: '6', md: '8' }} textAlign="center" />,
  confirmationPanelTitle: <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="white" _focusVisible={{ outline: 'none' }} />,
  confirmationPanelBody: <Text fontSize={{ base: 'lg', md: 'xl' }} mt="4" />,
  confirmationPanelCode: <chakra.strong display="block" mt="1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" fontFamily="mono" letterSpacing="wide" overflowWrap="anywhere" />,
  // The confirmations' facts and what happens next.
  facts: <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: 'max-content 1fr' }} columnGap="6" rowGap="2" />,
  factName: <chakra.dt fontWeight="semibold" />,
  factValue: <chakra.dd ms="0" />,
  nextTitle: <Heading as="h2" size="lg" mb="2" />,
  nextList: <Stack as="ul" gap="2" ps="5" listStyleType="disc" />,
};

/**
 * The check-your-answers list's static styles (web/features/questionnaire/answers-review.tsx): a group of their own,
 * so their class names load with that step rather than with /form.
 */
export const reviewStyles = {
  // A section per step, its Change link beside its title.
  reviewSection: <chakra.section borderTopWidth="1px" borderColor="border" pt="4" />,
  reviewHeader: <Stack direction="row" justify="space-between" align="baseline" gap="4" mb="3" />,
  reviewTitle: <Heading as="h2" size="lg" />,
  reviewChange: <Link color="link" textDecoration="underline" fontWeight="medium" flexShrink="0" />,
  reviewList: <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: '2fr 3fr' }} columnGap="6" rowGap={{ base: '0', md: '3' }} />,
  reviewKey: <chakra.dt fontWeight="semibold" />,
  reviewValue: <chakra.dd ms="0" mb={{ base: '3', md: '0' }} overflowWrap="anywhere" />,
};
