/** One hook per accounts endpoint (react-query), typed by the contract. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LoginBody,
  SessionData,
  SignupCompleteBody,
  authConfigResponseSchema,
  googleSignupResponseSchema,
  googleTokenBodySchema,
  otpSentResponseSchema,
  resetBodySchema,
  userResponseSchema,
} from '@safeogun/contract/auth';
import type { DataOf } from '@safeogun/contract/envelope';
import type {
  NotificationPreferences,
  UpdateBasicBody,
  nearbyStationsResponseSchema,
  notificationPreferencesResponseSchema,
  updatePasswordBodySchema,
  userExportResponseSchema,
} from '@safeogun/contract/users';
import type { z } from 'zod';
import { authApi, publicApi } from '../../../lib/api-client';
import { useUserId } from '../../../lib/session';
import { accountKeys } from './keys';

export type OtpSent = DataOf<typeof otpSentResponseSchema>;
type UserData = DataOf<typeof userResponseSchema>;

/** GET /auth/config: whether Google sign-in is on. */
export function useAuthConfig() {
  return useQuery({
    queryKey: accountKeys.config,
    queryFn: ({ signal }) => publicApi.get<DataOf<typeof authConfigResponseSchema>>('/auth/config', { signal }),
    staleTime: 10 * 60_000,
  });
}

/** POST /auth/signup/email */
export function useSignupEmail() {
  return useMutation({ mutationFn: (email: string) => publicApi.post<OtpSent>('/auth/signup/email', { email }) });
}

/** POST /auth/signup/resend-otp */
export function useResendSignupOtp() {
  return useMutation({ mutationFn: (email: string) => publicApi.post<OtpSent>('/auth/signup/resend-otp', { email }) });
}

/** POST /auth/signup/google */
export function useSignupGoogle() {
  return useMutation({
    mutationFn: (token: string) =>
      publicApi.post<DataOf<typeof googleSignupResponseSchema>>('/auth/signup/google', { token }),
  });
}

/** POST /auth/signup/complete */
export function useSignupComplete() {
  return useMutation({
    mutationFn: (body: SignupCompleteBody) => publicApi.post<UserData>('/auth/signup/complete', body),
  });
}

/** POST /auth/login/email */
export function useLoginEmail() {
  return useMutation({
    mutationFn: (body: LoginBody) => publicApi.post<SessionData>('/auth/login/email', body),
  });
}

/** POST /auth/login/google */
export function useLoginGoogle() {
  return useMutation({
    mutationFn: (body: z.input<typeof googleTokenBodySchema>) =>
      publicApi.post<SessionData>('/auth/login/google', body),
  });
}

/** POST /auth/password/forgot */
export function useForgotPassword() {
  return useMutation({ mutationFn: (email: string) => publicApi.post<OtpSent>('/auth/password/forgot', { email }) });
}

/** POST /auth/password/reset */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof resetBodySchema>) => publicApi.post<null>('/auth/password/reset', body),
  });
}

/** GET /auth/logout */
export function useLogout() {
  return useMutation({ mutationFn: () => authApi.get<null>('/auth/logout') });
}

/** GET /user/me */
export function useMe() {
  const userId = useUserId();
  return useQuery({
    queryKey: accountKeys.me(userId),
    queryFn: async ({ signal }) => (await authApi.get<UserData>('/user/me', { signal })).user,
  });
}

/** PATCH /user/update/basic */
export function useUpdateBasic() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: async (body: UpdateBasicBody) => (await authApi.patch<UserData>('/user/update/basic', body)).user,
    onSuccess: (user) => queryClient.setQueryData(accountKeys.me(userId), user),
  });
}

/** PATCH /user/update/password */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof updatePasswordBodySchema>) => authApi.patch<null>('/user/update/password', body),
  });
}

/** GET /user/notification-preferences */
export function useNotificationPreferences() {
  const userId = useUserId();
  return useQuery({
    queryKey: accountKeys.notificationPreferences(userId),
    queryFn: async ({ signal }) =>
      (
        await authApi.get<DataOf<typeof notificationPreferencesResponseSchema>>('/user/notification-preferences', {
          signal,
        })
      ).preferences,
  });
}

/** PUT /user/notification-preferences */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: async (preferences: NotificationPreferences) =>
      (
        await authApi.put<DataOf<typeof notificationPreferencesResponseSchema>>(
          '/user/notification-preferences',
          preferences,
        )
      ).preferences,
    onSuccess: (preferences) => queryClient.setQueryData(accountKeys.notificationPreferences(userId), preferences),
  });
}

/** GET /user/export */
export function useExportData() {
  return useMutation({ mutationFn: () => authApi.get<DataOf<typeof userExportResponseSchema>>('/user/export') });
}

/** DELETE /user/delete. Section 8 gives this call its own 401 message and goes to /login (settings-deletion.tsx). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: () => authApi.delete<null>('/user/delete', { skipSessionExpiry: true }) });
}

/** GET /stations/nearby */
export function useNearbyStations(params: { latitude: number; longitude: number; radius: number } | null) {
  return useQuery({
    queryKey: accountKeys.nearbyStations(params),
    queryFn: async ({ signal }) =>
      (
        await publicApi.get<DataOf<typeof nearbyStationsResponseSchema>>('/stations/nearby', {
          query: params ?? undefined,
          signal,
        })
      ).stations,
    enabled: params !== null,
  });
}
