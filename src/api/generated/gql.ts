/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation PreChangePassword {\n  preChangePassword {\n    success\n    message\n  }\n}\n\nmutation ResetPassword($oldPassword: String!, $newPassword: String!, $cPassword: String!, $username: String!) {\n  resetPassword(\n    oldPassword: $oldPassword\n    newPassword: $newPassword\n    cPassword: $cPassword\n    username: $username\n  ) {\n    success\n    message\n  }\n}": typeof types.PreChangePasswordDocument,
    "mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    token\n    message\n  }\n}\n\nquery CurrentUser {\n  currentUser {\n    userId\n    email\n    firstName\n    lastName\n    username\n    userType\n    nodeType\n  }\n}\n\nmutation Register($email: String!, $username: String!, $password: String!) {\n  register(email: $email, username: $username, password: $password) {\n    success\n    message\n  }\n}": typeof types.LoginDocument,
    "query Notifications($request: NotificationListInput!) {\n  notifications(request: $request) {\n    items {\n      id\n      name\n      description\n      createdOn\n      isRead\n      empId\n      image\n      imageClassName\n    }\n    totalCount\n    unreadCount\n  }\n}\n\nmutation MarkNotificationsRead {\n  markNotificationsRead {\n    success\n    message\n  }\n}": typeof types.NotificationsDocument,
};
const documents: Documents = {
    "mutation PreChangePassword {\n  preChangePassword {\n    success\n    message\n  }\n}\n\nmutation ResetPassword($oldPassword: String!, $newPassword: String!, $cPassword: String!, $username: String!) {\n  resetPassword(\n    oldPassword: $oldPassword\n    newPassword: $newPassword\n    cPassword: $cPassword\n    username: $username\n  ) {\n    success\n    message\n  }\n}": types.PreChangePasswordDocument,
    "mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    token\n    message\n  }\n}\n\nquery CurrentUser {\n  currentUser {\n    userId\n    email\n    firstName\n    lastName\n    username\n    userType\n    nodeType\n  }\n}\n\nmutation Register($email: String!, $username: String!, $password: String!) {\n  register(email: $email, username: $username, password: $password) {\n    success\n    message\n  }\n}": types.LoginDocument,
    "query Notifications($request: NotificationListInput!) {\n  notifications(request: $request) {\n    items {\n      id\n      name\n      description\n      createdOn\n      isRead\n      empId\n      image\n      imageClassName\n    }\n    totalCount\n    unreadCount\n  }\n}\n\nmutation MarkNotificationsRead {\n  markNotificationsRead {\n    success\n    message\n  }\n}": types.NotificationsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PreChangePassword {\n  preChangePassword {\n    success\n    message\n  }\n}\n\nmutation ResetPassword($oldPassword: String!, $newPassword: String!, $cPassword: String!, $username: String!) {\n  resetPassword(\n    oldPassword: $oldPassword\n    newPassword: $newPassword\n    cPassword: $cPassword\n    username: $username\n  ) {\n    success\n    message\n  }\n}"): typeof import('./graphql').PreChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    token\n    message\n  }\n}\n\nquery CurrentUser {\n  currentUser {\n    userId\n    email\n    firstName\n    lastName\n    username\n    userType\n    nodeType\n  }\n}\n\nmutation Register($email: String!, $username: String!, $password: String!) {\n  register(email: $email, username: $username, password: $password) {\n    success\n    message\n  }\n}"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Notifications($request: NotificationListInput!) {\n  notifications(request: $request) {\n    items {\n      id\n      name\n      description\n      createdOn\n      isRead\n      empId\n      image\n      imageClassName\n    }\n    totalCount\n    unreadCount\n  }\n}\n\nmutation MarkNotificationsRead {\n  markNotificationsRead {\n    success\n    message\n  }\n}"): typeof import('./graphql').NotificationsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
