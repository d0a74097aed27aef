import { toaster } from './toaster.tsx';

/** What a page says when its list could not be loaded (docs/product.md#lists). */
export const LOAD_FAILED_MESSAGE = 'Something went wrong, please refresh the page and try again.';

export function toastLoadFailure(): void {
  toaster.create({ type: 'error', title: LOAD_FAILED_MESSAGE });
}

export function toastError(title: string): void {
  toaster.create({ type: 'error', title });
}

export function toastSuccess(title: string): void {
  toaster.create({ type: 'success', title });
}
