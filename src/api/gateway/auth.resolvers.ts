import { rest } from '../rest';
import type { GatewayContext } from './bearer-header';
import { restPaths } from '../rest-paths';

/** REST shape of a user (§3, the token's claims plus the username). */
export interface RestUser {
  user_id: string | number;
  email: string;
  first_name: string;
  last_name: string;
  username?: string;
  user_type: string;
  node_id?: string | number;
  node_type: string;
}

/** Maps a REST user to the gateway's `User`. */
function toUser(user: RestUser) {
  return {
    userId: String(user.user_id),
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    username: user.username ?? user.email,
    userType: user.user_type,
    nodeType: user.node_type,
  };
}

/** Resolvers for sign-in, current user and registration (§4 Login, §7). */
export const authResolvers = {
  Query: {
    currentUser: async (_args: unknown, { bearer }: GatewayContext) => toUser(await rest<RestUser>(restPaths.currentUser, { bearer })),
  },
  Mutation: {
    login: async (args: { email: string; password: string }) => {
      const data = await rest<{ token: string }>(restPaths.authenticate, { method: 'POST', body: args, tell: 'sign-in' });
      return { token: data.token, message: null };
    },
    register: async (args: { email: string; username: string; password: string }) => {
      await rest<unknown>(restPaths.register, { method: 'POST', body: args, tell: 'sign-in' });
      return { success: true, message: null };
    },
  },
};
