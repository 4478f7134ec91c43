import type { ResetPasswordMutation, ResetPasswordMutationVariables } from '../generated/graphql';
import { ApiError } from '../errors';
import { rest } from '../rest';
import { restPaths } from '../rest-paths';

/** Resolvers of the password change calls (§5, §7). */
export const accountResolvers = {
  Mutation: {
    preChangePassword: async () => {
      await rest<unknown>(restPaths.preChangePassword, { method: 'POST', body: {}, tell: 'caller' });
      return { success: true, message: null };
    },
    resetPassword: async (args: ResetPasswordMutationVariables): Promise<ResetPasswordMutation['resetPassword']> => {
      try {
        await rest<unknown>(restPaths.resetPassword, { method: 'POST', body: args, tell: 'caller' });
        return { success: true, message: null };
      } catch (error) {
        // §7: the call "reads success, message"; a refusal is an answer, not a fault.
        if (error instanceof ApiError && error.refused) return { success: false, message: error.serverMessage ?? null };
        throw error;
      }
    },
  },
};
