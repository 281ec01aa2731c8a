import type { Context } from 'hono';
import type {
  ChangePasswordRequest,
  CompleteTwoFactorSignInRequest,
  ConfirmTwoFactorRequest,
  CreateUserRequest,
  EndSessionRequest,
  InvitationTokenRequest,
  LoginRequest,
  PasswordResetRequest,
  RefreshRequest,
  ResetPasswordRequest,
  SetProfilePhotoRequest,
  TurnOffTwoFactorRequest,
  UpdateDisplayNameRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { getInvitation } from '../employees/invitations.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { success } from '../http/envelope.ts';
import { ACCOUNT_CREATED, createAccount } from './accounts.ts';
import { changePassword, PASSWORD_CHANGED } from './change-password.ts';
import { clientAddress } from './client-address.ts';
import { removeProfilePhoto, setProfilePhoto, updateDisplayName } from './name-and-photo.ts';
import {
  endOtherOwnSessions,
  endOwnSession,
  listOwnSessions,
  OTHER_SESSIONS_SIGNED_OUT,
  SESSION_SIGNED_OUT,
} from './own-sessions.ts';
import { PASSWORD_RESET, RESET_REQUESTED, requestPasswordReset, resetPassword } from './password-reset.ts';
import { getProfile } from './profile.ts';
import { refreshSession, signIn, signOut } from './sessions.ts';
import { completeTwoFactorSignIn } from './two-factor/challenges.ts';
import {
  confirmTwoFactor,
  startTwoFactor,
  TWO_FACTOR_OFF,
  turnOffTwoFactor,
} from './two-factor/enrolment.ts';

export const SIGNED_OUT = 'You have been signed out.';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

/** The auth operations: each reads its validated body, calls its service, wraps the answer. */
export function authHandlers(deps: ServiceDeps, trustProxy: boolean) {
  const login: Handler = async (c) => {
    const session = await signIn(
      deps,
      c.get('body') as LoginRequest,
      clientAddress(c, trustProxy),
      c.req.header('user-agent') ?? null,
    );
    return success(c, 200, { returnObject: session });
  };
  const createUser: Handler = async (c) => {
    await createAccount(deps, c.get('body') as CreateUserRequest, clientAddress(c, trustProxy));
    return success(c, 201, { returnMessage: ACCOUNT_CREATED });
  };
  const invitation: Handler = async (c) => {
    const invited = await getInvitation(deps, c.get('body') as InvitationTokenRequest);
    return success(c, 200, { returnObject: invited });
  };
  const refresh: Handler = async (c) => {
    const tokens = await refreshSession(deps, (c.get('body') as RefreshRequest).refreshToken);
    return success(c, 200, { returnObject: tokens });
  };
  const logout: Handler = async (c) => {
    await signOut(deps, (c.get('body') as RefreshRequest).refreshToken);
    return success(c, 200, { returnMessage: SIGNED_OUT });
  };
  const requestReset: Handler = async (c) => {
    await requestPasswordReset(deps, c.get('body') as PasswordResetRequest, clientAddress(c, trustProxy));
    return success(c, 200, { returnMessage: RESET_REQUESTED });
  };
  const reset: Handler = async (c) => {
    await resetPassword(deps, c.get('body') as ResetPasswordRequest, clientAddress(c, trustProxy));
    return success(c, 200, { returnMessage: PASSWORD_RESET });
  };
  const change: Handler = async (c) => {
    await changePassword(deps, c.get('caller'), c.get('body') as ChangePasswordRequest);
    return success(c, 200, { returnMessage: PASSWORD_CHANGED });
  };
  const profile: Handler = async (c) =>
    success(c, 200, { returnObject: await getProfile(deps, c.get('caller')) });
  const sessions: Handler = async (c) =>
    success(c, 200, { returnObject: { sessions: await listOwnSessions(deps, c.get('caller')) } });
  const endSession: Handler = async (c) => {
    await endOwnSession(deps, c.get('caller'), (c.get('body') as EndSessionRequest).sessionId);
    return success(c, 200, { returnMessage: SESSION_SIGNED_OUT });
  };
  const endOthers: Handler = async (c) => {
    await endOtherOwnSessions(deps, c.get('caller'));
    return success(c, 200, { returnMessage: OTHER_SESSIONS_SIGNED_OUT });
  };
  const completeTwoFactor: Handler = async (c) => {
    const session = await completeTwoFactorSignIn(
      deps,
      c.get('body') as CompleteTwoFactorSignInRequest,
      clientAddress(c, trustProxy),
    );
    return success(c, 200, { returnObject: session });
  };
  const startTwoFactorSetUp: Handler = async (c) =>
    success(c, 200, { returnObject: await startTwoFactor(deps, c.get('caller')) });
  const confirmTwoFactorSetUp: Handler = async (c) =>
    success(c, 200, {
      returnObject: await confirmTwoFactor(deps, c.get('caller'), c.get('body') as ConfirmTwoFactorRequest),
    });
  const turnOffTwoFactorSignIn: Handler = async (c) => {
    await turnOffTwoFactor(deps, c.get('caller'), c.get('body') as TurnOffTwoFactorRequest);
    return success(c, 200, { returnMessage: TWO_FACTOR_OFF });
  };
  // My profile's name and photo (issue 28 item 6): each answers the profile as it now is.
  const displayName: Handler = async (c) =>
    success(c, 200, {
      returnObject: await updateDisplayName(deps, c.get('caller'), c.get('body') as UpdateDisplayNameRequest),
    });
  const setPhoto: Handler = async (c) =>
    success(c, 200, {
      returnObject: await setProfilePhoto(deps, c.get('caller'), c.get('body') as SetProfilePhotoRequest),
    });
  const removePhoto: Handler = async (c) =>
    success(c, 200, { returnObject: await removeProfilePhoto(deps, c.get('caller')) });
  return {
    login,
    completeTwoFactorSignIn: completeTwoFactor,
    startTwoFactor: startTwoFactorSetUp,
    confirmTwoFactor: confirmTwoFactorSetUp,
    turnOffTwoFactor: turnOffTwoFactorSignIn,
    createUser,
    getInvitation: invitation,
    refreshSession: refresh,
    logout,
    requestPasswordReset: requestReset,
    resetPassword: reset,
    changePassword: change,
    getProfile: profile,
    listSessions: sessions,
    endSession,
    endOtherSessions: endOthers,
    updateDisplayName: displayName,
    setProfilePhoto: setPhoto,
    removeProfilePhoto: removePhoto,
  };
}
