import { Container, Heading, Text } from '@chakra-ui/react';

// Placeholder until the questionnaire feature lands; the route table loads this module lazily by its default export.
export default function QuestionnairePage() {
  return (
    <Container maxW="3xl" py="12">
      <title>Request naloxone | Naloxone Access Portal</title>
      <Heading as="h1" size="3xl">
        Request naloxone
      </Heading>
      <Text mt="4">The questionnaire is not available yet.</Text>
    </Container>
  );
}
