import type { ApiClient, RequestOptions } from './client.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

export type User = Schemas['User'];
export type Role = Schemas['Role'];
export type Session = Schemas['Session'];
export type Tokens = Schemas['Tokens'];

export type LoginRequest = Schemas['LoginRequest'];
export type LoginResult = Schemas['LoginEnvelope'];
export type CreateUserRequest = Schemas['CreateUserRequest'];
export type CreateUserResult = Schemas['CreatedEnvelope'];
export type GetInvitationRequest = Schemas['InvitationTokenRequest'];
export type Invitation = Schemas['Invitation'];
export type GetInvitationResult = Schemas['InvitationEnvelope'];
export type RefreshSessionRequest = Schemas['RefreshRequest'];
export type RefreshSessionResult = Schemas['TokensEnvelope'];
export type LogoutRequest = Schemas['RefreshRequest'];
export type LogoutResult = Schemas['MessageEnvelope'];
export type PasswordResetRequest = Schemas['PasswordResetRequest'];
export type ResetPasswordRequest = Schemas['ResetPasswordRequest'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type MessageResult = Schemas['MessageEnvelope'];
export type Profile = Schemas['Profile'];
export type ProfileResult = Schemas['ProfileEnvelope'];
export type SignedInSession = Schemas['SignedInSession'];
export type SessionsResult = Schemas['SessionsEnvelope'];

/** Sign in; `returnObject` holds the user, the access token and the refresh token. */
export function login(client: ApiClient, body: LoginRequest, options?: RequestOptions): Promise<LoginResult> {
  return client.postUnauthenticated('/auth/login', body, options);
}

/**
 * Sign up; on 201 `returnMessage` is the sentence to show before going to sign-in. An employee signs up
 * with role employee and the `invitationToken` of their invitation link.
 */
export function createUser(
  client: ApiClient,
  body: CreateUserRequest,
  options?: RequestOptions,
): Promise<CreateUserResult> {
  return client.postUnauthenticated('/auth/create-user', body, options);
}

/** Who an invitation link is for (no sign-in needed), to fill in the employee's sign-up form. */
export function getInvitation(
  client: ApiClient,
  body: GetInvitationRequest,
  options?: RequestOptions,
): Promise<GetInvitationResult> {
  return client.postUnauthenticated('/auth/get-invitation', body, options);
}

/** Exchange the refresh token for new tokens; the old refresh token stops working. */
export function refreshSession(
  client: ApiClient,
  body: RefreshSessionRequest,
  options?: RequestOptions,
): Promise<RefreshSessionResult> {
  return client.postUnauthenticated('/auth/refresh', body, options);
}

/** End the session by revoking its refresh token. */
export function logout(
  client: ApiClient,
  body: LogoutRequest,
  options?: RequestOptions,
): Promise<LogoutResult> {
  return client.postUnauthenticated('/auth/logout', body, options);
}

/** Ask for a password-reset link; answered the same whether or not the address has an account. */
export function requestPasswordReset(
  client: ApiClient,
  body: PasswordResetRequest,
  options?: RequestOptions,
): Promise<MessageResult> {
  return client.postUnauthenticated('/auth/request-password-reset', body, options);
}

/** Set a new password with the one-time token of a reset link. */
export function resetPassword(
  client: ApiClient,
  body: ResetPasswordRequest,
  options?: RequestOptions,
): Promise<MessageResult> {
  return client.postUnauthenticated('/auth/reset-password', body, options);
}

/** Change the signed-in user's password; the current one is required. */
export function changePassword(
  client: ApiClient,
  body: ChangePasswordRequest,
  options?: RequestOptions,
): Promise<MessageResult> {
  return client.postAuthenticated('/auth/change-password', body, options);
}

/** The signed-in user's own account with the employer's name. */
export function getProfile(client: ApiClient, options?: RequestOptions): Promise<ProfileResult> {
  return client.postAuthenticated('/auth/get-profile', {}, options);
}

/** The signed-in user's own live sessions, the most recently active first. */
export function listSessions(client: ApiClient, options?: RequestOptions): Promise<SessionsResult> {
  return client.postAuthenticated('/auth/list-sessions', {}, options);
}

/** Sign out one of the signed-in user's own sessions. */
export function endSession(
  client: ApiClient,
  sessionId: string,
  options?: RequestOptions,
): Promise<MessageResult> {
  return client.postAuthenticated('/auth/end-session', { sessionId }, options);
}

/** Sign out every session of the signed-in user's but this one. */
export function endOtherSessions(client: ApiClient, options?: RequestOptions): Promise<MessageResult> {
  return client.postAuthenticated('/auth/end-other-sessions', {}, options);
}

/** Sets (or, with null or blank, clears) the name the signed-in user is shown by; answers the profile. */
export function updateDisplayName(
  client: ApiClient,
  displayName: string | null,
  options?: RequestOptions,
): Promise<ProfileResult> {
  return client.postAuthenticated('/auth/update-display-name', { displayName }, options);
}

/** Makes an uploaded image (upload-attachment) the signed-in user's photo, replacing any before. */
export function setProfilePhoto(
  client: ApiClient,
  attachmentId: string,
  options?: RequestOptions,
): Promise<ProfileResult> {
  return client.postAuthenticated('/auth/set-profile-photo', { attachmentId }, options);
}

/** Removes the signed-in user's photo; initials are shown instead. */
export function removeProfilePhoto(client: ApiClient, options?: RequestOptions): Promise<ProfileResult> {
  return client.postAuthenticated('/auth/remove-profile-photo', {}, options);
}
