import type { InvitationListQuery, PoliceAccountListQuery } from '@safeogun/contract/police-accounts';

/**
 * Query keys of the police-accounts feature. The administrator screens' data sits under 'admin' (emptied with every
 * other query when the signed-in person changes); the accept page's preview is public, keyed by its token.
 */
export const policeAccountKeys = {
  invitations: ['admin', 'invitations'] as const,
  invitationList: (query: InvitationListQuery) => ['admin', 'invitations', query] as const,
  accounts: ['admin', 'police-accounts'] as const,
  accountList: (query: PoliceAccountListQuery) => ['admin', 'police-accounts', query] as const,
  areaCommands: ['admin', 'area-commands'] as const,
  invitationPreview: (token: string) => ['invitation-preview', token] as const,
};
