import { Container, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { WITHOUT_SCRIPT, WITH_SCRIPT } from './script-conditions.ts';

const conditionalBar = { borderLeftWidth: '4px', borderColor: 'border.emphasized', paddingInlineStart: '4' } as const;

/**
 * The static styles of a public page that is a form: the membership application in sections
 * (features/membership/register-page.tsx) and Track My Shipment (features/tracking/track-page.tsx). Its fields are
 * the shared ones (`./form-styles.tsx`).
 */
export const formPageStyles = {
  formPage: <Container maxW="4xl" py={{ base: '8', md: '12' }} />,
  narrowFormPage: <Container maxW="3xl" py={{ base: '8', md: '12' }} />,
  // The fields of a short form, kept to a readable width.
  shortForm: <Stack gap="4" maxW="28rem" />,
  // What a form found (an order's status): a bordered panel.
  resultPanel: <chakra.section borderWidth="1px" borderColor="border" borderRadius="md" p={{ base: '4', md: '5' }} />,
  // A long code (a tracking number) may break anywhere rather than widen a phone's page.
  breakAnywhere: <Text overflowWrap="anywhere" />,
  formPageTitle: <Heading as="h1" size="3xl" />,
  formPageIntro: <Text mt="3" />,
  formPageNote: <Text mt="2" color="fg.muted" />,
  formPageForm: <chakra.form display="flex" flexDirection="column" gap="8" mt="8" />,
  formSection: <chakra.fieldset borderTopWidth="1px" borderColor="border" pt="5" />,
  formSectionLegend: <chakra.legend float="left" width="full" mb="4" />,
  formSectionTitle: <Heading as="h2" size="lg" />,
  formSectionFields: <Stack gap="4" clear="both" />,
  // Two fields side by side from the md breakpoint, one above the other on a phone.
  fieldPairs: <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" />,
  // The fields asked only after an answer (decision 087): with a script they appear with the answer, as before; without
  // one they are always there, set apart by a bar at their left (GOV.UK's conditional reveal) under a note saying when
  // to fill them.
  conditionalFields: <Stack gap="4" css={{ [WITHOUT_SCRIPT]: conditionalBar }} />,
  conditionalFieldsUnasked: <Stack gap="4" css={{ [WITHOUT_SCRIPT]: conditionalBar, [WITH_SCRIPT]: { display: 'none' } }} />,
  conditionalNote: <Text color="fg.muted" css={{ [WITH_SCRIPT]: { display: 'none' } }} />,
};
