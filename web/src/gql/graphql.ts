/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Deadline =
  | 'COMING_UP'
  | 'NONE'
  | 'OVERDUE';

/** Text compares ignore case; dates compare by calendar day in Europe/London (value YYYY-MM-DD or DD/MM/YYYY) */
export type FilterOperator =
  | 'CONTAINS'
  | 'ENDS_WITH'
  | 'EQ'
  | 'GT'
  | 'GTE'
  | 'IS_EMPTY'
  | 'IS_NOT_EMPTY'
  | 'LT'
  | 'LTE'
  | 'NEQ'
  | 'STARTS_WITH';

export type SaveGridStateInput = {
  grid?: string;
  gridData: string;
  /** The saved state's id; 0 or absent creates it */
  id?: number | null | undefined;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

/** How the product treats a signed-in user */
export type ViewerKind =
  | 'ADMIN'
  | 'CLIENT'
  | 'CONTRACTOR'
  | 'STAFF';

export type WorkOrderField =
  | 'ACTUAL_COST'
  | 'APPROVED_COST'
  | 'CLIENT'
  | 'CLIENT_REF'
  | 'CONTRACTOR'
  | 'DATE_CLOSED'
  | 'DATE_OPENED'
  | 'DETAILS'
  | 'DUE_DATE'
  | 'ESTIMATED_COST'
  | 'INVOICE_NO'
  | 'ISSUE'
  | 'PROGRESS_CODE'
  | 'REFERENCE'
  | 'REQUESTED'
  | 'SITE'
  | 'SITE_CODE'
  | 'SLA_CODE'
  | 'STATUS'
  | 'SUB_TRADE'
  | 'TRADE'
  | 'TYPE'
  | 'VALUATION_NUMBER';

export type WorkOrderFilterInput = {
  field: WorkOrderField;
  operator: FilterOperator;
  value?: string | null | undefined;
};

export type WorkOrderSortInput = {
  direction?: SortDirection;
  field: WorkOrderField;
};

export type SessionRoot_RememberSignInMutationVariables = Exact<{
  token: string;
}>;


export type SessionRoot_RememberSignInMutation = { signInWithRememberToken: { session: { accessToken: string, expiresAt: string, rememberToken: string | null, me: { authCode: string } } | null, error: { code: string, message: string } | null } };

export type SessionRoot_RenewMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionRoot_RenewMutation = { renewSession: { accessToken: string, expiresAt: string } };

export type SessionRoot_SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionRoot_SignOutMutation = { signOut: boolean };

export type Shell_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type Shell_MeQuery = { me: { kind: ViewerKind, authCode: string, user: { id: number, fullName: string }, department: { id: number, name: string } | null, permissions: Array<{ name: string, level: string }> } };

export type Shell_CheckSessionMutationVariables = Exact<{
  requestedUrl?: string | null | undefined;
}>;


export type Shell_CheckSessionMutation = { checkSession: { valid: boolean, requestedUrl: string | null } };

export type LoginForm_SignInMutationVariables = Exact<{
  email: string;
  password: string;
  rememberMe: boolean;
}>;


export type LoginForm_SignInMutation = { signIn: { session: { accessToken: string, expiresAt: string, rememberToken: string | null, me: { kind: ViewerKind, authCode: string } } | null, error: { code: string, message: string } | null } };

export type SavedGridState_LoadQueryVariables = Exact<{
  grid: string;
}>;


export type SavedGridState_LoadQuery = { gridState: { id: number, grid: string, gridData: string } | null };

export type SavedGridState_SaveMutationVariables = Exact<{
  input: SaveGridStateInput;
}>;


export type SavedGridState_SaveMutation = { saveGridState: { id: number, grid: string, gridData: string } };

export type WorkOrderFields_WorkOrderFragment = { id: number, refNo: string, workOrderStatusId: number, workOrderStatus: string | null, workOrderType: string | null, deadline: Deadline, clientName: string | null, siteName: string | null, siteCode: string | null, contractorName: string | null, tradeName: string | null, subTradeName: string | null, methodOfRequest: string | null, slaCode: string | null, progressCode: string | null, requestedBy: string | null, clientRef: string | null, issue: string | null, details: string | null, accessTimes: string | null, missingInfo: string | null, dateOpened: string, requestDate: string | null, dueDate: string | null, dateClosed: string | null, dateStatus: string | null, estimatedCost: string | null, approvedCost: string | null, actualCost: string | null, callOutCost: string | null, supersededCostPrice: string | null, supersededReason: string | null, overBudget: boolean, valuationNumber: string | null, invoiceNo: string | null, invoiceDate: string | null, invoiceAmount: string | null, smsNumber: string | null, smsNotifications: boolean, sendNotifications: boolean, contractorEmailed: boolean, site: { id: number, addressLine1: string | null, addressLine2: string | null, city: string | null, postCode: string | null }, contact: { id: number, fullName: string } | null } & { ' $fragmentName'?: 'WorkOrderFields_WorkOrderFragment' };

export type WorkOrderGrid_WorkOrdersQueryVariables = Exact<{
  status?: number | null | undefined;
  page: number;
  pageSize: number;
  search?: string | null | undefined;
  filters?: Array<WorkOrderFilterInput> | WorkOrderFilterInput | null | undefined;
  sort?: Array<WorkOrderSortInput> | WorkOrderSortInput | null | undefined;
}>;


export type WorkOrderGrid_WorkOrdersQuery = { workOrders: { totalCount: number, page: number, pageSize: number, nodes: Array<{ id: number, refNo: string, workOrderStatusId: number, requestedBy: string | null, clientName: string | null, dateOpened: string, siteName: string | null, siteCode: string | null, issue: string | null, details: string | null, contractorName: string | null, dueDate: string | null, workOrderStatus: string | null, workOrderType: string | null, tradeName: string | null, subTradeName: string | null, clientRef: string | null, slaCode: string | null, estimatedCost: string | null, deadline: Deadline }> } };

export type WorkOrderQuickView_WorkOrderQueryVariables = Exact<{
  id: number;
}>;


export type WorkOrderQuickView_WorkOrderQuery = { workOrder: (
    { id: number, refNo: string, workOrderStatusId: number }
    & { ' $fragmentRefs'?: { 'WorkOrderFields_WorkOrderFragment': WorkOrderFields_WorkOrderFragment } }
  ) };

export type WorkOrderTabs_CountersQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkOrderTabs_CountersQuery = { workOrderCounters: { requestAwaitingAResponse: number, open: number, awaitingQuote: number, awaitingQuoteApproval: number, awaitingCertificate: number, awaitingCertAudit: number, closed: number, approved: number, query: number, completed: number, submitted: number, cancelled: number, discarded: number } };

export type WorkOrderDetails_WorkOrderQueryVariables = Exact<{
  id: number;
}>;


export type WorkOrderDetails_WorkOrderQuery = { workOrder: (
    { id: number, refNo: string, workOrderStatus: string | null }
    & { ' $fragmentRefs'?: { 'WorkOrderFields_WorkOrderFragment': WorkOrderFields_WorkOrderFragment } }
  ) };

export const WorkOrderFields_WorkOrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkOrderFields_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"methodOfRequest"}},{"kind":"Field","name":{"kind":"Name","value":"slaCode"}},{"kind":"Field","name":{"kind":"Name","value":"progressCode"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"accessTimes"}},{"kind":"Field","name":{"kind":"Name","value":"missingInfo"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dateClosed"}},{"kind":"Field","name":{"kind":"Name","value":"dateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"approvedCost"}},{"kind":"Field","name":{"kind":"Name","value":"actualCost"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCost"}},{"kind":"Field","name":{"kind":"Name","value":"supersededCostPrice"}},{"kind":"Field","name":{"kind":"Name","value":"supersededReason"}},{"kind":"Field","name":{"kind":"Name","value":"overBudget"}},{"kind":"Field","name":{"kind":"Name","value":"valuationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNo"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"smsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"contractorEmailed"}}]}}]} as unknown as DocumentNode<WorkOrderFields_WorkOrderFragment, unknown>;
export const SessionRoot_RememberSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionRoot_RememberSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithRememberToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"rememberToken"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SessionRoot_RememberSignInMutation, SessionRoot_RememberSignInMutationVariables>;
export const SessionRoot_RenewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionRoot_Renew"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<SessionRoot_RenewMutation, SessionRoot_RenewMutationVariables>;
export const SessionRoot_SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionRoot_SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"}}]}}]} as unknown as DocumentNode<SessionRoot_SignOutMutation, SessionRoot_SignOutMutationVariables>;
export const Shell_MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Shell_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"authCode"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]}}]} as unknown as DocumentNode<Shell_MeQuery, Shell_MeQueryVariables>;
export const Shell_CheckSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Shell_CheckSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestedUrl"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"requestedUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestedUrl"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"requestedUrl"}}]}}]}}]} as unknown as DocumentNode<Shell_CheckSessionMutation, Shell_CheckSessionMutationVariables>;
export const LoginForm_SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LoginForm_SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rememberMe"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"rememberMe"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rememberMe"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"rememberToken"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"authCode"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<LoginForm_SignInMutation, LoginForm_SignInMutationVariables>;
export const SavedGridState_LoadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedGridState_Load"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"grid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gridState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"grid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"grid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grid"}},{"kind":"Field","name":{"kind":"Name","value":"gridData"}}]}}]}}]} as unknown as DocumentNode<SavedGridState_LoadQuery, SavedGridState_LoadQueryVariables>;
export const SavedGridState_SaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavedGridState_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveGridStateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveGridState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grid"}},{"kind":"Field","name":{"kind":"Name","value":"gridData"}}]}}]}}]} as unknown as DocumentNode<SavedGridState_SaveMutation, SavedGridState_SaveMutationVariables>;
export const WorkOrderGrid_WorkOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkOrderGrid_WorkOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderFilterInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrderSortInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"slaCode"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}}]}}]}}]}}]} as unknown as DocumentNode<WorkOrderGrid_WorkOrdersQuery, WorkOrderGrid_WorkOrdersQueryVariables>;
export const WorkOrderQuickView_WorkOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkOrderQuickView_WorkOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkOrderFields_WorkOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkOrderFields_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"methodOfRequest"}},{"kind":"Field","name":{"kind":"Name","value":"slaCode"}},{"kind":"Field","name":{"kind":"Name","value":"progressCode"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"accessTimes"}},{"kind":"Field","name":{"kind":"Name","value":"missingInfo"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dateClosed"}},{"kind":"Field","name":{"kind":"Name","value":"dateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"approvedCost"}},{"kind":"Field","name":{"kind":"Name","value":"actualCost"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCost"}},{"kind":"Field","name":{"kind":"Name","value":"supersededCostPrice"}},{"kind":"Field","name":{"kind":"Name","value":"supersededReason"}},{"kind":"Field","name":{"kind":"Name","value":"overBudget"}},{"kind":"Field","name":{"kind":"Name","value":"valuationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNo"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"smsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"contractorEmailed"}}]}}]} as unknown as DocumentNode<WorkOrderQuickView_WorkOrderQuery, WorkOrderQuickView_WorkOrderQueryVariables>;
export const WorkOrderTabs_CountersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkOrderTabs_Counters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrderCounters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAwaitingAResponse"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingQuote"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingQuoteApproval"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingCertificate"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingCertAudit"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"submitted"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"discarded"}}]}}]}}]} as unknown as DocumentNode<WorkOrderTabs_CountersQuery, WorkOrderTabs_CountersQueryVariables>;
export const WorkOrderDetails_WorkOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkOrderDetails_WorkOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkOrderFields_WorkOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkOrderFields_WorkOrder"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refNo"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderStatus"}},{"kind":"Field","name":{"kind":"Name","value":"workOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"siteCode"}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine1"}},{"kind":"Field","name":{"kind":"Name","value":"addressLine2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorName"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"subTradeName"}},{"kind":"Field","name":{"kind":"Name","value":"methodOfRequest"}},{"kind":"Field","name":{"kind":"Name","value":"slaCode"}},{"kind":"Field","name":{"kind":"Name","value":"progressCode"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"clientRef"}},{"kind":"Field","name":{"kind":"Name","value":"issue"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"accessTimes"}},{"kind":"Field","name":{"kind":"Name","value":"missingInfo"}},{"kind":"Field","name":{"kind":"Name","value":"dateOpened"}},{"kind":"Field","name":{"kind":"Name","value":"requestDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dateClosed"}},{"kind":"Field","name":{"kind":"Name","value":"dateStatus"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedCost"}},{"kind":"Field","name":{"kind":"Name","value":"approvedCost"}},{"kind":"Field","name":{"kind":"Name","value":"actualCost"}},{"kind":"Field","name":{"kind":"Name","value":"callOutCost"}},{"kind":"Field","name":{"kind":"Name","value":"supersededCostPrice"}},{"kind":"Field","name":{"kind":"Name","value":"supersededReason"}},{"kind":"Field","name":{"kind":"Name","value":"overBudget"}},{"kind":"Field","name":{"kind":"Name","value":"valuationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNo"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"smsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotifications"}},{"kind":"Field","name":{"kind":"Name","value":"contractorEmailed"}}]}}]} as unknown as DocumentNode<WorkOrderDetails_WorkOrderQuery, WorkOrderDetails_WorkOrderQueryVariables>;