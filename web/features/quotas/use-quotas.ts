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
import { updateQuota } from './update-quota.ts';

export const DELETE_FAILED = 'Failed to delete, please try again.';
export const UPDATE_FAILED = 'Failed to update, please try again.';

const QUOTAS = ['quotas'] as const;

/** What a quota save says (in the style of 'Report subscription settings have been saved.'). */
export const quotaSaved = {
  created: (stateName: string) => `The quota of ${stateName} has been added.`,
  updated: (stateName: string) => `The quota of ${stateName} has been updated.`,
  deleted: (stateName: string) => `The quota of ${stateName} has been deleted.`,
};

/**
 * The quota list (sorted by the server) and its three loading flags: after a delete the row leaves
 * by state, after a create or an update the list is loaded again. Every save says so in a toast.
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

  const remove = useCallback(async (quota: Quota): Promise<boolean> => {
    setDeleting(true);
    try {
      await deleteQuota(quota.id);
      client.setQueriesData<Quota[]>({ queryKey: QUOTAS }, (list) => list?.filter((q) => q.state !== quota.state));
      toastSuccess(quotaSaved.deleted(quota.stateName));
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
      await updateQuota(quota.state, quantity);
      toastSuccess(quotaSaved.updated(quota.stateName));
      void reload();
      return true;
    } catch {
      toastError(UPDATE_FAILED);
      return false;
    } finally {
      setUpdating(false);
    }
  }, [reload]);

  const create = useCallback(async (state: string, quantity: number): Promise<boolean> => {
    setUpdating(true);
    try {
      const created = await createQuota({ state, quantity });
      toastSuccess(quotaSaved.created(created.stateName));
      void reload();
      return true;
    } catch (error) {
      // The server's reason ('CO already has a quota: edit it instead.') is the useful one here.
      toastError(error instanceof ApiError && error.status !== null && error.status < 500 ? error.message : UPDATE_FAILED);
      return false;
    } finally {
      setUpdating(false);
    }
  }, [reload]);

  return { quotas: query.data ?? [], table: tableState(query), deleting, updating, remove, update, create };
}
