import type { ApiClient, RequestOptions } from './client.ts';
import type { components } from './schema.d.ts';

type Schemas = components['schemas'];

export type TwoFactorChallenge = Schemas['TwoFactorChallenge'];
export type CompleteTwoFactorSignInRequest = Schemas['CompleteTwoFactorSignInRequest'];
export type SessionResult = Schemas['SessionEnvelope'];
export type TwoFactorSetup = Schemas['TwoFactorSetup'];
export type TwoFactorSetupResult = Schemas['TwoFactorSetupEnvelope'];
export type RecoveryCodesResult = Schemas['RecoveryCodesEnvelope'];
export type TurnOffTwoFactorRequest = Schemas['TurnOffTwoFactorRequest'];
type MessageResult = Schemas['MessageEnvelope'];

/** login's answer for an account with two-factor sign-in on: a challenge to complete with a code. */
export function isTwoFactorChallenge(answer: Schemas['LoginAnswer']): answer is TwoFactorChallenge {
  return 'twoFactorRequired' in answer;
}

/** The second step of signing in: the challenge and a code (or a recovery code) for a session. */
export function completeTwoFactorSignIn(
  client: ApiClient,
  body: CompleteTwoFactorSignInRequest,
  options?: RequestOptions,
): Promise<SessionResult> {
  return client.postUnauthenticated('/auth/complete-two-factor-sign-in', body, options);
}

/** Starts setting up two-factor sign-in: the otpauth:// URI for the QR code and the key to type in. */
export function startTwoFactor(client: ApiClient, options?: RequestOptions): Promise<TwoFactorSetupResult> {
  return client.postAuthenticated('/auth/start-two-factor', {}, options);
}

/** Turns two-factor sign-in on with the app's first code; answers the ten recovery codes, once. */
export function confirmTwoFactor(
  client: ApiClient,
  code: string,
  options?: RequestOptions,
): Promise<RecoveryCodesResult> {
  return client.postAuthenticated('/auth/confirm-two-factor', { code }, options);
}

/** Turns one's own two-factor sign-in off, with the current password or a current code. */
export function turnOffTwoFactor(
  client: ApiClient,
  body: TurnOffTwoFactorRequest,
  options?: RequestOptions,
): Promise<MessageResult> {
  return client.postAuthenticated('/auth/turn-off-two-factor', body, options);
}

/** An administrator turns off someone else's two-factor sign-in (a lost phone). */
export function resetAccountTwoFactor(
  client: ApiClient,
  userId: string,
  options?: RequestOptions,
): Promise<MessageResult> {
  return client.postAuthenticated('/roles/reset-account-two-factor', { userId }, options);
}
