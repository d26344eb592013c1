/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "\n  mutation SessionRoot_RememberSignIn($token: String!) {\n    signInWithRememberToken(input: { token: $token }) {\n      session {\n        accessToken\n        expiresAt\n        rememberToken\n        me {\n          authCode\n        }\n      }\n      error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.SessionRoot_RememberSignInDocument,
    "\n  mutation SessionRoot_Renew {\n    renewSession {\n      accessToken\n      expiresAt\n    }\n  }\n": typeof types.SessionRoot_RenewDocument,
    "\n  mutation SessionRoot_SignOut {\n    signOut\n  }\n": typeof types.SessionRoot_SignOutDocument,
    "\n  query Shell_Me {\n    me {\n      kind\n      authCode\n      user {\n        id\n        fullName\n      }\n      department {\n        id\n        name\n      }\n      permissions {\n        name\n        level\n      }\n    }\n  }\n": typeof types.Shell_MeDocument,
    "\n  mutation Shell_CheckSession($requestedUrl: String) {\n    checkSession(input: { requestedUrl: $requestedUrl }) {\n      valid\n      requestedUrl\n    }\n  }\n": typeof types.Shell_CheckSessionDocument,
    "\n  mutation LoginForm_SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {\n    signIn(input: { email: $email, password: $password, rememberMe: $rememberMe }) {\n      session {\n        accessToken\n        expiresAt\n        rememberToken\n        me {\n          kind\n          authCode\n        }\n      }\n      error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.LoginForm_SignInDocument,
    "\n  query SavedGridState_Load($grid: String!) {\n    gridState(grid: $grid) {\n      id\n      grid\n      gridData\n    }\n  }\n": typeof types.SavedGridState_LoadDocument,
    "\n  mutation SavedGridState_Save($input: SaveGridStateInput!) {\n    saveGridState(input: $input) {\n      id\n      grid\n      gridData\n    }\n  }\n": typeof types.SavedGridState_SaveDocument,
    "\n  fragment WorkOrderFields_WorkOrder on WorkOrder {\n    id\n    refNo\n    workOrderStatusId\n    workOrderStatus\n    workOrderType\n    deadline\n    clientName\n    siteName\n    siteCode\n    site {\n      id\n      addressLine1\n      addressLine2\n      city\n      postCode\n    }\n    contact {\n      id\n      fullName\n    }\n    contractorName\n    tradeName\n    subTradeName\n    methodOfRequest\n    slaCode\n    progressCode\n    requestedBy\n    clientRef\n    issue\n    details\n    accessTimes\n    missingInfo\n    dateOpened\n    requestDate\n    dueDate\n    dateClosed\n    dateStatus\n    estimatedCost\n    approvedCost\n    actualCost\n    callOutCost\n    supersededCostPrice\n    supersededReason\n    overBudget\n    valuationNumber\n    invoiceNo\n    invoiceDate\n    invoiceAmount\n    smsNumber\n    smsNotifications\n    sendNotifications\n    contractorEmailed\n  }\n": typeof types.WorkOrderFields_WorkOrderFragmentDoc,
    "\n  query WorkOrderGrid_WorkOrders(\n    $status: Int\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(status: $status, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {\n      totalCount\n      page\n      pageSize\n      nodes {\n        id\n        refNo\n        workOrderStatusId\n        requestedBy\n        clientName\n        dateOpened\n        siteName\n        siteCode\n        issue\n        details\n        contractorName\n        dueDate\n        workOrderStatus\n        workOrderType\n        tradeName\n        subTradeName\n        clientRef\n        slaCode\n        estimatedCost\n        deadline\n      }\n    }\n  }\n": typeof types.WorkOrderGrid_WorkOrdersDocument,
    "\n  query WorkOrderQuickView_WorkOrder($id: Int!) {\n    workOrder(id: $id) {\n      id\n      refNo\n      workOrderStatusId\n      ...WorkOrderFields_WorkOrder\n    }\n  }\n": typeof types.WorkOrderQuickView_WorkOrderDocument,
    "\n  query WorkOrderTabs_Counters {\n    workOrderCounters {\n      requestAwaitingAResponse\n      open\n      awaitingQuote\n      awaitingQuoteApproval\n      awaitingCertificate\n      awaitingCertAudit\n      closed\n      approved\n      query\n      completed\n      submitted\n      cancelled\n      discarded\n    }\n  }\n": typeof types.WorkOrderTabs_CountersDocument,
    "\n  query WorkOrderDetails_WorkOrder($id: Int!) {\n    workOrder(id: $id) {\n      id\n      refNo\n      workOrderStatus\n      ...WorkOrderFields_WorkOrder\n    }\n  }\n": typeof types.WorkOrderDetails_WorkOrderDocument,
};
const documents: Documents = {
    "\n  mutation SessionRoot_RememberSignIn($token: String!) {\n    signInWithRememberToken(input: { token: $token }) {\n      session {\n        accessToken\n        expiresAt\n        rememberToken\n        me {\n          authCode\n        }\n      }\n      error {\n        code\n        message\n      }\n    }\n  }\n": types.SessionRoot_RememberSignInDocument,
    "\n  mutation SessionRoot_Renew {\n    renewSession {\n      accessToken\n      expiresAt\n    }\n  }\n": types.SessionRoot_RenewDocument,
    "\n  mutation SessionRoot_SignOut {\n    signOut\n  }\n": types.SessionRoot_SignOutDocument,
    "\n  query Shell_Me {\n    me {\n      kind\n      authCode\n      user {\n        id\n        fullName\n      }\n      department {\n        id\n        name\n      }\n      permissions {\n        name\n        level\n      }\n    }\n  }\n": types.Shell_MeDocument,
    "\n  mutation Shell_CheckSession($requestedUrl: String) {\n    checkSession(input: { requestedUrl: $requestedUrl }) {\n      valid\n      requestedUrl\n    }\n  }\n": types.Shell_CheckSessionDocument,
    "\n  mutation LoginForm_SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {\n    signIn(input: { email: $email, password: $password, rememberMe: $rememberMe }) {\n      session {\n        accessToken\n        expiresAt\n        rememberToken\n        me {\n          kind\n          authCode\n        }\n      }\n      error {\n        code\n        message\n      }\n    }\n  }\n": types.LoginForm_SignInDocument,
    "\n  query SavedGridState_Load($grid: String!) {\n    gridState(grid: $grid) {\n      id\n      grid\n      gridData\n    }\n  }\n": types.SavedGridState_LoadDocument,
    "\n  mutation SavedGridState_Save($input: SaveGridStateInput!) {\n    saveGridState(input: $input) {\n      id\n      grid\n      gridData\n    }\n  }\n": types.SavedGridState_SaveDocument,
    "\n  fragment WorkOrderFields_WorkOrder on WorkOrder {\n    id\n    refNo\n    workOrderStatusId\n    workOrderStatus\n    workOrderType\n    deadline\n    clientName\n    siteName\n    siteCode\n    site {\n      id\n      addressLine1\n      addressLine2\n      city\n      postCode\n    }\n    contact {\n      id\n      fullName\n    }\n    contractorName\n    tradeName\n    subTradeName\n    methodOfRequest\n    slaCode\n    progressCode\n    requestedBy\n    clientRef\n    issue\n    details\n    accessTimes\n    missingInfo\n    dateOpened\n    requestDate\n    dueDate\n    dateClosed\n    dateStatus\n    estimatedCost\n    approvedCost\n    actualCost\n    callOutCost\n    supersededCostPrice\n    supersededReason\n    overBudget\n    valuationNumber\n    invoiceNo\n    invoiceDate\n    invoiceAmount\n    smsNumber\n    smsNotifications\n    sendNotifications\n    contractorEmailed\n  }\n": types.WorkOrderFields_WorkOrderFragmentDoc,
    "\n  query WorkOrderGrid_WorkOrders(\n    $status: Int\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(status: $status, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {\n      totalCount\n      page\n      pageSize\n      nodes {\n        id\n        refNo\n        workOrderStatusId\n        requestedBy\n        clientName\n        dateOpened\n        siteName\n        siteCode\n        issue\n        details\n        contractorName\n        dueDate\n        workOrderStatus\n        workOrderType\n        tradeName\n        subTradeName\n        clientRef\n        slaCode\n        estimatedCost\n        deadline\n      }\n    }\n  }\n": types.WorkOrderGrid_WorkOrdersDocument,
    "\n  query WorkOrderQuickView_WorkOrder($id: Int!) {\n    workOrder(id: $id) {\n      id\n      refNo\n      workOrderStatusId\n      ...WorkOrderFields_WorkOrder\n    }\n  }\n": types.WorkOrderQuickView_WorkOrderDocument,
    "\n  query WorkOrderTabs_Counters {\n    workOrderCounters {\n      requestAwaitingAResponse\n      open\n      awaitingQuote\n      awaitingQuoteApproval\n      awaitingCertificate\n      awaitingCertAudit\n      closed\n      approved\n      query\n      completed\n      submitted\n      cancelled\n      discarded\n    }\n  }\n": types.WorkOrderTabs_CountersDocument,
    "\n  query WorkOrderDetails_WorkOrder($id: Int!) {\n    workOrder(id: $id) {\n      id\n      refNo\n      workOrderStatus\n      ...WorkOrderFields_WorkOrder\n    }\n  }\n": types.WorkOrderDetails_WorkOrderDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionRoot_RememberSignIn($token: String!) {\n    signInWithRememberToken(input: { token: $token }) {\n      session {\n        accessToken\n        expiresAt\n        rememberToken\n        me {\n          authCode\n        }\n      }\n      error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionRoot_RememberSignIn($token: String!) {\n    signInWithRememberToken(input: { token: $token }) {\n      session {\n        accessToken\n        expiresAt\n        rememberToken\n        me {\n          authCode\n        }\n      }\n      error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionRoot_Renew {\n    renewSession {\n      accessToken\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation SessionRoot_Renew {\n    renewSession {\n      accessToken\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionRoot_SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SessionRoot_SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shell_Me {\n    me {\n      kind\n      authCode\n      user {\n        id\n        fullName\n      }\n      department {\n        id\n        name\n      }\n      permissions {\n        name\n        level\n      }\n    }\n  }\n"): (typeof documents)["\n  query Shell_Me {\n    me {\n      kind\n      authCode\n      user {\n        id\n        fullName\n      }\n      department {\n        id\n        name\n      }\n      permissions {\n        name\n        level\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Shell_CheckSession($requestedUrl: String) {\n    checkSession(input: { requestedUrl: $requestedUrl }) {\n      valid\n      requestedUrl\n    }\n  }\n"): (typeof documents)["\n  mutation Shell_CheckSession($requestedUrl: String) {\n    checkSession(input: { requestedUrl: $requestedUrl }) {\n      valid\n      requestedUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginForm_SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {\n    signIn(input: { email: $email, password: $password, rememberMe: $rememberMe }) {\n      session {\n        accessToken\n        expiresAt\n        rememberToken\n        me {\n          kind\n          authCode\n        }\n      }\n      error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginForm_SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {\n    signIn(input: { email: $email, password: $password, rememberMe: $rememberMe }) {\n      session {\n        accessToken\n        expiresAt\n        rememberToken\n        me {\n          kind\n          authCode\n        }\n      }\n      error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedGridState_Load($grid: String!) {\n    gridState(grid: $grid) {\n      id\n      grid\n      gridData\n    }\n  }\n"): (typeof documents)["\n  query SavedGridState_Load($grid: String!) {\n    gridState(grid: $grid) {\n      id\n      grid\n      gridData\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavedGridState_Save($input: SaveGridStateInput!) {\n    saveGridState(input: $input) {\n      id\n      grid\n      gridData\n    }\n  }\n"): (typeof documents)["\n  mutation SavedGridState_Save($input: SaveGridStateInput!) {\n    saveGridState(input: $input) {\n      id\n      grid\n      gridData\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkOrderFields_WorkOrder on WorkOrder {\n    id\n    refNo\n    workOrderStatusId\n    workOrderStatus\n    workOrderType\n    deadline\n    clientName\n    siteName\n    siteCode\n    site {\n      id\n      addressLine1\n      addressLine2\n      city\n      postCode\n    }\n    contact {\n      id\n      fullName\n    }\n    contractorName\n    tradeName\n    subTradeName\n    methodOfRequest\n    slaCode\n    progressCode\n    requestedBy\n    clientRef\n    issue\n    details\n    accessTimes\n    missingInfo\n    dateOpened\n    requestDate\n    dueDate\n    dateClosed\n    dateStatus\n    estimatedCost\n    approvedCost\n    actualCost\n    callOutCost\n    supersededCostPrice\n    supersededReason\n    overBudget\n    valuationNumber\n    invoiceNo\n    invoiceDate\n    invoiceAmount\n    smsNumber\n    smsNotifications\n    sendNotifications\n    contractorEmailed\n  }\n"): (typeof documents)["\n  fragment WorkOrderFields_WorkOrder on WorkOrder {\n    id\n    refNo\n    workOrderStatusId\n    workOrderStatus\n    workOrderType\n    deadline\n    clientName\n    siteName\n    siteCode\n    site {\n      id\n      addressLine1\n      addressLine2\n      city\n      postCode\n    }\n    contact {\n      id\n      fullName\n    }\n    contractorName\n    tradeName\n    subTradeName\n    methodOfRequest\n    slaCode\n    progressCode\n    requestedBy\n    clientRef\n    issue\n    details\n    accessTimes\n    missingInfo\n    dateOpened\n    requestDate\n    dueDate\n    dateClosed\n    dateStatus\n    estimatedCost\n    approvedCost\n    actualCost\n    callOutCost\n    supersededCostPrice\n    supersededReason\n    overBudget\n    valuationNumber\n    invoiceNo\n    invoiceDate\n    invoiceAmount\n    smsNumber\n    smsNotifications\n    sendNotifications\n    contractorEmailed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkOrderGrid_WorkOrders(\n    $status: Int\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(status: $status, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {\n      totalCount\n      page\n      pageSize\n      nodes {\n        id\n        refNo\n        workOrderStatusId\n        requestedBy\n        clientName\n        dateOpened\n        siteName\n        siteCode\n        issue\n        details\n        contractorName\n        dueDate\n        workOrderStatus\n        workOrderType\n        tradeName\n        subTradeName\n        clientRef\n        slaCode\n        estimatedCost\n        deadline\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkOrderGrid_WorkOrders(\n    $status: Int\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(status: $status, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {\n      totalCount\n      page\n      pageSize\n      nodes {\n        id\n        refNo\n        workOrderStatusId\n        requestedBy\n        clientName\n        dateOpened\n        siteName\n        siteCode\n        issue\n        details\n        contractorName\n        dueDate\n        workOrderStatus\n        workOrderType\n        tradeName\n        subTradeName\n        clientRef\n        slaCode\n        estimatedCost\n        deadline\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkOrderQuickView_WorkOrder($id: Int!) {\n    workOrder(id: $id) {\n      id\n      refNo\n      workOrderStatusId\n      ...WorkOrderFields_WorkOrder\n    }\n  }\n"): (typeof documents)["\n  query WorkOrderQuickView_WorkOrder($id: Int!) {\n    workOrder(id: $id) {\n      id\n      refNo\n      workOrderStatusId\n      ...WorkOrderFields_WorkOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkOrderTabs_Counters {\n    workOrderCounters {\n      requestAwaitingAResponse\n      open\n      awaitingQuote\n      awaitingQuoteApproval\n      awaitingCertificate\n      awaitingCertAudit\n      closed\n      approved\n      query\n      completed\n      submitted\n      cancelled\n      discarded\n    }\n  }\n"): (typeof documents)["\n  query WorkOrderTabs_Counters {\n    workOrderCounters {\n      requestAwaitingAResponse\n      open\n      awaitingQuote\n      awaitingQuoteApproval\n      awaitingCertificate\n      awaitingCertAudit\n      closed\n      approved\n      query\n      completed\n      submitted\n      cancelled\n      discarded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkOrderDetails_WorkOrder($id: Int!) {\n    workOrder(id: $id) {\n      id\n      refNo\n      workOrderStatus\n      ...WorkOrderFields_WorkOrder\n    }\n  }\n"): (typeof documents)["\n  query WorkOrderDetails_WorkOrder($id: Int!) {\n    workOrder(id: $id) {\n      id\n      refNo\n      workOrderStatus\n      ...WorkOrderFields_WorkOrder\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;