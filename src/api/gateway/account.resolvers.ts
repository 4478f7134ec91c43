import type { PasswordChange, PasswordChangeResult } from '../account';
import { ApiError } from '../errors';
import { rest } from '../rest';

/** Resolvers of the password change calls (§5, §7). */
export const accountResolvers = {
  Mutation: {
    preChangePassword: async () => {
      await rest<unknown>('/users/pre-change-password', { method: 'POST', body: {}, tell: 'caller' });
      return { success: true, message: null };
    },
    resetPassword: async (args: PasswordChange): Promise<PasswordChangeResult> => {
      try {
        await rest<unknown>('/users/reset-password', { method: 'POST', body: args, tell: 'caller' });
        return { success: true, message: null };
      } catch (error) {
        // §7: the call "reads success, message"; a refusal is an answer, not a fault.
        if (error instanceof ApiError && error.refused) return { success: false, message: error.serverMessage ?? null };
        throw error;
      }
    },
  },
};
