/** The server's reasons for refusing a password change (the REST contract's messages, shown as they are, §8). */
export const passwordChangeRefusals = {
  missing: 'The old password, the new password and its confirmation are required.',
  wrongOldPassword: 'The old password is incorrect.',
  weak: 'The new password must be 8 to 20 characters long and contain both letters and numbers.',
  mismatch: 'The new password and its confirmation do not match.',
  unchanged: 'The new password must be different from the old one.',
  otherUser: 'You can only change your own password.',
} as const;
