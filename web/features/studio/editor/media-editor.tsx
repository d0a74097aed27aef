import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { MediaFile } from '#engine/localised-media.ts';
import type { Media } from '#schemas/generated/flow.ts';
import type { EditorPartProps } from './editor-part.ts';
import { CommitField } from './commit-field.tsx';
import { valuePatch } from './flow-patches.ts';
import { LocalTextFields } from './local-text-fields.tsx';
import { messageAt } from './problems-at.ts';
import { languageName } from '#engine/language-name.ts';

/**
 * A question's video or document: its title, its file and poster under /media/, a video's length (the server counts
 * watch time from it) and its caption files; the same for each language's own video under `localised` (decision 057).
 * Other parts (fallback formats, adding a language's video) are edited in JSON. `pointer` is the media's
 * (…/questions/<i>/media).
 */
export function MediaEditor({ media, pointer, locales, problems, readOnly, onPatch }: EditorPartProps & {
  media: Media;
}) {
  const texts = { locales, problems, readOnly, onPatch };
  const isVideo = media.kind === 'video';
  // Problems of the languages block itself (a locale left out) and of an entry as a whole; a field's are at the field.
  const exactly = (at: string) => problems.filter((p) => p.pointer === at).map((p) => p.message).join('; ');
  const languagesProblem = exactly(`${pointer}/localised`);
  return (
    <Box as="section" aria-label={isVideo ? 'Video' : 'Document'} borderWidth="1px" rounded="md" p="3">
      <Heading as="h5" size="xs" mb="2">{isVideo ? 'Video' : 'Document'}</Heading>
      <Stack gap="3">
        <LocalTextFields label="Title" pointer={`${pointer}/title`} text={media.title} {...texts} />
        <FileFields file={media} isVideo={isVideo} pointer={pointer} problems={problems} readOnly={readOnly} onPatch={onPatch} />
        {languagesProblem && <Text color="fg.error" fontSize="sm">{languagesProblem}</Text>}
        {Object.entries(media.localised ?? {}).map(([locale, own]) => (
          <Box key={locale} as="section" aria-label={`${isVideo ? 'Video' : 'Document'} in ${languageName(locale)}`} borderTopWidth="1px" pt="3">
            <Heading as="h6" size="xs" mb="2">{`In ${languageName(locale)}`}</Heading>
            {exactly(`${pointer}/localised/${locale}`) && (
              <Text color="fg.error" fontSize="sm" mb="2">{exactly(`${pointer}/localised/${locale}`)}</Text>
            )}
            {own.sameAsDefault || own.src === undefined ? (
              <Text fontSize="sm">Shows the default {isVideo ? 'video' : 'document'} above.</Text>
            ) : (
              <Stack gap="3">
                <FileFields file={{ ...own, src: own.src }} isVideo={isVideo} pointer={`${pointer}/localised/${locale}`} problems={problems} readOnly={readOnly} onPatch={onPatch} />
              </Stack>
            )}
          </Box>
        ))}
        {isVideo && <Text color="fg.muted" fontSize="sm">The server accepts the video as watched no sooner than its length (in the language of the run) after the step was shown.</Text>}
      </Stack>
    </Box>
  );
}

/** The file, poster, length and caption files of one video (the default or a language's own), under `pointer`. */
function FileFields({ file, isVideo, pointer, problems, readOnly, onPatch }: Pick<EditorPartProps, 'problems' | 'readOnly' | 'onPatch'> & {
  file: MediaFile;
  isVideo: boolean;
  pointer: string;
}) {
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
    <>
      {path('File (under /media/)', `${pointer}/src`, file.src)}
      {isVideo && file.poster !== undefined && path('Poster image (under /media/)', `${pointer}/poster`, file.poster)}
      {isVideo && (
        <CommitField
          label="Length in seconds"
          type="number"
          value={file.durationSeconds === undefined ? '' : String(file.durationSeconds)}
          disabled={readOnly}
          error={messageAt(problems, `${pointer}/durationSeconds`)}
          onCommit={(text) => {
            const seconds = Number(text);
            if (text.trim() !== '' && Number.isFinite(seconds)) onPatch(valuePatch(`${pointer}/durationSeconds`, file.durationSeconds, seconds));
          }}
        />
      )}
      {(file.captions ?? []).map((track, i) => (
        <Box key={`${track.srclang}-${i}`}>
          {path(`Captions file, ${track.label.en ?? track.srclang} (WebVTT under /media/)`, `${pointer}/captions/${i}/src`, track.src)}
        </Box>
      ))}
    </>
  );
}
