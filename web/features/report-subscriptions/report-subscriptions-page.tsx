import { Box, Button, Fieldset, Stack, Switch, Text } from '@chakra-ui/react';
import { fieldsetSlotRecipe, switchSlotRecipe } from '@chakra-ui/react/theme';
import { useState, type FormEvent } from 'react';
import { toastError, toastSuccess } from '#web/components/load-error.ts';
import { PageTitle } from '#web/components/page-title.tsx';
import { readSessionUser, writeSessionUser } from '#web/lib/session-user.ts';
import type { Subscriptions } from '#schemas/generated/user-api.ts';
import { saveSubscriptions } from './save-subscriptions.ts';

export const SAVED = 'Report subscription settings have been saved.';
export const SAVE_FAILED = 'Failed to update subscriptions';

const OPTIONS: { key: keyof Subscriptions; label: string; description: string }[] = [
  { key: 'quotaThresholds', label: 'Quota thresholds', description: 'Emails about states whose monthly quota is running low.' },
  { key: 'weeklyOrders', label: 'Weekly orders', description: 'A report of the orders of each week.' },
  { key: 'monthlyOrders', label: 'Monthly orders', description: 'A report of the orders of each month.' },
  { key: 'monthlyFunder', label: 'Monthly funder report', description: 'Kits sent and replacement orders of each month by state and county, small counts withheld, ready to share with funders.' },
];

/** Report Subscriptions (docs/product.md#report-subscriptions-and-scheduled-jobs): a toggle per report and Save; the signed-in user is refreshed with the answer. */
export default function ReportSubscriptionsPage() {
  const [user] = useState(() => readSessionUser());
  const [subs, setSubs] = useState<Subscriptions>(() => ({
    quotaThresholds: user?.subscriptions?.quotaThresholds ?? false,
    weeklyOrders: user?.subscriptions?.weeklyOrders ?? false,
    monthlyOrders: user?.subscriptions?.monthlyOrders ?? false,
    monthlyFunder: user?.subscriptions?.monthlyFunder ?? false,
  }));
  const [saving, setSaving] = useState(false);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!user) return;
    setSaving(true);
    try {
      const updated = await saveSubscriptions(user.id, subs);
      const current = readSessionUser() ?? user;
      writeSessionUser({ ...current, firstName: updated.firstName, lastName: updated.lastName, email: updated.email, subscriptions: updated.subscriptions });
      setSubs(updated.subscriptions);
      toastSuccess(SAVED);
    } catch {
      toastError(SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box px={{ base: '4', md: '6' }} py="6" maxW="2xl">
      <PageTitle title="Report Subscriptions" />
      <form onSubmit={save}>
        <Fieldset.Root recipe={fieldsetSlotRecipe}>
          <Fieldset.Legend fontWeight="semibold" fontSize="lg">Email me these reports</Fieldset.Legend>
          <Stack gap="5" mt="4">
            {OPTIONS.map((option) => (
              <Switch.Root
                key={option.key}
                recipe={switchSlotRecipe}
                checked={subs[option.key]}
                onCheckedChange={(e) => setSubs((s) => ({ ...s, [option.key]: e.checked }))}
                alignItems="flex-start"
              >
                <Switch.HiddenInput aria-describedby={`sub-${option.key}-hint`} />
                <Switch.Control mt="0.5">
                  <Switch.Thumb />
                </Switch.Control>
                <Box>
                  <Switch.Label fontWeight="medium">{option.label}</Switch.Label>
                  <Text id={`sub-${option.key}-hint`} color="fg.muted" fontSize="sm">
                    {option.description}
                  </Text>
                </Box>
              </Switch.Root>
            ))}
          </Stack>
        </Fieldset.Root>
        <Button type="submit" mt="6" loading={saving} loadingText="Saving…" disabled={!user}>
          Save
        </Button>
      </form>
    </Box>
  );
}
