import { useCallback, useEffect, useState } from 'react';
import type { Quota } from '#schemas/generated/quota.ts';
import { toastError, toastLoadFailure } from '#web/components/load-error.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { createQuota } from './create-quota.ts';
import { deleteQuota } from './delete-quota.ts';
import { getQuotas } from './get-quotas.ts';
import { updateQuota } from './update-quota.ts';

export const DELETE_FAILED = 'Failed to delete, please try again.';
export const UPDATE_FAILED = 'Failed to update, please try again.';

/**
 * The quota list and its three loading flags (spec §4 Other): after a delete the row leaves by state,
 * after a create or an update the list is loaded again.
 */
export function useQuotas() {
  const [quotas, setQuotas] = useState<Quota[]>([]);
  const [loading, setLoading] = useState(true);
  const [deleting, setDeleting] = useState(false);
  const [updating, setUpdating] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    getQuotas(controller.signal).then(
      (list) => {
        setQuotas(list);
        setLoading(false);
      },
      () => {
        if (controller.signal.aborted) return;
        setLoading(false);
        toastLoadFailure();
      },
    );
    return () => controller.abort();
  }, [generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  const remove = useCallback(async (quota: Quota): Promise<boolean> => {
    setDeleting(true);
    try {
      await deleteQuota(quota.id);
      setQuotas((list) => list.filter((q) => q.state !== quota.state));
      return true;
    } catch {
      toastError(DELETE_FAILED);
      return false;
    } finally {
      setDeleting(false);
    }
  }, []);

  const update = useCallback(async (state: string, quantity: number): Promise<boolean> => {
    setUpdating(true);
    try {
      await updateQuota(state, quantity);
      reload();
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
      await createQuota({ state, quantity });
      reload();
      return true;
    } catch (error) {
      // The server's reason ('CO already has a quota: edit it instead.') is the useful one here.
      toastError(error instanceof ApiError && error.status !== null && error.status < 500 ? error.message : UPDATE_FAILED);
      return false;
    } finally {
      setUpdating(false);
    }
  }, [reload]);

  return { quotas, loading, deleting, updating, reload, remove, update, create };
}
