import type { TrackReply, TrackRequest } from '#schemas/generated/track.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** POST /api/track: the order's status by its MRN and ZIP code; 404 when they do not belong together. */
export function trackOrder(request: TrackRequest): Promise<TrackReply> {
  return apiClient.post<TrackReply>('/track', request);
}
