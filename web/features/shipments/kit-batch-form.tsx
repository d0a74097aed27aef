import { Box, Button, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { kitExpiryOf, kitExpiryWords, kitLotOf } from '#engine/kit-expiry.ts';
import type { KitBatchInput } from '#schemas/generated/shipments.ts';
import { formatDateTime, useDatePreference } from '#web/components/date-format.ts';
import { toastSuccess } from '#web/components/load-error.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { productsQuery } from '#web/lib/get-products.ts';
import { kitBatchesKey, shipmentsApi } from './shipments-api.ts';

type Problems = Partial<Record<keyof KitBatchInput, string>>;

const LOT_PROBLEM = 'Enter the lot printed on the box: 1 to 20 letters, digits and hyphens.';
const EXPIRY_PROBLEM = 'Enter the month and year printed on the box, such as 03/2028.';

/** What the browser can tell before sending (the server checks the same rules, engine/kit-expiry.ts, and decides). */
function problemsOf(input: KitBatchInput): Problems {
  return {
    ...(input.ndc ? {} : { ndc: 'Choose a product.' }),
    ...(kitLotOf(input.lot) ? {} : { lot: LOT_PROBLEM }),
    ...(kitExpiryOf(input.expires) ? {} : { expires: EXPIRY_PROBLEM }),
  };
}

/**
 * The lot and expiry of each product's next shipments (docs/product.md#kits-that-expire, decision 078): what is set
 * now, and a form to set it for one product. An order shipped from then on gets it when the tracking file gives none.
 */
export function KitBatchForm() {
  const id = useId();
  const client = useQueryClient();
  const preference = useDatePreference();
  const products = useQuery(productsQuery);
  const batches = useQuery({ queryKey: kitBatchesKey, queryFn: ({ signal }) => shipmentsApi.kitBatches(signal) });
  const [input, setInput] = useState<KitBatchInput>({ ndc: '', lot: '', expires: '' });
  const [problems, setProblems] = useState<Problems>({});
  const save = useMutation({
    mutationFn: (body: KitBatchInput) => shipmentsApi.setKitBatch(body),
    onSuccess: (batch) => {
      toastSuccess(`The next shipments of ${batch.productName} go out with lot ${batch.lot}, expiring ${kitExpiryWords(batch.expiresOn)}.`);
      setInput({ ndc: '', lot: '', expires: '' });
      void client.invalidateQueries({ queryKey: kitBatchesKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields.length) {
        setProblems(Object.fromEntries(error.fields.map((f) => [f.questionId, f.message])) as Problems);
      }
    },
  });
  const submit = () => {
    const found = problemsOf(input);
    setProblems(found);
    const first = (['ndc', 'lot', 'expires'] as const).find((key) => found[key]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    save.mutate(input);
  };
  const set = (key: keyof KitBatchInput, value: string) => {
    setInput({ ...input, [key]: value });
    setProblems({ ...problems, [key]: undefined });
  };

  return (
    <Stack gap="4">
      {batches.data && (batches.data.items.length === 0
        ? <Text>No lot is set yet: orders get the lot and expiry the tracking file gives, or none.</Text>
        : (
          <Stack as="ul" gap="1" listStyleType="none" ms="0" aria-label="Lot and expiry set now">
            {batches.data.items.map((b) => (
              <Text as="li" key={b.ndc}>
                <Text as="span" fontWeight="semibold">{b.productName}</Text>: lot {b.lot}, expires {kitExpiryWords(b.expiresOn)} (set {formatDateTime(b.setAt, preference)})
              </Text>
            ))}
          </Stack>
        ))}
      {batches.isError && <Text color="fg.error" role="alert">The lots set now could not be loaded. Please refresh the page.</Text>}
      <form noValidate aria-label="Set the lot and expiry of the next shipments" onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <Stack gap="3" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'start' }}>
          <Field.Root invalid={Boolean(problems.ndc)} required maxW={{ md: '20rem' }}>
            <Field.Label htmlFor={`${id}-ndc`}>Product <Field.RequiredIndicator /></Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field id={`${id}-ndc`} value={input.ndc} onChange={(e) => set('ndc', e.target.value)}>
                <option value="">Choose a product</option>
                {(products.data ?? []).map((p) => <option key={p.ndc} value={p.ndc}>{p.name}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {problems.ndc && <Field.ErrorText>{problems.ndc}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={Boolean(problems.lot)} required maxW={{ md: '14rem' }}>
            <Field.Label htmlFor={`${id}-lot`}>Lot number <Field.RequiredIndicator /></Field.Label>
            <Input id={`${id}-lot`} value={input.lot} maxLength={40} autoComplete="off" spellCheck={false} onChange={(e) => set('lot', e.target.value)} />
            {problems.lot ? <Field.ErrorText>{problems.lot}</Field.ErrorText> : <Field.HelperText>As printed on the box</Field.HelperText>}
          </Field.Root>
          <Field.Root invalid={Boolean(problems.expires)} required maxW={{ md: '14rem' }}>
            <Field.Label htmlFor={`${id}-expires`}>Expires <Field.RequiredIndicator /></Field.Label>
            <Input id={`${id}-expires`} value={input.expires} maxLength={20} autoComplete="off" inputMode="numeric" onChange={(e) => set('expires', e.target.value)} />
            {problems.expires ? <Field.ErrorText>{problems.expires}</Field.ErrorText> : <Field.HelperText>Month and year, such as 03/2028</Field.HelperText>}
          </Field.Root>
          <Box pt={{ md: '6' }}>
            <Button type="submit" loading={save.isPending} loadingText="Saving…">Set for the next shipments</Button>
          </Box>
        </Stack>
      </form>
      {save.isError && !(save.error instanceof ApiError && save.error.fields.length) && (
        <Text color="fg.error" role="alert">{save.error instanceof Error ? save.error.message : 'The lot could not be saved. Please try again.'}</Text>
      )}
    </Stack>
  );
}
