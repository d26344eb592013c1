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
    "\n  fragment SessionStore_SignedIn on SignedIn {\n    accessToken\n    expiresAt\n    rememberToken\n    me {\n      kind\n      authCode\n      clientId\n      contractorId\n      permissions {\n        name\n        level\n      }\n    }\n  }\n": typeof types.SessionStore_SignedInFragmentDoc,
    "\n  mutation SessionRoot_RememberSignIn($token: String!) {\n    signInWithRememberToken(input: { token: $token }) {\n      session {\n        ...SessionStore_SignedIn\n      }\n      error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.SessionRoot_RememberSignInDocument,
    "\n  mutation SessionRoot_Renew {\n    renewSession {\n      accessToken\n      expiresAt\n    }\n  }\n": typeof types.SessionRoot_RenewDocument,
    "\n  mutation SessionRoot_SignOut {\n    signOut\n  }\n": typeof types.SessionRoot_SignOutDocument,
    "\n  query Shell_Me {\n    me {\n      kind\n      authCode\n      clientId\n      contractorId\n      user {\n        id\n        fullName\n      }\n      department {\n        id\n        name\n      }\n      permissions {\n        name\n        level\n      }\n    }\n  }\n": typeof types.Shell_MeDocument,
    "\n  mutation Shell_CheckSession($requestedUrl: String) {\n    checkSession(input: { requestedUrl: $requestedUrl }) {\n      valid\n      requestedUrl\n    }\n  }\n": typeof types.Shell_CheckSessionDocument,
    "\n  fragment AccountDetailsForm_Details on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    mobile\n    phoneNumber\n    position\n  }\n": typeof types.AccountDetailsForm_DetailsFragmentDoc,
    "\n  query AccountDetailsForm_User($id: Int!) {\n    user(id: $id) {\n      ...AccountDetailsForm_Details\n    }\n  }\n": typeof types.AccountDetailsForm_UserDocument,
    "\n  mutation AccountDetailsForm_Save($input: SaveUserInput!) {\n    saveUser(input: $input) {\n      user {\n        ...AccountDetailsForm_Details\n      }\n      error {\n        ...SaveForm_Error\n      }\n    }\n  }\n": typeof types.AccountDetailsForm_SaveDocument,
    "\n  mutation PasswordChangeForm_Reset($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      error {\n        ...SaveForm_Error\n      }\n    }\n  }\n": typeof types.PasswordChangeForm_ResetDocument,
    "\n  query AuditTrailGrid_AuditTrail($page: Int!, $pageSize: Int!, $search: String, $entityName: String, $sort: [AuditSortInput!]) {\n    auditTrail(page: $page, pageSize: $pageSize, search: $search, entityName: $entityName, sort: $sort) {\n      totalCount\n      totalCountExact\n      page\n      pageSize\n      nodes {\n        id\n        entityName\n        actionByName\n        actionDate\n        actionTaken\n      }\n    }\n  }\n": typeof types.AuditTrailGrid_AuditTrailDocument,
    "\n  query AuditTrailGrid_EntityNames {\n    auditEntityNames\n  }\n": typeof types.AuditTrailGrid_EntityNamesDocument,
    "\n  mutation LoginForm_SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {\n    signIn(input: { email: $email, password: $password, rememberMe: $rememberMe }) {\n      session {\n        ...SessionStore_SignedIn\n      }\n      error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.LoginForm_SignInDocument,
    "\n  query ClientWorkOrderGrid_WorkOrders(\n    $clientId: Int\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(clientId: $clientId, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {\n      totalCount\n      totalCountExact\n      page\n      pageSize\n      nodes {\n        id\n        refNo\n        dueDate\n        siteName\n        subTradeName\n      }\n    }\n  }\n": typeof types.ClientWorkOrderGrid_WorkOrdersDocument,
    "\n  query ClientPortalLayout_Client($id: Int!) {\n    client(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.ClientPortalLayout_ClientDocument,
    "\n  query ClientReportViewPage_Report($id: Int!) {\n    biReport(id: $id) {\n      id\n      name\n      description\n      embedUrl\n    }\n  }\n": typeof types.ClientReportViewPage_ReportDocument,
    "\n  query ClientReportsPage_Reports {\n    biReports {\n      id\n      name\n      description\n    }\n  }\n": typeof types.ClientReportsPage_ReportsDocument,
    "\n  query ContractorActionGrid_WorkOrders(\n    $contractorId: Int\n    $statuses: [Int!]\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(contractorId: $contractorId, statuses: $statuses, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {\n      totalCount\n      totalCountExact\n      page\n      pageSize\n      nodes {\n        id\n        refNo\n        dateOpened\n        dueDate\n        clientName\n        siteName\n        issue\n        workOrderStatus\n      }\n    }\n  }\n": typeof types.ContractorActionGrid_WorkOrdersDocument,
    "\n  query ContractorDashboardPage_Dashboard($id: Int!) {\n    contractor(id: $id) {\n      id\n      name\n    }\n    workOrderCounters(contractorId: $id) {\n      requestAwaitingAResponse\n    }\n  }\n": typeof types.ContractorDashboardPage_DashboardDocument,
    "\n  query SavedGridState_Load($grid: String!) {\n    gridState(grid: $grid) {\n      id\n      grid\n      gridData\n    }\n  }\n": typeof types.SavedGridState_LoadDocument,
    "\n  mutation SavedGridState_Save($input: SaveGridStateInput!) {\n    saveGridState(input: $input) {\n      id\n      grid\n      gridData\n    }\n  }\n": typeof types.SavedGridState_SaveDocument,
    "\n  mutation BiReportFormPopup_Save($input: SaveBiReportInput!) {\n    saveBiReport(input: $input) {\n      report {\n        id\n        userId\n        name\n        description\n        embedUrl\n      }\n      error {\n        ...SaveForm_Error\n      }\n    }\n  }\n": typeof types.BiReportFormPopup_SaveDocument,
    "\n  query UserBiReportsPanel_Reports($userId: Int!) {\n    biReports(userId: $userId) {\n      id\n      userId\n      name\n      description\n      embedUrl\n    }\n  }\n": typeof types.UserBiReportsPanel_ReportsDocument,
    "\n  mutation UserBiReportsPanel_Delete($id: Int!) {\n    deleteBiReport(id: $id)\n  }\n": typeof types.UserBiReportsPanel_DeleteDocument,
    "\n  fragment UserDetailsForm_User on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    mobile\n    phoneNumber\n    position\n    userTypeId\n    departmentId\n    entityName\n    entityId\n    active\n    lockoutEnabled\n    lockedOut\n  }\n": typeof types.UserDetailsForm_UserFragmentDoc,
    "\n  query UserDetailsForm_Lookups {\n    userTypes {\n      id\n      name\n    }\n    departments {\n      id\n      name\n    }\n    clientList {\n      id\n      name\n    }\n  }\n": typeof types.UserDetailsForm_LookupsDocument,
    "\n  query UserDetailsForm_Contractor($id: Int!) {\n    contractor(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.UserDetailsForm_ContractorDocument,
    "\n  mutation UserDetailsForm_Save($input: SaveUserInput!) {\n    saveUser(input: $input) {\n      user {\n        ...UserDetailsForm_User\n        userType {\n          id\n          name\n        }\n        department {\n          id\n          name\n        }\n      }\n      error {\n        ...SaveForm_Error\n      }\n    }\n  }\n": typeof types.UserDetailsForm_SaveDocument,
    "\n  query UserFormPopup_User($id: Int!) {\n    user(id: $id) {\n      id\n      fullName\n      userTypeId\n      entityName\n      entityId\n      ...UserDetailsForm_User\n    }\n  }\n": typeof types.UserFormPopup_UserDocument,
    "\n  query UserGrid_Users($page: Int!, $pageSize: Int!, $search: String, $userTypeIds: [Int!], $includeInactive: Boolean!, $sort: [UserSortInput!]) {\n    users(page: $page, pageSize: $pageSize, search: $search, userTypeIds: $userTypeIds, includeInactive: $includeInactive, sort: $sort) {\n      totalCount\n      totalCountExact\n      page\n      pageSize\n      nodes {\n        id\n        fullName\n        email\n        position\n        userTypeId\n        entityName\n        entityId\n        active\n        lockedOut\n        userType {\n          id\n          name\n        }\n        department {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.UserGrid_UsersDocument,
    "\n  query UserGrid_Lookups {\n    userTypes {\n      id\n      name\n    }\n    clientList {\n      id\n      name\n    }\n    contractorList {\n      id\n      name\n    }\n  }\n": typeof types.UserGrid_LookupsDocument,
    "\n  mutation UserGrid_Delete($id: Int!) {\n    deleteUser(id: $id) {\n      deletedId\n      error {\n        ...SaveForm_Error\n      }\n    }\n  }\n": typeof types.UserGrid_DeleteDocument,
    "\n  query UserSitesPanel_Sites($clientId: Int, $userId: Int!) {\n    siteList(clientId: $clientId) {\n      id\n      name\n      siteCode\n    }\n    userSites(userId: $userId) {\n      id\n      userId\n      siteId\n    }\n  }\n": typeof types.UserSitesPanel_SitesDocument,
    "\n  mutation UserSitesPanel_Link($userId: Int!, $siteId: Int!) {\n    linkUserSite(userId: $userId, siteId: $siteId) {\n      id\n      userId\n      siteId\n    }\n  }\n": typeof types.UserSitesPanel_LinkDocument,
    "\n  mutation UserSitesPanel_Unlink($id: Int!) {\n    unlinkUserSite(id: $id)\n  }\n": typeof types.UserSitesPanel_UnlinkDocument,
    "\n  fragment WorkOrderFields_WorkOrder on WorkOrder {\n    id\n    refNo\n    workOrderStatusId\n    workOrderStatus\n    workOrderType\n    deadline\n    clientName\n    siteName\n    siteCode\n    site {\n      id\n      addressLine1\n      addressLine2\n      city\n      postCode\n    }\n    contact {\n      id\n      fullName\n    }\n    contractorName\n    tradeName\n    subTradeName\n    methodOfRequest\n    slaCode\n    progressCode\n    requestedBy\n    clientRef\n    issue\n    details\n    accessTimes\n    dateOpened\n    requestDate\n    dueDate\n    dateClosed\n    dateStatus\n    # the server refuses a portal user a field its kind may not read: ask only for what the viewer may\n    ... @skip(if: $isClient) {\n      missingInfo\n      actualCost\n      callOutCost\n    }\n    ... @include(if: $isStaff) {\n      estimatedCost\n      approvedCost\n      supersededCostPrice\n      supersededReason\n      overBudget\n      valuationNumber\n      invoiceNo\n      invoiceDate\n      invoiceAmount\n      smsNumber\n      smsNotifications\n      sendNotifications\n      contractorEmailed\n    }\n  }\n": typeof types.WorkOrderFields_WorkOrderFragmentDoc,
    "\n  query WorkOrderGrid_WorkOrders(\n    $status: Int\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(status: $status, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {\n      totalCount\n      totalCountExact\n      page\n      pageSize\n      nodes {\n        id\n        refNo\n        workOrderStatusId\n        requestedBy\n        clientName\n        dateOpened\n        siteName\n        siteCode\n        issue\n        details\n        contractorName\n        dueDate\n        workOrderStatus\n        workOrderType\n        tradeName\n        subTradeName\n        clientRef\n        slaCode\n        estimatedCost\n        deadline\n      }\n    }\n  }\n": typeof types.WorkOrderGrid_WorkOrdersDocument,
    "\n  query WorkOrderQuickView_WorkOrder($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) {\n    workOrder(id: $id) {\n      id\n      refNo\n      workOrderStatusId\n      ...WorkOrderFields_WorkOrder\n    }\n  }\n": typeof types.WorkOrderQuickView_WorkOrderDocument,
    "\n  query WorkOrderTabs_Counters {\n    workOrderCounters {\n      requestAwaitingAResponse\n      open\n      awaitingQuote\n      awaitingQuoteApproval\n      awaitingCertificate\n      awaitingCertAudit\n      closed\n      approved\n      query\n      completed\n      submitted\n      cancelled\n      discarded\n    }\n  }\n": typeof types.WorkOrderTabs_CountersDocument,
    "\n  query WorkOrderDetails_WorkOrder($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) {\n    workOrder(id: $id) {\n      id\n      refNo\n      workOrderStatus\n      ...WorkOrderFields_WorkOrder\n    }\n  }\n": typeof types.WorkOrderDetails_WorkOrderDocument,
    "\n  fragment SaveForm_Error on Error {\n    code\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n": typeof types.SaveForm_ErrorFragmentDoc,
};
const documents: Documents = {
    "\n  fragment SessionStore_SignedIn on SignedIn {\n    accessToken\n    expiresAt\n    rememberToken\n    me {\n      kind\n      authCode\n      clientId\n      contractorId\n      permissions {\n        name\n        level\n      }\n    }\n  }\n": types.SessionStore_SignedInFragmentDoc,
    "\n  mutation SessionRoot_RememberSignIn($token: String!) {\n    signInWithRememberToken(input: { token: $token }) {\n      session {\n        ...SessionStore_SignedIn\n      }\n      error {\n        code\n        message\n      }\n    }\n  }\n": types.SessionRoot_RememberSignInDocument,
    "\n  mutation SessionRoot_Renew {\n    renewSession {\n      accessToken\n      expiresAt\n    }\n  }\n": types.SessionRoot_RenewDocument,
    "\n  mutation SessionRoot_SignOut {\n    signOut\n  }\n": types.SessionRoot_SignOutDocument,
    "\n  query Shell_Me {\n    me {\n      kind\n      authCode\n      clientId\n      contractorId\n      user {\n        id\n        fullName\n      }\n      department {\n        id\n        name\n      }\n      permissions {\n        name\n        level\n      }\n    }\n  }\n": types.Shell_MeDocument,
    "\n  mutation Shell_CheckSession($requestedUrl: String) {\n    checkSession(input: { requestedUrl: $requestedUrl }) {\n      valid\n      requestedUrl\n    }\n  }\n": types.Shell_CheckSessionDocument,
    "\n  fragment AccountDetailsForm_Details on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    mobile\n    phoneNumber\n    position\n  }\n": types.AccountDetailsForm_DetailsFragmentDoc,
    "\n  query AccountDetailsForm_User($id: Int!) {\n    user(id: $id) {\n      ...AccountDetailsForm_Details\n    }\n  }\n": types.AccountDetailsForm_UserDocument,
    "\n  mutation AccountDetailsForm_Save($input: SaveUserInput!) {\n    saveUser(input: $input) {\n      user {\n        ...AccountDetailsForm_Details\n      }\n      error {\n        ...SaveForm_Error\n      }\n    }\n  }\n": types.AccountDetailsForm_SaveDocument,
    "\n  mutation PasswordChangeForm_Reset($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      error {\n        ...SaveForm_Error\n      }\n    }\n  }\n": types.PasswordChangeForm_ResetDocument,
    "\n  query AuditTrailGrid_AuditTrail($page: Int!, $pageSize: Int!, $search: String, $entityName: String, $sort: [AuditSortInput!]) {\n    auditTrail(page: $page, pageSize: $pageSize, search: $search, entityName: $entityName, sort: $sort) {\n      totalCount\n      totalCountExact\n      page\n      pageSize\n      nodes {\n        id\n        entityName\n        actionByName\n        actionDate\n        actionTaken\n      }\n    }\n  }\n": types.AuditTrailGrid_AuditTrailDocument,
    "\n  query AuditTrailGrid_EntityNames {\n    auditEntityNames\n  }\n": types.AuditTrailGrid_EntityNamesDocument,
    "\n  mutation LoginForm_SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {\n    signIn(input: { email: $email, password: $password, rememberMe: $rememberMe }) {\n      session {\n        ...SessionStore_SignedIn\n      }\n      error {\n        code\n        message\n      }\n    }\n  }\n": types.LoginForm_SignInDocument,
    "\n  query ClientWorkOrderGrid_WorkOrders(\n    $clientId: Int\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(clientId: $clientId, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {\n      totalCount\n      totalCountExact\n      page\n      pageSize\n      nodes {\n        id\n        refNo\n        dueDate\n        siteName\n        subTradeName\n      }\n    }\n  }\n": types.ClientWorkOrderGrid_WorkOrdersDocument,
    "\n  query ClientPortalLayout_Client($id: Int!) {\n    client(id: $id) {\n      id\n      name\n    }\n  }\n": types.ClientPortalLayout_ClientDocument,
    "\n  query ClientReportViewPage_Report($id: Int!) {\n    biReport(id: $id) {\n      id\n      name\n      description\n      embedUrl\n    }\n  }\n": types.ClientReportViewPage_ReportDocument,
    "\n  query ClientReportsPage_Reports {\n    biReports {\n      id\n      name\n      description\n    }\n  }\n": types.ClientReportsPage_ReportsDocument,
    "\n  query ContractorActionGrid_WorkOrders(\n    $contractorId: Int\n    $statuses: [Int!]\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(contractorId: $contractorId, statuses: $statuses, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {\n      totalCount\n      totalCountExact\n      page\n      pageSize\n      nodes {\n        id\n        refNo\n        dateOpened\n        dueDate\n        clientName\n        siteName\n        issue\n        workOrderStatus\n      }\n    }\n  }\n": types.ContractorActionGrid_WorkOrdersDocument,
    "\n  query ContractorDashboardPage_Dashboard($id: Int!) {\n    contractor(id: $id) {\n      id\n      name\n    }\n    workOrderCounters(contractorId: $id) {\n      requestAwaitingAResponse\n    }\n  }\n": types.ContractorDashboardPage_DashboardDocument,
    "\n  query SavedGridState_Load($grid: String!) {\n    gridState(grid: $grid) {\n      id\n      grid\n      gridData\n    }\n  }\n": types.SavedGridState_LoadDocument,
    "\n  mutation SavedGridState_Save($input: SaveGridStateInput!) {\n    saveGridState(input: $input) {\n      id\n      grid\n      gridData\n    }\n  }\n": types.SavedGridState_SaveDocument,
    "\n  mutation BiReportFormPopup_Save($input: SaveBiReportInput!) {\n    saveBiReport(input: $input) {\n      report {\n        id\n        userId\n        name\n        description\n        embedUrl\n      }\n      error {\n        ...SaveForm_Error\n      }\n    }\n  }\n": types.BiReportFormPopup_SaveDocument,
    "\n  query UserBiReportsPanel_Reports($userId: Int!) {\n    biReports(userId: $userId) {\n      id\n      userId\n      name\n      description\n      embedUrl\n    }\n  }\n": types.UserBiReportsPanel_ReportsDocument,
    "\n  mutation UserBiReportsPanel_Delete($id: Int!) {\n    deleteBiReport(id: $id)\n  }\n": types.UserBiReportsPanel_DeleteDocument,
    "\n  fragment UserDetailsForm_User on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    mobile\n    phoneNumber\n    position\n    userTypeId\n    departmentId\n    entityName\n    entityId\n    active\n    lockoutEnabled\n    lockedOut\n  }\n": types.UserDetailsForm_UserFragmentDoc,
    "\n  query UserDetailsForm_Lookups {\n    userTypes {\n      id\n      name\n    }\n    departments {\n      id\n      name\n    }\n    clientList {\n      id\n      name\n    }\n  }\n": types.UserDetailsForm_LookupsDocument,
    "\n  query UserDetailsForm_Contractor($id: Int!) {\n    contractor(id: $id) {\n      id\n      name\n    }\n  }\n": types.UserDetailsForm_ContractorDocument,
    "\n  mutation UserDetailsForm_Save($input: SaveUserInput!) {\n    saveUser(input: $input) {\n      user {\n        ...UserDetailsForm_User\n        userType {\n          id\n          name\n        }\n        department {\n          id\n          name\n        }\n      }\n      error {\n        ...SaveForm_Error\n      }\n    }\n  }\n": types.UserDetailsForm_SaveDocument,
    "\n  query UserFormPopup_User($id: Int!) {\n    user(id: $id) {\n      id\n      fullName\n      userTypeId\n      entityName\n      entityId\n      ...UserDetailsForm_User\n    }\n  }\n": types.UserFormPopup_UserDocument,
    "\n  query UserGrid_Users($page: Int!, $pageSize: Int!, $search: String, $userTypeIds: [Int!], $includeInactive: Boolean!, $sort: [UserSortInput!]) {\n    users(page: $page, pageSize: $pageSize, search: $search, userTypeIds: $userTypeIds, includeInactive: $includeInactive, sort: $sort) {\n      totalCount\n      totalCountExact\n      page\n      pageSize\n      nodes {\n        id\n        fullName\n        email\n        position\n        userTypeId\n        entityName\n        entityId\n        active\n        lockedOut\n        userType {\n          id\n          name\n        }\n        department {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.UserGrid_UsersDocument,
    "\n  query UserGrid_Lookups {\n    userTypes {\n      id\n      name\n    }\n    clientList {\n      id\n      name\n    }\n    contractorList {\n      id\n      name\n    }\n  }\n": types.UserGrid_LookupsDocument,
    "\n  mutation UserGrid_Delete($id: Int!) {\n    deleteUser(id: $id) {\n      deletedId\n      error {\n        ...SaveForm_Error\n      }\n    }\n  }\n": types.UserGrid_DeleteDocument,
    "\n  query UserSitesPanel_Sites($clientId: Int, $userId: Int!) {\n    siteList(clientId: $clientId) {\n      id\n      name\n      siteCode\n    }\n    userSites(userId: $userId) {\n      id\n      userId\n      siteId\n    }\n  }\n": types.UserSitesPanel_SitesDocument,
    "\n  mutation UserSitesPanel_Link($userId: Int!, $siteId: Int!) {\n    linkUserSite(userId: $userId, siteId: $siteId) {\n      id\n      userId\n      siteId\n    }\n  }\n": types.UserSitesPanel_LinkDocument,
    "\n  mutation UserSitesPanel_Unlink($id: Int!) {\n    unlinkUserSite(id: $id)\n  }\n": types.UserSitesPanel_UnlinkDocument,
    "\n  fragment WorkOrderFields_WorkOrder on WorkOrder {\n    id\n    refNo\n    workOrderStatusId\n    workOrderStatus\n    workOrderType\n    deadline\n    clientName\n    siteName\n    siteCode\n    site {\n      id\n      addressLine1\n      addressLine2\n      city\n      postCode\n    }\n    contact {\n      id\n      fullName\n    }\n    contractorName\n    tradeName\n    subTradeName\n    methodOfRequest\n    slaCode\n    progressCode\n    requestedBy\n    clientRef\n    issue\n    details\n    accessTimes\n    dateOpened\n    requestDate\n    dueDate\n    dateClosed\n    dateStatus\n    # the server refuses a portal user a field its kind may not read: ask only for what the viewer may\n    ... @skip(if: $isClient) {\n      missingInfo\n      actualCost\n      callOutCost\n    }\n    ... @include(if: $isStaff) {\n      estimatedCost\n      approvedCost\n      supersededCostPrice\n      supersededReason\n      overBudget\n      valuationNumber\n      invoiceNo\n      invoiceDate\n      invoiceAmount\n      smsNumber\n      smsNotifications\n      sendNotifications\n      contractorEmailed\n    }\n  }\n": types.WorkOrderFields_WorkOrderFragmentDoc,
    "\n  query WorkOrderGrid_WorkOrders(\n    $status: Int\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(status: $status, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {\n      totalCount\n      totalCountExact\n      page\n      pageSize\n      nodes {\n        id\n        refNo\n        workOrderStatusId\n        requestedBy\n        clientName\n        dateOpened\n        siteName\n        siteCode\n        issue\n        details\n        contractorName\n        dueDate\n        workOrderStatus\n        workOrderType\n        tradeName\n        subTradeName\n        clientRef\n        slaCode\n        estimatedCost\n        deadline\n      }\n    }\n  }\n": types.WorkOrderGrid_WorkOrdersDocument,
    "\n  query WorkOrderQuickView_WorkOrder($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) {\n    workOrder(id: $id) {\n      id\n      refNo\n      workOrderStatusId\n      ...WorkOrderFields_WorkOrder\n    }\n  }\n": types.WorkOrderQuickView_WorkOrderDocument,
    "\n  query WorkOrderTabs_Counters {\n    workOrderCounters {\n      requestAwaitingAResponse\n      open\n      awaitingQuote\n      awaitingQuoteApproval\n      awaitingCertificate\n      awaitingCertAudit\n      closed\n      approved\n      query\n      completed\n      submitted\n      cancelled\n      discarded\n    }\n  }\n": types.WorkOrderTabs_CountersDocument,
    "\n  query WorkOrderDetails_WorkOrder($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) {\n    workOrder(id: $id) {\n      id\n      refNo\n      workOrderStatus\n      ...WorkOrderFields_WorkOrder\n    }\n  }\n": types.WorkOrderDetails_WorkOrderDocument,
    "\n  fragment SaveForm_Error on Error {\n    code\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n": types.SaveForm_ErrorFragmentDoc,
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
export function graphql(source: "\n  fragment SessionStore_SignedIn on SignedIn {\n    accessToken\n    expiresAt\n    rememberToken\n    me {\n      kind\n      authCode\n      clientId\n      contractorId\n      permissions {\n        name\n        level\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SessionStore_SignedIn on SignedIn {\n    accessToken\n    expiresAt\n    rememberToken\n    me {\n      kind\n      authCode\n      clientId\n      contractorId\n      permissions {\n        name\n        level\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SessionRoot_RememberSignIn($token: String!) {\n    signInWithRememberToken(input: { token: $token }) {\n      session {\n        ...SessionStore_SignedIn\n      }\n      error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SessionRoot_RememberSignIn($token: String!) {\n    signInWithRememberToken(input: { token: $token }) {\n      session {\n        ...SessionStore_SignedIn\n      }\n      error {\n        code\n        message\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query Shell_Me {\n    me {\n      kind\n      authCode\n      clientId\n      contractorId\n      user {\n        id\n        fullName\n      }\n      department {\n        id\n        name\n      }\n      permissions {\n        name\n        level\n      }\n    }\n  }\n"): (typeof documents)["\n  query Shell_Me {\n    me {\n      kind\n      authCode\n      clientId\n      contractorId\n      user {\n        id\n        fullName\n      }\n      department {\n        id\n        name\n      }\n      permissions {\n        name\n        level\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Shell_CheckSession($requestedUrl: String) {\n    checkSession(input: { requestedUrl: $requestedUrl }) {\n      valid\n      requestedUrl\n    }\n  }\n"): (typeof documents)["\n  mutation Shell_CheckSession($requestedUrl: String) {\n    checkSession(input: { requestedUrl: $requestedUrl }) {\n      valid\n      requestedUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountDetailsForm_Details on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    mobile\n    phoneNumber\n    position\n  }\n"): (typeof documents)["\n  fragment AccountDetailsForm_Details on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    mobile\n    phoneNumber\n    position\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountDetailsForm_User($id: Int!) {\n    user(id: $id) {\n      ...AccountDetailsForm_Details\n    }\n  }\n"): (typeof documents)["\n  query AccountDetailsForm_User($id: Int!) {\n    user(id: $id) {\n      ...AccountDetailsForm_Details\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountDetailsForm_Save($input: SaveUserInput!) {\n    saveUser(input: $input) {\n      user {\n        ...AccountDetailsForm_Details\n      }\n      error {\n        ...SaveForm_Error\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccountDetailsForm_Save($input: SaveUserInput!) {\n    saveUser(input: $input) {\n      user {\n        ...AccountDetailsForm_Details\n      }\n      error {\n        ...SaveForm_Error\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasswordChangeForm_Reset($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      error {\n        ...SaveForm_Error\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PasswordChangeForm_Reset($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ok\n      error {\n        ...SaveForm_Error\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditTrailGrid_AuditTrail($page: Int!, $pageSize: Int!, $search: String, $entityName: String, $sort: [AuditSortInput!]) {\n    auditTrail(page: $page, pageSize: $pageSize, search: $search, entityName: $entityName, sort: $sort) {\n      totalCount\n      totalCountExact\n      page\n      pageSize\n      nodes {\n        id\n        entityName\n        actionByName\n        actionDate\n        actionTaken\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditTrailGrid_AuditTrail($page: Int!, $pageSize: Int!, $search: String, $entityName: String, $sort: [AuditSortInput!]) {\n    auditTrail(page: $page, pageSize: $pageSize, search: $search, entityName: $entityName, sort: $sort) {\n      totalCount\n      totalCountExact\n      page\n      pageSize\n      nodes {\n        id\n        entityName\n        actionByName\n        actionDate\n        actionTaken\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditTrailGrid_EntityNames {\n    auditEntityNames\n  }\n"): (typeof documents)["\n  query AuditTrailGrid_EntityNames {\n    auditEntityNames\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginForm_SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {\n    signIn(input: { email: $email, password: $password, rememberMe: $rememberMe }) {\n      session {\n        ...SessionStore_SignedIn\n      }\n      error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginForm_SignIn($email: String!, $password: String!, $rememberMe: Boolean!) {\n    signIn(input: { email: $email, password: $password, rememberMe: $rememberMe }) {\n      session {\n        ...SessionStore_SignedIn\n      }\n      error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientWorkOrderGrid_WorkOrders(\n    $clientId: Int\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(clientId: $clientId, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {\n      totalCount\n      totalCountExact\n      page\n      pageSize\n      nodes {\n        id\n        refNo\n        dueDate\n        siteName\n        subTradeName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientWorkOrderGrid_WorkOrders(\n    $clientId: Int\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(clientId: $clientId, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {\n      totalCount\n      totalCountExact\n      page\n      pageSize\n      nodes {\n        id\n        refNo\n        dueDate\n        siteName\n        subTradeName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientPortalLayout_Client($id: Int!) {\n    client(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ClientPortalLayout_Client($id: Int!) {\n    client(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientReportViewPage_Report($id: Int!) {\n    biReport(id: $id) {\n      id\n      name\n      description\n      embedUrl\n    }\n  }\n"): (typeof documents)["\n  query ClientReportViewPage_Report($id: Int!) {\n    biReport(id: $id) {\n      id\n      name\n      description\n      embedUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientReportsPage_Reports {\n    biReports {\n      id\n      name\n      description\n    }\n  }\n"): (typeof documents)["\n  query ClientReportsPage_Reports {\n    biReports {\n      id\n      name\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractorActionGrid_WorkOrders(\n    $contractorId: Int\n    $statuses: [Int!]\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(contractorId: $contractorId, statuses: $statuses, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {\n      totalCount\n      totalCountExact\n      page\n      pageSize\n      nodes {\n        id\n        refNo\n        dateOpened\n        dueDate\n        clientName\n        siteName\n        issue\n        workOrderStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContractorActionGrid_WorkOrders(\n    $contractorId: Int\n    $statuses: [Int!]\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(contractorId: $contractorId, statuses: $statuses, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {\n      totalCount\n      totalCountExact\n      page\n      pageSize\n      nodes {\n        id\n        refNo\n        dateOpened\n        dueDate\n        clientName\n        siteName\n        issue\n        workOrderStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractorDashboardPage_Dashboard($id: Int!) {\n    contractor(id: $id) {\n      id\n      name\n    }\n    workOrderCounters(contractorId: $id) {\n      requestAwaitingAResponse\n    }\n  }\n"): (typeof documents)["\n  query ContractorDashboardPage_Dashboard($id: Int!) {\n    contractor(id: $id) {\n      id\n      name\n    }\n    workOrderCounters(contractorId: $id) {\n      requestAwaitingAResponse\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation BiReportFormPopup_Save($input: SaveBiReportInput!) {\n    saveBiReport(input: $input) {\n      report {\n        id\n        userId\n        name\n        description\n        embedUrl\n      }\n      error {\n        ...SaveForm_Error\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BiReportFormPopup_Save($input: SaveBiReportInput!) {\n    saveBiReport(input: $input) {\n      report {\n        id\n        userId\n        name\n        description\n        embedUrl\n      }\n      error {\n        ...SaveForm_Error\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserBiReportsPanel_Reports($userId: Int!) {\n    biReports(userId: $userId) {\n      id\n      userId\n      name\n      description\n      embedUrl\n    }\n  }\n"): (typeof documents)["\n  query UserBiReportsPanel_Reports($userId: Int!) {\n    biReports(userId: $userId) {\n      id\n      userId\n      name\n      description\n      embedUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserBiReportsPanel_Delete($id: Int!) {\n    deleteBiReport(id: $id)\n  }\n"): (typeof documents)["\n  mutation UserBiReportsPanel_Delete($id: Int!) {\n    deleteBiReport(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserDetailsForm_User on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    mobile\n    phoneNumber\n    position\n    userTypeId\n    departmentId\n    entityName\n    entityId\n    active\n    lockoutEnabled\n    lockedOut\n  }\n"): (typeof documents)["\n  fragment UserDetailsForm_User on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    mobile\n    phoneNumber\n    position\n    userTypeId\n    departmentId\n    entityName\n    entityId\n    active\n    lockoutEnabled\n    lockedOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserDetailsForm_Lookups {\n    userTypes {\n      id\n      name\n    }\n    departments {\n      id\n      name\n    }\n    clientList {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query UserDetailsForm_Lookups {\n    userTypes {\n      id\n      name\n    }\n    departments {\n      id\n      name\n    }\n    clientList {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserDetailsForm_Contractor($id: Int!) {\n    contractor(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query UserDetailsForm_Contractor($id: Int!) {\n    contractor(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserDetailsForm_Save($input: SaveUserInput!) {\n    saveUser(input: $input) {\n      user {\n        ...UserDetailsForm_User\n        userType {\n          id\n          name\n        }\n        department {\n          id\n          name\n        }\n      }\n      error {\n        ...SaveForm_Error\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UserDetailsForm_Save($input: SaveUserInput!) {\n    saveUser(input: $input) {\n      user {\n        ...UserDetailsForm_User\n        userType {\n          id\n          name\n        }\n        department {\n          id\n          name\n        }\n      }\n      error {\n        ...SaveForm_Error\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserFormPopup_User($id: Int!) {\n    user(id: $id) {\n      id\n      fullName\n      userTypeId\n      entityName\n      entityId\n      ...UserDetailsForm_User\n    }\n  }\n"): (typeof documents)["\n  query UserFormPopup_User($id: Int!) {\n    user(id: $id) {\n      id\n      fullName\n      userTypeId\n      entityName\n      entityId\n      ...UserDetailsForm_User\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserGrid_Users($page: Int!, $pageSize: Int!, $search: String, $userTypeIds: [Int!], $includeInactive: Boolean!, $sort: [UserSortInput!]) {\n    users(page: $page, pageSize: $pageSize, search: $search, userTypeIds: $userTypeIds, includeInactive: $includeInactive, sort: $sort) {\n      totalCount\n      totalCountExact\n      page\n      pageSize\n      nodes {\n        id\n        fullName\n        email\n        position\n        userTypeId\n        entityName\n        entityId\n        active\n        lockedOut\n        userType {\n          id\n          name\n        }\n        department {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserGrid_Users($page: Int!, $pageSize: Int!, $search: String, $userTypeIds: [Int!], $includeInactive: Boolean!, $sort: [UserSortInput!]) {\n    users(page: $page, pageSize: $pageSize, search: $search, userTypeIds: $userTypeIds, includeInactive: $includeInactive, sort: $sort) {\n      totalCount\n      totalCountExact\n      page\n      pageSize\n      nodes {\n        id\n        fullName\n        email\n        position\n        userTypeId\n        entityName\n        entityId\n        active\n        lockedOut\n        userType {\n          id\n          name\n        }\n        department {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserGrid_Lookups {\n    userTypes {\n      id\n      name\n    }\n    clientList {\n      id\n      name\n    }\n    contractorList {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query UserGrid_Lookups {\n    userTypes {\n      id\n      name\n    }\n    clientList {\n      id\n      name\n    }\n    contractorList {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserGrid_Delete($id: Int!) {\n    deleteUser(id: $id) {\n      deletedId\n      error {\n        ...SaveForm_Error\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UserGrid_Delete($id: Int!) {\n    deleteUser(id: $id) {\n      deletedId\n      error {\n        ...SaveForm_Error\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSitesPanel_Sites($clientId: Int, $userId: Int!) {\n    siteList(clientId: $clientId) {\n      id\n      name\n      siteCode\n    }\n    userSites(userId: $userId) {\n      id\n      userId\n      siteId\n    }\n  }\n"): (typeof documents)["\n  query UserSitesPanel_Sites($clientId: Int, $userId: Int!) {\n    siteList(clientId: $clientId) {\n      id\n      name\n      siteCode\n    }\n    userSites(userId: $userId) {\n      id\n      userId\n      siteId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserSitesPanel_Link($userId: Int!, $siteId: Int!) {\n    linkUserSite(userId: $userId, siteId: $siteId) {\n      id\n      userId\n      siteId\n    }\n  }\n"): (typeof documents)["\n  mutation UserSitesPanel_Link($userId: Int!, $siteId: Int!) {\n    linkUserSite(userId: $userId, siteId: $siteId) {\n      id\n      userId\n      siteId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UserSitesPanel_Unlink($id: Int!) {\n    unlinkUserSite(id: $id)\n  }\n"): (typeof documents)["\n  mutation UserSitesPanel_Unlink($id: Int!) {\n    unlinkUserSite(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkOrderFields_WorkOrder on WorkOrder {\n    id\n    refNo\n    workOrderStatusId\n    workOrderStatus\n    workOrderType\n    deadline\n    clientName\n    siteName\n    siteCode\n    site {\n      id\n      addressLine1\n      addressLine2\n      city\n      postCode\n    }\n    contact {\n      id\n      fullName\n    }\n    contractorName\n    tradeName\n    subTradeName\n    methodOfRequest\n    slaCode\n    progressCode\n    requestedBy\n    clientRef\n    issue\n    details\n    accessTimes\n    dateOpened\n    requestDate\n    dueDate\n    dateClosed\n    dateStatus\n    # the server refuses a portal user a field its kind may not read: ask only for what the viewer may\n    ... @skip(if: $isClient) {\n      missingInfo\n      actualCost\n      callOutCost\n    }\n    ... @include(if: $isStaff) {\n      estimatedCost\n      approvedCost\n      supersededCostPrice\n      supersededReason\n      overBudget\n      valuationNumber\n      invoiceNo\n      invoiceDate\n      invoiceAmount\n      smsNumber\n      smsNotifications\n      sendNotifications\n      contractorEmailed\n    }\n  }\n"): (typeof documents)["\n  fragment WorkOrderFields_WorkOrder on WorkOrder {\n    id\n    refNo\n    workOrderStatusId\n    workOrderStatus\n    workOrderType\n    deadline\n    clientName\n    siteName\n    siteCode\n    site {\n      id\n      addressLine1\n      addressLine2\n      city\n      postCode\n    }\n    contact {\n      id\n      fullName\n    }\n    contractorName\n    tradeName\n    subTradeName\n    methodOfRequest\n    slaCode\n    progressCode\n    requestedBy\n    clientRef\n    issue\n    details\n    accessTimes\n    dateOpened\n    requestDate\n    dueDate\n    dateClosed\n    dateStatus\n    # the server refuses a portal user a field its kind may not read: ask only for what the viewer may\n    ... @skip(if: $isClient) {\n      missingInfo\n      actualCost\n      callOutCost\n    }\n    ... @include(if: $isStaff) {\n      estimatedCost\n      approvedCost\n      supersededCostPrice\n      supersededReason\n      overBudget\n      valuationNumber\n      invoiceNo\n      invoiceDate\n      invoiceAmount\n      smsNumber\n      smsNotifications\n      sendNotifications\n      contractorEmailed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkOrderGrid_WorkOrders(\n    $status: Int\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(status: $status, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {\n      totalCount\n      totalCountExact\n      page\n      pageSize\n      nodes {\n        id\n        refNo\n        workOrderStatusId\n        requestedBy\n        clientName\n        dateOpened\n        siteName\n        siteCode\n        issue\n        details\n        contractorName\n        dueDate\n        workOrderStatus\n        workOrderType\n        tradeName\n        subTradeName\n        clientRef\n        slaCode\n        estimatedCost\n        deadline\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkOrderGrid_WorkOrders(\n    $status: Int\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(status: $status, page: $page, pageSize: $pageSize, search: $search, filters: $filters, sort: $sort) {\n      totalCount\n      totalCountExact\n      page\n      pageSize\n      nodes {\n        id\n        refNo\n        workOrderStatusId\n        requestedBy\n        clientName\n        dateOpened\n        siteName\n        siteCode\n        issue\n        details\n        contractorName\n        dueDate\n        workOrderStatus\n        workOrderType\n        tradeName\n        subTradeName\n        clientRef\n        slaCode\n        estimatedCost\n        deadline\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkOrderQuickView_WorkOrder($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) {\n    workOrder(id: $id) {\n      id\n      refNo\n      workOrderStatusId\n      ...WorkOrderFields_WorkOrder\n    }\n  }\n"): (typeof documents)["\n  query WorkOrderQuickView_WorkOrder($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) {\n    workOrder(id: $id) {\n      id\n      refNo\n      workOrderStatusId\n      ...WorkOrderFields_WorkOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkOrderTabs_Counters {\n    workOrderCounters {\n      requestAwaitingAResponse\n      open\n      awaitingQuote\n      awaitingQuoteApproval\n      awaitingCertificate\n      awaitingCertAudit\n      closed\n      approved\n      query\n      completed\n      submitted\n      cancelled\n      discarded\n    }\n  }\n"): (typeof documents)["\n  query WorkOrderTabs_Counters {\n    workOrderCounters {\n      requestAwaitingAResponse\n      open\n      awaitingQuote\n      awaitingQuoteApproval\n      awaitingCertificate\n      awaitingCertAudit\n      closed\n      approved\n      query\n      completed\n      submitted\n      cancelled\n      discarded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkOrderDetails_WorkOrder($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) {\n    workOrder(id: $id) {\n      id\n      refNo\n      workOrderStatus\n      ...WorkOrderFields_WorkOrder\n    }\n  }\n"): (typeof documents)["\n  query WorkOrderDetails_WorkOrder($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) {\n    workOrder(id: $id) {\n      id\n      refNo\n      workOrderStatus\n      ...WorkOrderFields_WorkOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SaveForm_Error on Error {\n    code\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment SaveForm_Error on Error {\n    code\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;