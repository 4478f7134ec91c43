import { request } from './client';
import { PreChangePasswordDocument, ResetPasswordDocument } from './generated/graphql';

/** §3 password change payload; `username` is the signed-in user's. */
export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  cPassword: string;
  username: string;
}

/** §7: what the reset-password call answers. `success: false` carries the server's reason in `message`. */
export interface PasswordChangeResult {
  success: boolean;
  message: string | null;
}

/** §5/§7 pre-change-password call (empty body), sent when Change Password is clicked. @throws ApiError. */
export async function preChangePassword(): Promise<void> {
  await request(PreChangePasswordDocument);
}

/**
 * §5/§7 reset-password call. A refusal resolves with `success: false` and the server message;
 * transport faults are passed on untold, for the caller's own message (§8). @throws ApiError.
 */
export async function resetPassword(change: PasswordChange): Promise<PasswordChangeResult> {
  const data = await request(ResetPasswordDocument, { ...change });
  return data.resetPassword;
}
