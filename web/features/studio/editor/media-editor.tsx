import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { Media } from '#schemas/generated/flow.ts';
import type { EditorPartProps } from './editor-part.ts';
import { CommitField } from './commit-field.tsx';
import { valuePatch } from './flow-patches.ts';
import { LocalTextFields } from './local-text-fields.tsx';
import { messageAt } from './problems-at.ts';

/**
 * A question's video or document: its title, its file and poster under /media/, a video's length (the server counts
 * watch time from it) and its caption files. Other parts (fallback formats) are edited in JSON. `pointer` is the
 * media's (…/questions/<i>/media).
 */
export function MediaEditor({ media, pointer, locales, problems, readOnly, onPatch }: EditorPartProps & {
  media: Media;
}) {
  const texts = { locales, problems, readOnly, onPatch };
  const path = (label: string, at: string, value: string | undefined) => (
    <CommitField
      label={label}
      value={value ?? ''}
      disabled={readOnly}
      error={messageAt(problems, at)}
      onCommit={(text) => {
        if (text.trim() !== '') onPatch(valuePatch(at, value, text.trim()));
      }}
    />
  );
  return (
    <Box as="section" aria-label={media.kind === 'video' ? 'Video' : 'Document'} borderWidth="1px" rounded="md" p="3">
      <Heading as="h5" size="xs" mb="2">{media.kind === 'video' ? 'Video' : 'Document'}</Heading>
      <Stack gap="3">
        <LocalTextFields label="Title" pointer={`${pointer}/title`} text={media.title} {...texts} />
        {path('File (under /media/)', `${pointer}/src`, media.src)}
        {media.kind === 'video' && media.poster !== undefined && path('Poster image (under /media/)', `${pointer}/poster`, media.poster)}
        {media.kind === 'video' && (
          <CommitField
            label="Length in seconds"
            type="number"
            value={media.durationSeconds === undefined ? '' : String(media.durationSeconds)}
            disabled={readOnly}
            error={messageAt(problems, `${pointer}/durationSeconds`)}
            onCommit={(text) => {
              const seconds = Number(text);
              if (text.trim() !== '' && Number.isFinite(seconds)) onPatch(valuePatch(`${pointer}/durationSeconds`, media.durationSeconds, seconds));
            }}
          />
        )}
        {(media.captions ?? []).map((track, i) => (
          <Box key={`${track.srclang}-${i}`}>
            {path(`Captions file, ${track.label.en ?? track.srclang} (WebVTT under /media/)`, `${pointer}/captions/${i}/src`, track.src)}
          </Box>
        ))}
        {media.kind === 'video' && <Text color="fg.muted" fontSize="sm">The server accepts the video as watched no sooner than its length after the step was shown.</Text>}
      </Stack>
    </Box>
  );
}
