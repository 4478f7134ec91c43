/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** The §3 notification list request; the gateway fills defaults (pageNumber 1, pageSize 10, §9). */
export type NotificationListInput = {
  filterKey?: string | null | undefined;
  filterValue?: string | null | undefined;
  pageNumber?: number | null | undefined;
  pageSize?: number | null | undefined;
  searchTerm?: string | null | undefined;
  whereClause?: string | null | undefined;
};

export type PreChangePasswordMutationVariables = Exact<{ [key: string]: never; }>;


export type PreChangePasswordMutation = { preChangePassword: { success: boolean, message: string | null } };

export type ResetPasswordMutationVariables = Exact<{
  oldPassword: string;
  newPassword: string;
  cPassword: string;
  username: string;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean, message: string | null } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { token: string, message: string | null } };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { currentUser: { userId: string, email: string, firstName: string, lastName: string, username: string, userType: string, nodeType: string } };

export type RegisterMutationVariables = Exact<{
  email: string;
  username: string;
  password: string;
}>;


export type RegisterMutation = { register: { success: boolean, message: string | null } };

export type NotificationsQueryVariables = Exact<{
  request: NotificationListInput;
}>;


export type NotificationsQuery = { notifications: { totalCount: number, unreadCount: number, items: Array<{ id: string, name: string, description: string, createdOn: string, isRead: boolean, empId: string | null, image: string | null, imageClassName: string | null }> } };

export type MarkNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkNotificationsReadMutation = { markNotificationsRead: { success: boolean, message: string | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const PreChangePasswordDocument = new TypedDocumentString(`
    mutation PreChangePassword {
  preChangePassword {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<PreChangePasswordMutation, PreChangePasswordMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($oldPassword: String!, $newPassword: String!, $cPassword: String!, $username: String!) {
  resetPassword(
    oldPassword: $oldPassword
    newPassword: $newPassword
    cPassword: $cPassword
    username: $username
  ) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token
    message
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const CurrentUserDocument = new TypedDocumentString(`
    query CurrentUser {
  currentUser {
    userId
    email
    firstName
    lastName
    username
    userType
    nodeType
  }
}
    `) as unknown as TypedDocumentString<CurrentUserQuery, CurrentUserQueryVariables>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($email: String!, $username: String!, $password: String!) {
  register(email: $email, username: $username, password: $password) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const NotificationsDocument = new TypedDocumentString(`
    query Notifications($request: NotificationListInput!) {
  notifications(request: $request) {
    items {
      id
      name
      description
      createdOn
      isRead
      empId
      image
      imageClassName
    }
    totalCount
    unreadCount
  }
}
    `) as unknown as TypedDocumentString<NotificationsQuery, NotificationsQueryVariables>;
export const MarkNotificationsReadDocument = new TypedDocumentString(`
    mutation MarkNotificationsRead {
  markNotificationsRead {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;