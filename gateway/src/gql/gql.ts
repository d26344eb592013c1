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
    "query AuditTrailsList($page: Int!, $pageSize: Int!, $search: String, $entityName: String, $entityId: String,\n        $sort: [AuditSortInput!]) {\n      auditTrail(page: $page, pageSize: $pageSize, search: $search, entityName: $entityName, entityId: $entityId, sort: $sort) {\n        totalCount nodes { id entityName entityId action actionTaken actionByName actionDate }\n      }\n    }": typeof types.AuditTrailsListDocument,
    "fragment AuthoriseSignedIn on SignedIn {\n  accessToken expiresAt rememberToken\n  me {\n    authCode\n    user { id fullName email userTypeId departmentId entityId entityName }\n    permissions { name level }\n  }\n}": typeof types.AuthoriseSignedInFragmentDoc,
    "mutation AuthoriseLogin($input: SignInInput!) {\n      signIn(input: $input) { session { ...AuthoriseSignedIn } error { code message } }\n    }": typeof types.AuthoriseLoginDocument,
    "mutation AuthoriseCheck($input: SessionCheckInput) {\n      checkSession(input: $input) { requestedUrl valid }\n    }": typeof types.AuthoriseCheckDocument,
    "mutation AuthoriseLogout { signOut }": typeof types.AuthoriseLogoutDocument,
    "mutation AuthoriseResetPassword($input: ResetPasswordInput!) {\n      resetPassword(input: $input) { ok error { message fieldErrors { field message } } }\n    }": typeof types.AuthoriseResetPasswordDocument,
    "fragment LegacyBiReport on BiReportNode { id name description embedCode embedUrl userId }": typeof types.LegacyBiReportFragmentDoc,
    "mutation BIReportsSave($input: SaveBiReportInput!) {\n  saveBiReport(input: $input) { report { ...LegacyBiReport } error { message fieldErrors { field message } } }\n}": typeof types.BiReportsSaveDocument,
    "query BIReportsList($userId: Int) { biReports(userId: $userId) { ...LegacyBiReport } }": typeof types.BiReportsListDocument,
    "query BIReportsModel($id: Int!) { biReport(id: $id) { ...LegacyBiReport } }": typeof types.BiReportsModelDocument,
    "mutation BIReportsDelete($id: Int!) { deleteBiReport(id: $id) }": typeof types.BiReportsDeleteDocument,
    "query LookupSites($clientId: Int) { siteList(clientId: $clientId) { id name } }": typeof types.LookupSitesDocument,
    "query LookupParentTrades { trades { id name } }": typeof types.LookupParentTradesDocument,
    "query LookupSubTrades($parentId: Int) { trades(parentId: $parentId) { id name } }": typeof types.LookupSubTradesDocument,
    "query LookupClients { clientList { id name } }": typeof types.LookupClientsDocument,
    "query LookupActiveClients { clientList(activeOnly: true) { id name } }": typeof types.LookupActiveClientsDocument,
    "query LookupContractors { contractorList { id name } }": typeof types.LookupContractorsDocument,
    "query WorkOrdersDropdowns {\n      workOrderTypes { id name } workOrderStatuses { id name } clientList { id name } capitalCodes { id name } financialCodes { id name }\n    }": typeof types.WorkOrdersDropdownsDocument,
    "mutation UsersSaveViewState($input: SaveGridStateInput!) {\n      saveGridState(input: $input) { id userId gridData }\n    }": typeof types.UsersSaveViewStateDocument,
    "query UsersGetViewState($id: Int!) { gridStateById(id: $id) { id userId gridData } }": typeof types.UsersGetViewStateDocument,
    "fragment LegacyUser on User {\n  id firstName lastName fullName email mobile phoneNumber position userTypeId userType { name } departmentId department { name }\n  entityName entityId\n  ... @include(if: $isStaff) { active lockoutEnabled lockedOut }\n}": typeof types.LegacyUserFragmentDoc,
    "query UsersList($isStaff: Boolean!, $page: Int!, $pageSize: Int!, $userTypeIds: [Int!], $entityName: String, $entityId: Int,\n        $search: String, $sort: [UserSortInput!]) {\n      users(page: $page, pageSize: $pageSize, userTypeIds: $userTypeIds, entityName: $entityName, entityId: $entityId,\n        search: $search, sort: $sort) { totalCount nodes { ...LegacyUser } }\n    }": typeof types.UsersListDocument,
    "query UsersDropdown($entityName: String!, $entityId: Int!) {\n      userOptions(entityName: $entityName, entityId: $entityId) { id fullName mobile }\n    }": typeof types.UsersDropdownDocument,
    "query UsersContactName($id: Int!) { contactName(id: $id) { id fullName } }": typeof types.UsersContactNameDocument,
    "query UsersModel($id: Int!, $isStaff: Boolean!) { user(id: $id) { ...LegacyUser } }": typeof types.UsersModelDocument,
    "mutation UsersSave($input: SaveUserInput!, $isStaff: Boolean!) {\n      saveUser(input: $input) { user { ...LegacyUser } error { message fieldErrors { field message } } }\n    }": typeof types.UsersSaveDocument,
    "mutation UsersDelete($id: Int!) { deleteUser(id: $id) { deletedId error { message fieldErrors { field message } } } }": typeof types.UsersDeleteDocument,
    "query UserInSitesList($userId: Int!) { userSites(userId: $userId) { id userId siteId siteName } }": typeof types.UserInSitesListDocument,
    "mutation UserInSitesAdd($userId: Int!, $siteId: Int!) { linkUserSite(userId: $userId, siteId: $siteId) { id userId siteId siteName } }": typeof types.UserInSitesAddDocument,
    "mutation UserInSitesRemove($id: Int!) { unlinkUserSite(id: $id) }": typeof types.UserInSitesRemoveDocument,
    "fragment LegacyWorkOrderRow on WorkOrder {\n  id refNo dateOpened dueDate requestedBy clientRef issue details clientId clientName siteId siteName\n  contractorId contractorName subTradeName workOrderStatusId workOrderStatus workOrderType deadline\n  estimatedCost @include(if: $isStaff)\n}": typeof types.LegacyWorkOrderRowFragmentDoc,
    "fragment LegacyWorkOrderModel on WorkOrder {\n  ...LegacyWorkOrderRow\n  dateClosed requestDate siteCode tradeId tradeName subTradeId workOrderTypeId progressCodeId progressCode slaCode\n  assetId assetCategoryId contactId methodOfRequestId methodOfRequest showCategory accessTimes dateStatus\n  ... @include(if: $isStaff) {\n    approvedCost overBudget invoiceDate invoiceNo invoiceAmount allContractorIds capitalCodeId financialCodeId\n    smsNumber smsNotifications sendNotifications contractorEmailed supersededCostPrice supersededReason valuationNumber\n  }\n  ... @skip(if: $isClient) { actualCost callOutCost queryReasonId missingInfo }\n}": typeof types.LegacyWorkOrderModelFragmentDoc,
    "query WorkOrdersList(\n    $isStaff: Boolean!, $page: Int!, $pageSize: Int!, $status: Int, $overdue: Boolean, $workOrderTypeId: Int, $siteId: Int,\n    $excludeId: Int, $search: String, $filters: [WorkOrderFilterInput!], $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(page: $page, pageSize: $pageSize, status: $status, overdue: $overdue, workOrderTypeId: $workOrderTypeId,\n      siteId: $siteId, excludeId: $excludeId, search: $search, filters: $filters, sort: $sort) {\n      totalCount\n      nodes { ...LegacyWorkOrderRow }\n    }\n  }": typeof types.WorkOrdersListDocument,
    "query WorkOrdersCounters {\n      workOrderCounters {\n        requestAwaitingAResponse open awaitingQuote awaitingQuoteApproval awaitingCertificate closed\n        approved query submitted completed cancelled awaitingCertAudit discarded\n      }\n    }": typeof types.WorkOrdersCountersDocument,
    "query WorkOrdersModel($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) { workOrder(id: $id) { ...LegacyWorkOrderModel } }": typeof types.WorkOrdersModelDocument,
};
const documents: Documents = {
    "query AuditTrailsList($page: Int!, $pageSize: Int!, $search: String, $entityName: String, $entityId: String,\n        $sort: [AuditSortInput!]) {\n      auditTrail(page: $page, pageSize: $pageSize, search: $search, entityName: $entityName, entityId: $entityId, sort: $sort) {\n        totalCount nodes { id entityName entityId action actionTaken actionByName actionDate }\n      }\n    }": types.AuditTrailsListDocument,
    "fragment AuthoriseSignedIn on SignedIn {\n  accessToken expiresAt rememberToken\n  me {\n    authCode\n    user { id fullName email userTypeId departmentId entityId entityName }\n    permissions { name level }\n  }\n}": types.AuthoriseSignedInFragmentDoc,
    "mutation AuthoriseLogin($input: SignInInput!) {\n      signIn(input: $input) { session { ...AuthoriseSignedIn } error { code message } }\n    }": types.AuthoriseLoginDocument,
    "mutation AuthoriseCheck($input: SessionCheckInput) {\n      checkSession(input: $input) { requestedUrl valid }\n    }": types.AuthoriseCheckDocument,
    "mutation AuthoriseLogout { signOut }": types.AuthoriseLogoutDocument,
    "mutation AuthoriseResetPassword($input: ResetPasswordInput!) {\n      resetPassword(input: $input) { ok error { message fieldErrors { field message } } }\n    }": types.AuthoriseResetPasswordDocument,
    "fragment LegacyBiReport on BiReportNode { id name description embedCode embedUrl userId }": types.LegacyBiReportFragmentDoc,
    "mutation BIReportsSave($input: SaveBiReportInput!) {\n  saveBiReport(input: $input) { report { ...LegacyBiReport } error { message fieldErrors { field message } } }\n}": types.BiReportsSaveDocument,
    "query BIReportsList($userId: Int) { biReports(userId: $userId) { ...LegacyBiReport } }": types.BiReportsListDocument,
    "query BIReportsModel($id: Int!) { biReport(id: $id) { ...LegacyBiReport } }": types.BiReportsModelDocument,
    "mutation BIReportsDelete($id: Int!) { deleteBiReport(id: $id) }": types.BiReportsDeleteDocument,
    "query LookupSites($clientId: Int) { siteList(clientId: $clientId) { id name } }": types.LookupSitesDocument,
    "query LookupParentTrades { trades { id name } }": types.LookupParentTradesDocument,
    "query LookupSubTrades($parentId: Int) { trades(parentId: $parentId) { id name } }": types.LookupSubTradesDocument,
    "query LookupClients { clientList { id name } }": types.LookupClientsDocument,
    "query LookupActiveClients { clientList(activeOnly: true) { id name } }": types.LookupActiveClientsDocument,
    "query LookupContractors { contractorList { id name } }": types.LookupContractorsDocument,
    "query WorkOrdersDropdowns {\n      workOrderTypes { id name } workOrderStatuses { id name } clientList { id name } capitalCodes { id name } financialCodes { id name }\n    }": types.WorkOrdersDropdownsDocument,
    "mutation UsersSaveViewState($input: SaveGridStateInput!) {\n      saveGridState(input: $input) { id userId gridData }\n    }": types.UsersSaveViewStateDocument,
    "query UsersGetViewState($id: Int!) { gridStateById(id: $id) { id userId gridData } }": types.UsersGetViewStateDocument,
    "fragment LegacyUser on User {\n  id firstName lastName fullName email mobile phoneNumber position userTypeId userType { name } departmentId department { name }\n  entityName entityId\n  ... @include(if: $isStaff) { active lockoutEnabled lockedOut }\n}": types.LegacyUserFragmentDoc,
    "query UsersList($isStaff: Boolean!, $page: Int!, $pageSize: Int!, $userTypeIds: [Int!], $entityName: String, $entityId: Int,\n        $search: String, $sort: [UserSortInput!]) {\n      users(page: $page, pageSize: $pageSize, userTypeIds: $userTypeIds, entityName: $entityName, entityId: $entityId,\n        search: $search, sort: $sort) { totalCount nodes { ...LegacyUser } }\n    }": types.UsersListDocument,
    "query UsersDropdown($entityName: String!, $entityId: Int!) {\n      userOptions(entityName: $entityName, entityId: $entityId) { id fullName mobile }\n    }": types.UsersDropdownDocument,
    "query UsersContactName($id: Int!) { contactName(id: $id) { id fullName } }": types.UsersContactNameDocument,
    "query UsersModel($id: Int!, $isStaff: Boolean!) { user(id: $id) { ...LegacyUser } }": types.UsersModelDocument,
    "mutation UsersSave($input: SaveUserInput!, $isStaff: Boolean!) {\n      saveUser(input: $input) { user { ...LegacyUser } error { message fieldErrors { field message } } }\n    }": types.UsersSaveDocument,
    "mutation UsersDelete($id: Int!) { deleteUser(id: $id) { deletedId error { message fieldErrors { field message } } } }": types.UsersDeleteDocument,
    "query UserInSitesList($userId: Int!) { userSites(userId: $userId) { id userId siteId siteName } }": types.UserInSitesListDocument,
    "mutation UserInSitesAdd($userId: Int!, $siteId: Int!) { linkUserSite(userId: $userId, siteId: $siteId) { id userId siteId siteName } }": types.UserInSitesAddDocument,
    "mutation UserInSitesRemove($id: Int!) { unlinkUserSite(id: $id) }": types.UserInSitesRemoveDocument,
    "fragment LegacyWorkOrderRow on WorkOrder {\n  id refNo dateOpened dueDate requestedBy clientRef issue details clientId clientName siteId siteName\n  contractorId contractorName subTradeName workOrderStatusId workOrderStatus workOrderType deadline\n  estimatedCost @include(if: $isStaff)\n}": types.LegacyWorkOrderRowFragmentDoc,
    "fragment LegacyWorkOrderModel on WorkOrder {\n  ...LegacyWorkOrderRow\n  dateClosed requestDate siteCode tradeId tradeName subTradeId workOrderTypeId progressCodeId progressCode slaCode\n  assetId assetCategoryId contactId methodOfRequestId methodOfRequest showCategory accessTimes dateStatus\n  ... @include(if: $isStaff) {\n    approvedCost overBudget invoiceDate invoiceNo invoiceAmount allContractorIds capitalCodeId financialCodeId\n    smsNumber smsNotifications sendNotifications contractorEmailed supersededCostPrice supersededReason valuationNumber\n  }\n  ... @skip(if: $isClient) { actualCost callOutCost queryReasonId missingInfo }\n}": types.LegacyWorkOrderModelFragmentDoc,
    "query WorkOrdersList(\n    $isStaff: Boolean!, $page: Int!, $pageSize: Int!, $status: Int, $overdue: Boolean, $workOrderTypeId: Int, $siteId: Int,\n    $excludeId: Int, $search: String, $filters: [WorkOrderFilterInput!], $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(page: $page, pageSize: $pageSize, status: $status, overdue: $overdue, workOrderTypeId: $workOrderTypeId,\n      siteId: $siteId, excludeId: $excludeId, search: $search, filters: $filters, sort: $sort) {\n      totalCount\n      nodes { ...LegacyWorkOrderRow }\n    }\n  }": types.WorkOrdersListDocument,
    "query WorkOrdersCounters {\n      workOrderCounters {\n        requestAwaitingAResponse open awaitingQuote awaitingQuoteApproval awaitingCertificate closed\n        approved query submitted completed cancelled awaitingCertAudit discarded\n      }\n    }": types.WorkOrdersCountersDocument,
    "query WorkOrdersModel($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) { workOrder(id: $id) { ...LegacyWorkOrderModel } }": types.WorkOrdersModelDocument,
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
export function graphql(source: "query AuditTrailsList($page: Int!, $pageSize: Int!, $search: String, $entityName: String, $entityId: String,\n        $sort: [AuditSortInput!]) {\n      auditTrail(page: $page, pageSize: $pageSize, search: $search, entityName: $entityName, entityId: $entityId, sort: $sort) {\n        totalCount nodes { id entityName entityId action actionTaken actionByName actionDate }\n      }\n    }"): (typeof documents)["query AuditTrailsList($page: Int!, $pageSize: Int!, $search: String, $entityName: String, $entityId: String,\n        $sort: [AuditSortInput!]) {\n      auditTrail(page: $page, pageSize: $pageSize, search: $search, entityName: $entityName, entityId: $entityId, sort: $sort) {\n        totalCount nodes { id entityName entityId action actionTaken actionByName actionDate }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AuthoriseSignedIn on SignedIn {\n  accessToken expiresAt rememberToken\n  me {\n    authCode\n    user { id fullName email userTypeId departmentId entityId entityName }\n    permissions { name level }\n  }\n}"): (typeof documents)["fragment AuthoriseSignedIn on SignedIn {\n  accessToken expiresAt rememberToken\n  me {\n    authCode\n    user { id fullName email userTypeId departmentId entityId entityName }\n    permissions { name level }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthoriseLogin($input: SignInInput!) {\n      signIn(input: $input) { session { ...AuthoriseSignedIn } error { code message } }\n    }"): (typeof documents)["mutation AuthoriseLogin($input: SignInInput!) {\n      signIn(input: $input) { session { ...AuthoriseSignedIn } error { code message } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthoriseCheck($input: SessionCheckInput) {\n      checkSession(input: $input) { requestedUrl valid }\n    }"): (typeof documents)["mutation AuthoriseCheck($input: SessionCheckInput) {\n      checkSession(input: $input) { requestedUrl valid }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthoriseLogout { signOut }"): (typeof documents)["mutation AuthoriseLogout { signOut }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuthoriseResetPassword($input: ResetPasswordInput!) {\n      resetPassword(input: $input) { ok error { message fieldErrors { field message } } }\n    }"): (typeof documents)["mutation AuthoriseResetPassword($input: ResetPasswordInput!) {\n      resetPassword(input: $input) { ok error { message fieldErrors { field message } } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LegacyBiReport on BiReportNode { id name description embedCode embedUrl userId }"): (typeof documents)["fragment LegacyBiReport on BiReportNode { id name description embedCode embedUrl userId }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BIReportsSave($input: SaveBiReportInput!) {\n  saveBiReport(input: $input) { report { ...LegacyBiReport } error { message fieldErrors { field message } } }\n}"): (typeof documents)["mutation BIReportsSave($input: SaveBiReportInput!) {\n  saveBiReport(input: $input) { report { ...LegacyBiReport } error { message fieldErrors { field message } } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BIReportsList($userId: Int) { biReports(userId: $userId) { ...LegacyBiReport } }"): (typeof documents)["query BIReportsList($userId: Int) { biReports(userId: $userId) { ...LegacyBiReport } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BIReportsModel($id: Int!) { biReport(id: $id) { ...LegacyBiReport } }"): (typeof documents)["query BIReportsModel($id: Int!) { biReport(id: $id) { ...LegacyBiReport } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BIReportsDelete($id: Int!) { deleteBiReport(id: $id) }"): (typeof documents)["mutation BIReportsDelete($id: Int!) { deleteBiReport(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupSites($clientId: Int) { siteList(clientId: $clientId) { id name } }"): (typeof documents)["query LookupSites($clientId: Int) { siteList(clientId: $clientId) { id name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupParentTrades { trades { id name } }"): (typeof documents)["query LookupParentTrades { trades { id name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupSubTrades($parentId: Int) { trades(parentId: $parentId) { id name } }"): (typeof documents)["query LookupSubTrades($parentId: Int) { trades(parentId: $parentId) { id name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupClients { clientList { id name } }"): (typeof documents)["query LookupClients { clientList { id name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupActiveClients { clientList(activeOnly: true) { id name } }"): (typeof documents)["query LookupActiveClients { clientList(activeOnly: true) { id name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupContractors { contractorList { id name } }"): (typeof documents)["query LookupContractors { contractorList { id name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkOrdersDropdowns {\n      workOrderTypes { id name } workOrderStatuses { id name } clientList { id name } capitalCodes { id name } financialCodes { id name }\n    }"): (typeof documents)["query WorkOrdersDropdowns {\n      workOrderTypes { id name } workOrderStatuses { id name } clientList { id name } capitalCodes { id name } financialCodes { id name }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UsersSaveViewState($input: SaveGridStateInput!) {\n      saveGridState(input: $input) { id userId gridData }\n    }"): (typeof documents)["mutation UsersSaveViewState($input: SaveGridStateInput!) {\n      saveGridState(input: $input) { id userId gridData }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UsersGetViewState($id: Int!) { gridStateById(id: $id) { id userId gridData } }"): (typeof documents)["query UsersGetViewState($id: Int!) { gridStateById(id: $id) { id userId gridData } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LegacyUser on User {\n  id firstName lastName fullName email mobile phoneNumber position userTypeId userType { name } departmentId department { name }\n  entityName entityId\n  ... @include(if: $isStaff) { active lockoutEnabled lockedOut }\n}"): (typeof documents)["fragment LegacyUser on User {\n  id firstName lastName fullName email mobile phoneNumber position userTypeId userType { name } departmentId department { name }\n  entityName entityId\n  ... @include(if: $isStaff) { active lockoutEnabled lockedOut }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UsersList($isStaff: Boolean!, $page: Int!, $pageSize: Int!, $userTypeIds: [Int!], $entityName: String, $entityId: Int,\n        $search: String, $sort: [UserSortInput!]) {\n      users(page: $page, pageSize: $pageSize, userTypeIds: $userTypeIds, entityName: $entityName, entityId: $entityId,\n        search: $search, sort: $sort) { totalCount nodes { ...LegacyUser } }\n    }"): (typeof documents)["query UsersList($isStaff: Boolean!, $page: Int!, $pageSize: Int!, $userTypeIds: [Int!], $entityName: String, $entityId: Int,\n        $search: String, $sort: [UserSortInput!]) {\n      users(page: $page, pageSize: $pageSize, userTypeIds: $userTypeIds, entityName: $entityName, entityId: $entityId,\n        search: $search, sort: $sort) { totalCount nodes { ...LegacyUser } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UsersDropdown($entityName: String!, $entityId: Int!) {\n      userOptions(entityName: $entityName, entityId: $entityId) { id fullName mobile }\n    }"): (typeof documents)["query UsersDropdown($entityName: String!, $entityId: Int!) {\n      userOptions(entityName: $entityName, entityId: $entityId) { id fullName mobile }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UsersContactName($id: Int!) { contactName(id: $id) { id fullName } }"): (typeof documents)["query UsersContactName($id: Int!) { contactName(id: $id) { id fullName } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UsersModel($id: Int!, $isStaff: Boolean!) { user(id: $id) { ...LegacyUser } }"): (typeof documents)["query UsersModel($id: Int!, $isStaff: Boolean!) { user(id: $id) { ...LegacyUser } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UsersSave($input: SaveUserInput!, $isStaff: Boolean!) {\n      saveUser(input: $input) { user { ...LegacyUser } error { message fieldErrors { field message } } }\n    }"): (typeof documents)["mutation UsersSave($input: SaveUserInput!, $isStaff: Boolean!) {\n      saveUser(input: $input) { user { ...LegacyUser } error { message fieldErrors { field message } } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UsersDelete($id: Int!) { deleteUser(id: $id) { deletedId error { message fieldErrors { field message } } } }"): (typeof documents)["mutation UsersDelete($id: Int!) { deleteUser(id: $id) { deletedId error { message fieldErrors { field message } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserInSitesList($userId: Int!) { userSites(userId: $userId) { id userId siteId siteName } }"): (typeof documents)["query UserInSitesList($userId: Int!) { userSites(userId: $userId) { id userId siteId siteName } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UserInSitesAdd($userId: Int!, $siteId: Int!) { linkUserSite(userId: $userId, siteId: $siteId) { id userId siteId siteName } }"): (typeof documents)["mutation UserInSitesAdd($userId: Int!, $siteId: Int!) { linkUserSite(userId: $userId, siteId: $siteId) { id userId siteId siteName } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UserInSitesRemove($id: Int!) { unlinkUserSite(id: $id) }"): (typeof documents)["mutation UserInSitesRemove($id: Int!) { unlinkUserSite(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LegacyWorkOrderRow on WorkOrder {\n  id refNo dateOpened dueDate requestedBy clientRef issue details clientId clientName siteId siteName\n  contractorId contractorName subTradeName workOrderStatusId workOrderStatus workOrderType deadline\n  estimatedCost @include(if: $isStaff)\n}"): (typeof documents)["fragment LegacyWorkOrderRow on WorkOrder {\n  id refNo dateOpened dueDate requestedBy clientRef issue details clientId clientName siteId siteName\n  contractorId contractorName subTradeName workOrderStatusId workOrderStatus workOrderType deadline\n  estimatedCost @include(if: $isStaff)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LegacyWorkOrderModel on WorkOrder {\n  ...LegacyWorkOrderRow\n  dateClosed requestDate siteCode tradeId tradeName subTradeId workOrderTypeId progressCodeId progressCode slaCode\n  assetId assetCategoryId contactId methodOfRequestId methodOfRequest showCategory accessTimes dateStatus\n  ... @include(if: $isStaff) {\n    approvedCost overBudget invoiceDate invoiceNo invoiceAmount allContractorIds capitalCodeId financialCodeId\n    smsNumber smsNotifications sendNotifications contractorEmailed supersededCostPrice supersededReason valuationNumber\n  }\n  ... @skip(if: $isClient) { actualCost callOutCost queryReasonId missingInfo }\n}"): (typeof documents)["fragment LegacyWorkOrderModel on WorkOrder {\n  ...LegacyWorkOrderRow\n  dateClosed requestDate siteCode tradeId tradeName subTradeId workOrderTypeId progressCodeId progressCode slaCode\n  assetId assetCategoryId contactId methodOfRequestId methodOfRequest showCategory accessTimes dateStatus\n  ... @include(if: $isStaff) {\n    approvedCost overBudget invoiceDate invoiceNo invoiceAmount allContractorIds capitalCodeId financialCodeId\n    smsNumber smsNotifications sendNotifications contractorEmailed supersededCostPrice supersededReason valuationNumber\n  }\n  ... @skip(if: $isClient) { actualCost callOutCost queryReasonId missingInfo }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkOrdersList(\n    $isStaff: Boolean!, $page: Int!, $pageSize: Int!, $status: Int, $overdue: Boolean, $workOrderTypeId: Int, $siteId: Int,\n    $excludeId: Int, $search: String, $filters: [WorkOrderFilterInput!], $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(page: $page, pageSize: $pageSize, status: $status, overdue: $overdue, workOrderTypeId: $workOrderTypeId,\n      siteId: $siteId, excludeId: $excludeId, search: $search, filters: $filters, sort: $sort) {\n      totalCount\n      nodes { ...LegacyWorkOrderRow }\n    }\n  }"): (typeof documents)["query WorkOrdersList(\n    $isStaff: Boolean!, $page: Int!, $pageSize: Int!, $status: Int, $overdue: Boolean, $workOrderTypeId: Int, $siteId: Int,\n    $excludeId: Int, $search: String, $filters: [WorkOrderFilterInput!], $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(page: $page, pageSize: $pageSize, status: $status, overdue: $overdue, workOrderTypeId: $workOrderTypeId,\n      siteId: $siteId, excludeId: $excludeId, search: $search, filters: $filters, sort: $sort) {\n      totalCount\n      nodes { ...LegacyWorkOrderRow }\n    }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkOrdersCounters {\n      workOrderCounters {\n        requestAwaitingAResponse open awaitingQuote awaitingQuoteApproval awaitingCertificate closed\n        approved query submitted completed cancelled awaitingCertAudit discarded\n      }\n    }"): (typeof documents)["query WorkOrdersCounters {\n      workOrderCounters {\n        requestAwaitingAResponse open awaitingQuote awaitingQuoteApproval awaitingCertificate closed\n        approved query submitted completed cancelled awaitingCertAudit discarded\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkOrdersModel($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) { workOrder(id: $id) { ...LegacyWorkOrderModel } }"): (typeof documents)["query WorkOrdersModel($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) { workOrder(id: $id) { ...LegacyWorkOrderModel } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;