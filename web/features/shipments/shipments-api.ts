import type { KitBatch, KitBatchInput, KitBatchList, PickListRequest, ShipmentImport, ShipmentImportResult } from '#schemas/generated/shipments.ts';
import { apiClient, type DownloadedFile } from '#web/lib/api-client.ts';

/** Shipping through a mailing service (server/areas/shipments, schemas/shipments.schema.json). */
export const shipmentsApi = {
  pickList: (body: PickListRequest) => apiClient.post<DownloadedFile>('/shipments/pick-list', body, { responseType: 'file' }),
  importFile: (body: ShipmentImport) => apiClient.post<ShipmentImportResult>('/shipments/import', body),
  kitBatches: (signal?: AbortSignal) => apiClient.get<KitBatchList>('/shipments/kit-batches', { signal }),
  setKitBatch: (body: KitBatchInput) => apiClient.post<KitBatch>('/shipments/kit-batches', body),
};

/** The lot and expiry set now for each product's next shipments. */
export const kitBatchesKey = ['shipments', 'kit-batches'] as const;
