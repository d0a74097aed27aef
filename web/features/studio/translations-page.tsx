import { Alert, Badge, Box, Button, Field, HStack, Link, NativeSelect, Spinner, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { TranslationFormat, TranslationPreview, TranslationRow, TranslationStatus } from '#schemas/generated/flow-studio-api.ts';
import { studioPaths } from '#web/lib/paths.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { toaster } from '#web/components/toaster.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { saveFile } from '#web/lib/save-file.ts';
import languageSchema from '#schemas/language.schema.json' with { type: 'json' };
import { languageName } from '#engine/language-name.ts';
import { placeOf } from './problem-place.ts';
import { TranslationImportPreview } from './translation-import-preview.tsx';
import { studioApi, studioKeys } from './studio-api.ts';
import { useFlowTitle } from './flow-title.ts';

const STATUS: Record<TranslationStatus, { label: string; palette: string }> = {
  missing: { label: 'Missing', palette: 'red' },
  changed: { label: 'Written for the old English', palette: 'orange' },
  translated: { label: 'Translated', palette: 'green' },
};

type Show = 'all' | 'work';

/** A file read and previewed, kept to be applied as it was shown. */
interface Previewed {
  fileName: string;
  format: TranslationFormat;
  content: string;
  preview: TranslationPreview;
}

/** The file format of a chosen file, from its name: .xlf/.xliff or .csv. */
function formatOf(name: string): TranslationFormat | null {
  if (/\.(xlf|xliff)$/i.test(name)) return 'xliff';
  if (/\.csv$/i.test(name)) return 'csv';
  return null;
}

function ImportFailure({ error, definition }: { error: unknown; definition: unknown }) {
  const problems = error instanceof ApiError ? error.problems : [];
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{error instanceof Error ? error.message : 'The file could not be imported.'}</Alert.Title>
        {problems.length > 0 && (
          <Alert.Description asChild>
            <chakra.ul ps="5" listStyleType="disc">
              {problems.map((p, i) => <li key={i}>{p.pointer ? `${p.message} (${placeOf(p.pointer, definition)})` : p.message}</li>)}
            </chakra.ul>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * A version's texts side by side in its source language and one other (/questionnaire/:flowId/:version/translations):
 * what is missing or changed since the version it was copied from, sent out as XLIFF 2.0 or CSV for a translator and,
 * on a draft, brought back: first what the file changes and refuses, then the changes applied on confirmation
 * (translations only; decision 069).
 */
export default function TranslationsPage() {
  const { flowId = '', version: versionParam = '' } = useParams();
  const number = Number(versionParam);
  const [asked, setAsked] = useState('');
  const [show, setShow] = useState<Show>('work');
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const client = useQueryClient();
  const detail = useQuery({ queryKey: studioKeys.version(flowId, number), queryFn: ({ signal }) => studioApi.version(flowId, number, signal) });
  const title = useFlowTitle(flowId);
  const table = useQuery({
    queryKey: studioKeys.translations(flowId, number, asked),
    queryFn: ({ signal }) => studioApi.translations(flowId, number, asked, signal),
    enabled: Number.isInteger(number),
  });
  const locale = table.data?.locale ?? asked;
  // A chosen file is first previewed (what it changes, what it refuses); only Apply changes the draft (decision 069).
  const previewing = useMutation({
    mutationFn: async (file: File): Promise<Previewed> => {
      const format = formatOf(file.name);
      if (!format) throw new Error(`'${file.name}' is neither an XLIFF file (.xlf) nor a CSV file (.csv).`);
      const content = await file.text();
      return { fileName: file.name, format, content, preview: await studioApi.previewTranslations(flowId, number, { format, content }) };
    },
    onMutate: () => applying.reset(),
  });
  const previewed = previewing.data;
  const applying = useMutation({
    mutationFn: (shown: Previewed) => studioApi.importTranslations(flowId, number, { format: shown.format, content: shown.content, previewed: shown.preview.sha256 }),
    onSuccess: async (result) => {
      const refused = result.refused === 0 ? '' : result.refused === 1 ? ' 1 refused text was left as it was.' : ` ${result.refused} refused texts were left as they were.`;
      toaster.create({ type: 'success', title: `${result.imported} ${languageName(result.locale)} ${result.imported === 1 ? 'text' : 'texts'} changed.${refused}` });
      previewing.reset();
      await client.invalidateQueries({ queryKey: [...studioKeys.all, flowId] });
    },
  });
  const download = async (format: TranslationFormat) => {
    try {
      saveFile(await studioApi.exportTranslations(flowId, number, locale, format));
    } catch (error) {
      toaster.create({ type: 'error', title: error instanceof Error ? error.message : 'The file could not be downloaded.' });
    }
  };
  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) previewing.mutate(file);
  };

  const definition = detail.data?.definition;
  const draft = detail.data?.version.status === 'draft';
  const data = table.data;
  const languages = [...new Set([...(data?.locales ?? []), ...languageSchema.enum])].filter((l) => l !== data?.sourceLocale);
  const rows: TranslationRow[] = (data?.rows ?? []).filter((r) => show === 'all' || r.status !== 'translated');

  return (
    <Stack gap="5" px={{ base: '4', md: '6' }} py="6">
      <PageTitle title={`Translations of ${title}, version ${number}`} />
      <Link asChild alignSelf="flex-start"><RouterLink to={studioPaths.version(flowId, number)}>{`← Version ${number}`}</RouterLink></Link>
      <Text as="h2" fontSize="xl" fontWeight="semibold">{`Translations of ${title}, version ${number}`}</Text>
      {table.isError && <Text color="fg.error">{table.error instanceof Error ? table.error.message : 'The texts could not be loaded.'}</Text>}
      {(table.isPending || detail.isPending) && !table.isError && <HStack><Spinner size="sm" /><Text>Loading…</Text></HStack>}
      {data && (
        <>
          <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ base: 'stretch', md: 'flex-end' }} wrap="wrap">
            <Field.Root maxW={{ md: '14rem' }}>
              <Field.Label>Language</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={data.locale} onChange={(e) => setAsked(e.target.value)}>
                  {languages.map((l) => <option key={l} value={l}>{`${languageName(l)}${data.locales.includes(l) ? '' : ' (new)'}`}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root maxW={{ md: '16rem' }}>
              <Field.Label>Show</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={show} onChange={(e) => setShow(e.target.value as Show)}>
                  <option value="work">Missing and changed texts</option>
                  <option value="all">Every text</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" onClick={() => void download('xliff')}>Download XLIFF</Button>
              <Button variant="outline" onClick={() => void download('csv')}>Download CSV</Button>
              {draft && (
                <>
                  <chakra.input ref={fileInput} id={fileId} type="file" accept=".xlf,.xliff,.csv" display="none" onChange={chooseFile} />
                  <Button loading={previewing.isPending} loadingText="Reading the file…" disabled={applying.isPending} onClick={() => fileInput.current?.click()}>
                    Import a translated file
                  </Button>
                </>
              )}
            </HStack>
          </Stack>
          <Text role="status">
            {`${data.rows.length} texts in ${languageName(data.locale)}: ${data.counts.missing} missing, ${data.counts.changed} written for an English text changed since ${data.baseline ? `version ${data.baseline}` : 'translated'}, ${data.counts.translated} translated.`}
          </Text>
          {!draft && <Text color="fg.muted">{`Translations are brought into a draft: this version is ${detail.data?.version.status ?? 'not a draft'}. Download its texts here, or make a draft to import them.`}</Text>}
          {previewing.isError && <ImportFailure error={previewing.error} definition={definition} />}
          {applying.isError && <ImportFailure error={applying.error} definition={definition} />}
          {previewed && (
            <TranslationImportPreview
              preview={previewed.preview} fileName={previewed.fileName} definition={definition} applying={applying.isPending}
              onApply={() => applying.mutate(previewed)} onCancel={() => { previewing.reset(); applying.reset(); }}
            />
          )}
          {rows.length === 0 ? (
            <Text>{`Every text has its ${languageName(data.locale)} translation.`}</Text>
          ) : (
            <>
            {/* On a phone each text is a card, its two languages one above the other. */}
            <Stack as="ul" gap="3" listStyleType="none" display={{ base: 'flex', md: 'none' }} aria-label={`Texts in ${languageName(data.sourceLocale)} and ${languageName(data.locale)}`}>
              {rows.map((r) => (
                <Box as="li" key={r.pointer} borderWidth="1px" borderRadius="md" p="3">
                  <HStack justify="space-between" align="flex-start" gap="2">
                    <Text color="fg.muted" fontSize="sm">{definition ? placeOf(r.pointer, definition) : r.pointer}</Text>
                    <Badge colorPalette={STATUS[r.status].palette} variant="subtle" flexShrink="0">{STATUS[r.status].label}</Badge>
                  </HStack>
                  <chakra.dl mt="2" display="grid" gap="1">
                    <chakra.dt fontSize="sm" fontWeight="semibold">{languageName(data.sourceLocale)}</chakra.dt>
                    <chakra.dd ms="0" lang={data.sourceLocale}>{r.source}</chakra.dd>
                    <chakra.dt fontSize="sm" fontWeight="semibold" mt="1">{languageName(data.locale)}</chakra.dt>
                    <chakra.dd ms="0" lang={data.locale}>{r.target ?? <Text as="span" color="fg.muted">—</Text>}</chakra.dd>
                  </chakra.dl>
                </Box>
              ))}
            </Stack>
            <Box display={{ base: 'none', md: 'block' }} overflowX="auto" borderWidth="1px" borderRadius="md" tabIndex={0} aria-label="Texts and their translations">
              <Table.Root size="sm" minW="44rem">
                <Table.Caption captionSide="top" textAlign="start" px="3" py="2">{`Texts in ${languageName(data.sourceLocale)} and ${languageName(data.locale)}`}</Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader w="22%">Where</Table.ColumnHeader>
                    <Table.ColumnHeader w="33%">{languageName(data.sourceLocale)}</Table.ColumnHeader>
                    <Table.ColumnHeader w="33%">{languageName(data.locale)}</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((r) => (
                    <Table.Row key={r.pointer} verticalAlign="top">
                      <Table.Cell color="fg.muted" fontSize="sm">{definition ? placeOf(r.pointer, definition) : r.pointer}</Table.Cell>
                      <Table.Cell lang={data.sourceLocale}>{r.source}</Table.Cell>
                      <Table.Cell lang={data.locale}>{r.target ?? <Text as="span" color="fg.muted">—</Text>}</Table.Cell>
                      <Table.Cell><Badge colorPalette={STATUS[r.status].palette} variant="subtle">{STATUS[r.status].label}</Badge></Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
            </>
          )}
        </>
      )}
    </Stack>
  );
}
