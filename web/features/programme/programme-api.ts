import type { ProgrammeSettings, ProgrammeSettingsView } from '#schemas/generated/programme-settings.ts';
import { apiClient } from '#web/lib/api-client.ts';

/** The programme's settings (server/areas/programme, schemas/programme-settings.schema.json): superAdmin only. */
export const programmeApi = {
  read: (signal?: AbortSignal) => apiClient.get<ProgrammeSettingsView>('/programme', { signal }),
  save: (settings: ProgrammeSettings) => apiClient.put<ProgrammeSettingsView>('/programme', settings),
};

export const programmeKey = ['programme'] as const;
