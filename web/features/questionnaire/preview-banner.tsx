import { Alert } from '@chakra-ui/react';
import { previewRunId } from './run-storage.ts';

/** Shown over a staff preview of the questionnaire (the studio's preview frame): what staff see is not a request. */
export function PreviewBanner() {
  if (previewRunId() === null) return null;
  return (
    <Alert.Root status="info" mb="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Preview</Alert.Title>
        <Alert.Description>Nothing entered here is saved, ordered or emailed.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
