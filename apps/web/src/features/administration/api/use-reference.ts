import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf } from '@safeogun/contract/envelope';
import type {
  ContactNumbers,
  IncidentTypeCreateBody,
  IncidentTypeUpdateBody,
  areaCommandItemResponseSchema,
  contactNumbersResponseSchema,
  incidentTypeListResponseSchema,
  incidentTypeResponseSchema,
  lgaMovePreviewResponseSchema,
  lgaMoveResponseSchema,
} from '@safeogun/contract/administration';
import type { areaCommandsResponseSchema } from '@safeogun/contract/police-accounts';
import { authApi } from '../../../lib/api-client';
import { CONTACT_NUMBERS_KEY } from '../../../lib/contact-numbers';
import { adminKeys } from './keys';

/** GET /admin/area-commands: the commands with their LGAs, and the LGAs none holds. */
export function useAreaCommands() {
  return useQuery({
    queryKey: adminKeys.areaCommands,
    queryFn: ({ signal }) => authApi.get<DataOf<typeof areaCommandsResponseSchema>>('/admin/area-commands', { signal }),
  });
}

function useInvalidate(key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key });
}

/** POST /admin/area-commands */
export function useCreateAreaCommand() {
  const changed = useInvalidate(adminKeys.areaCommands);
  return useMutation({
    mutationFn: (name: string) =>
      authApi.post<DataOf<typeof areaCommandItemResponseSchema>>('/admin/area-commands', { name }),
    onSuccess: changed,
  });
}

/** PATCH /admin/area-commands/{id} */
export function useRenameAreaCommand() {
  const changed = useInvalidate(adminKeys.areaCommands);
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      authApi.patch<DataOf<typeof areaCommandItemResponseSchema>>(`/admin/area-commands/${encodeURIComponent(id)}`, {
        name,
      }),
    onSuccess: changed,
  });
}

/** GET /admin/lgas/{id}/area-command?areaCommandId= (what a move would re-route) */
export function usePreviewLgaMove() {
  return useMutation({
    mutationFn: ({ lgaId, areaCommandId }: { lgaId: number; areaCommandId: number }) =>
      authApi.get<DataOf<typeof lgaMovePreviewResponseSchema>>(
        `/admin/lgas/${encodeURIComponent(lgaId)}/area-command`,
        {
          query: { areaCommandId },
        },
      ),
  });
}

/** PUT /admin/lgas/{id}/area-command */
export function useMoveLga() {
  const changed = useInvalidate(adminKeys.areaCommands);
  return useMutation({
    mutationFn: ({
      lgaId,
      areaCommandId,
      confirmOpenReports,
    }: {
      lgaId: number;
      areaCommandId: number;
      confirmOpenReports: number;
    }) =>
      authApi.put<DataOf<typeof lgaMoveResponseSchema>>(`/admin/lgas/${encodeURIComponent(lgaId)}/area-command`, {
        areaCommandId,
        confirmOpenReports,
      }),
    onSuccess: changed,
  });
}

/** GET /admin/incident-types */
export function useIncidentTypes() {
  return useQuery({
    queryKey: adminKeys.incidentTypes,
    queryFn: ({ signal }) =>
      authApi.get<DataOf<typeof incidentTypeListResponseSchema>>('/admin/incident-types', { signal }),
    select: (data) => data.incidentTypes,
  });
}

/** POST /admin/incident-types */
export function useCreateIncidentType() {
  const changed = useInvalidate(adminKeys.incidentTypes);
  return useMutation({
    mutationFn: (body: IncidentTypeCreateBody) =>
      authApi.post<DataOf<typeof incidentTypeResponseSchema>>('/admin/incident-types', body),
    onSuccess: changed,
  });
}

/** PATCH /admin/incident-types/{id} */
export function useUpdateIncidentType() {
  const changed = useInvalidate(adminKeys.incidentTypes);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: IncidentTypeUpdateBody }) =>
      authApi.patch<DataOf<typeof incidentTypeResponseSchema>>(`/admin/incident-types/${encodeURIComponent(id)}`, body),
    onSuccess: changed,
  });
}

/** DELETE /admin/incident-types/{id} */
export function useDeleteIncidentType() {
  const changed = useInvalidate(adminKeys.incidentTypes);
  return useMutation({
    mutationFn: (id: number) => authApi.delete(`/admin/incident-types/${encodeURIComponent(id)}`),
    onSuccess: changed,
  });
}

/** PUT /admin/contact-numbers (the footer and /sos read them again) */
export function useSaveContactNumbers() {
  const changed = useInvalidate(CONTACT_NUMBERS_KEY);
  return useMutation({
    mutationFn: (body: ContactNumbers) =>
      authApi.put<DataOf<typeof contactNumbersResponseSchema>>('/admin/contact-numbers', body),
    onSuccess: changed,
  });
}
