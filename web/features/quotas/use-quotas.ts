import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Quota } from '#schemas/generated/quota.ts';
import { orderParam, type SortState } from '#web/components/data/table-sort.ts';
import { tableState } from '#web/components/data/table-state.ts';
import { toastError, toastSuccess } from '#web/components/load-error.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { createQuota } from './create-quota.ts';
import { deleteQuota } from './delete-quota.ts';
import { getQuotas } from './get-quotas.ts';
import { quotaMonthQuery } from './get-quota-month.ts';
import { quotaDeletedMessage, quotaSavedMessage } from './quota-words.ts';
import { updateQuota } from './update-quota.ts';

export const DELETE_FAILED = 'Failed to delete, please try again.';
export const UPDATE_FAILED = 'Failed to update, please try again.';

const QUOTAS = ['quotas'] as const;

/**
 * The quota list (sorted by the server) and its three loading flags: after a delete the row leaves
 * by state, after a create or an update the list is loaded again. Every save says so in a toast, with the month a
 * change applies from.
 */
export function useQuotas(sort: SortState) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: [...QUOTAS, sort],
    queryFn: ({ signal }) => getQuotas(orderParam(sort), signal),
    placeholderData: keepPreviousData,
  });
  const [deleting, setDeleting] = useState(false);
  const [updating, setUpdating] = useState(false);
  const reload = useCallback(() => client.invalidateQueries({ queryKey: QUOTAS }), [client]);
  // The month the server counted the change in, read again after it: the one the row showed may have turned since.
  const savedMonth = useCallback((state: string) => client.fetchQuery({ ...quotaMonthQuery(state), staleTime: 0 }).catch(() => null), [client]);

  const remove = useCallback(async (quota: Quota): Promise<boolean> => {
    setDeleting(true);
    try {
      await deleteQuota(quota.id);
      client.setQueriesData<Quota[]>({ queryKey: QUOTAS }, (list) => list?.filter((q) => q.state !== quota.state));
      toastSuccess(quotaDeletedMessage(quota.stateName));
      return true;
    } catch {
      toastError(DELETE_FAILED);
      return false;
    } finally {
      setDeleting(false);
    }
  }, [client]);

  const update = useCallback(async (quota: Quota, quantity: number): Promise<boolean> => {
    setUpdating(true);
    try {
      const saved = await updateQuota(quota.state, quantity);
      toastSuccess(quotaSavedMessage(saved.stateName, saved.quantity, await savedMonth(saved.state)));
      void reload();
      return true;
    } catch {
      toastError(UPDATE_FAILED);
      return false;
    } finally {
      setUpdating(false);
    }
  }, [reload, savedMonth]);

  const create = useCallback(async (state: string, quantity: number): Promise<boolean> => {
    setUpdating(true);
    try {
      const created = await createQuota({ state, quantity });
      toastSuccess(quotaSavedMessage(created.stateName, created.quantity, await savedMonth(created.state)));
      void reload();
      return true;
    } catch (error) {
      // The server's reason ('CO already has a quota: edit it instead.') is the useful one here.
      toastError(error instanceof ApiError && error.status !== null && error.status < 500 ? error.message : UPDATE_FAILED);
      return false;
    } finally {
      setUpdating(false);
    }
  }, [reload, savedMonth]);

  return { quotas: query.data ?? [], table: tableState(query), deleting, updating, remove, update, create };
}
