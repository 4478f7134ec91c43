/** The header a gateway request carries an explicit bearer in (`requestWithBearer`); the gateway hands it to the resolvers' context. */
export const BEARER_HEADER = 'x-gateway-bearer';

/** What the resolvers get beside their arguments: the call's explicit bearer, when it has one. */
export interface GatewayContext {
  bearer?: string;
}
