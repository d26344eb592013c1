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
    "\n  fragment LegacyAsset on Asset {\n    id\n    assetCode\n    make\n    model\n    serialNo\n    description\n    siteId\n    siteName\n    siteCode\n    clientId\n    clientName\n    categoryId\n    categoryName\n    installedDate\n    warrantyPeriod\n    warrantyUnit\n    warrantyEndDate\n    inWarranty\n    active\n    supplierId @include(if: $isStaff)\n  }\n": typeof types.LegacyAssetFragmentDoc,
    "\n  query AssetsList(\n    $isStaff: Boolean!\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $clientId: Int\n    $siteId: Int\n    $active: Boolean\n    $sort: [AssetSortInput!]\n  ) {\n    assets(page: $page, pageSize: $pageSize, search: $search, clientId: $clientId, siteId: $siteId, active: $active, sort: $sort) {\n      totalCount\n      nodes {\n        ...LegacyAsset\n      }\n    }\n  }\n": typeof types.AssetsListDocument,
    "\n  query AssetsDropdown($siteId: Int) {\n    assetOptions(siteId: $siteId) {\n      id\n      assetCode\n    }\n  }\n": typeof types.AssetsDropdownDocument,
    "\n  mutation AssetsSave($isStaff: Boolean!, $input: SaveAssetInput!) {\n    saveAsset(input: $input) {\n      asset {\n        ...LegacyAsset\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.AssetsSaveDocument,
    "\n      query AssetsModel($isStaff: Boolean!, $id: Int!) {\n        asset(id: $id) {\n          ...LegacyAsset\n        }\n      }\n    ": typeof types.AssetsModelDocument,
    "\n      mutation AssetsDelete($id: Int!) {\n        deleteAsset(id: $id) {\n          deletedId\n          error {\n            message\n            code\n          }\n        }\n      }\n    ": typeof types.AssetsDeleteDocument,
    "\n      mutation AssetsImport($clientId: Int!, $file: Upload!) {\n        importAssets(clientId: $clientId, file: $file) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n      }\n    ": typeof types.AssetsImportDocument,
    "\n      query AuditTrailsList($page: Int!, $pageSize: Int!, $search: String, $entityName: String, $entityId: String, $sort: [AuditSortInput!]) {\n        auditTrail(page: $page, pageSize: $pageSize, search: $search, entityName: $entityName, entityId: $entityId, sort: $sort) {\n          totalCount\n          nodes {\n            id\n            entityName\n            entityId\n            action\n            actionTaken\n            actionByName\n            actionDate\n          }\n        }\n      }\n    ": typeof types.AuditTrailsListDocument,
    "\n  fragment AuthoriseSignedIn on SignedIn {\n    accessToken\n    expiresAt\n    rememberToken\n    me {\n      authCode\n      user {\n        id\n        fullName\n        email\n        userTypeId\n        departmentId\n        entityId\n        entityName\n      }\n      permissions {\n        name\n        level\n      }\n    }\n  }\n": typeof types.AuthoriseSignedInFragmentDoc,
    "\n      mutation AuthoriseLogin($input: SignInInput!) {\n        signIn(input: $input) {\n          session {\n            ...AuthoriseSignedIn\n          }\n          error {\n            code\n            message\n          }\n        }\n      }\n    ": typeof types.AuthoriseLoginDocument,
    "\n      mutation AuthoriseCheck($input: SessionCheckInput) {\n        checkSession(input: $input) {\n          requestedUrl\n          valid\n        }\n      }\n    ": typeof types.AuthoriseCheckDocument,
    "\n      mutation AuthoriseLogout {\n        signOut\n      }\n    ": typeof types.AuthoriseLogoutDocument,
    "\n      mutation AuthoriseResetPassword($input: ResetPasswordInput!) {\n        resetPassword(input: $input) {\n          ok\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    ": typeof types.AuthoriseResetPasswordDocument,
    "\n  fragment LegacyBiReport on BiReportNode {\n    id\n    name\n    description\n    embedCode\n    embedUrl\n    userId\n  }\n": typeof types.LegacyBiReportFragmentDoc,
    "\n  mutation BIReportsSave($input: SaveBiReportInput!) {\n    saveBiReport(input: $input) {\n      report {\n        ...LegacyBiReport\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.BiReportsSaveDocument,
    "\n  query BIReportsList($userId: Int) {\n    biReports(userId: $userId) {\n      ...LegacyBiReport\n    }\n  }\n": typeof types.BiReportsListDocument,
    "\n      query BIReportsModel($id: Int!) {\n        biReport(id: $id) {\n          ...LegacyBiReport\n        }\n      }\n    ": typeof types.BiReportsModelDocument,
    "\n      mutation BIReportsDelete($id: Int!) {\n        deleteBiReport(id: $id)\n      }\n    ": typeof types.BiReportsDeleteDocument,
    "\n  fragment LegacyBrand on Brand {\n    id\n    name\n    clientId\n  }\n": typeof types.LegacyBrandFragmentDoc,
    "\n  fragment LegacyClientBrand on ClientBrand {\n    brandColour\n    logoUrl\n    brandName\n  }\n": typeof types.LegacyClientBrandFragmentDoc,
    "\n  mutation BrandsSave($input: SaveBrandInput!) {\n    saveBrand(input: $input) {\n      brand {\n        ...LegacyBrand\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.BrandsSaveDocument,
    "\n      query ClientsBrand($clientId: Int!) {\n        clientBrand(clientId: $clientId) {\n          ...LegacyClientBrand\n        }\n      }\n    ": typeof types.ClientsBrandDocument,
    "\n      mutation ClientsUploadLogo($clientId: Int!, $file: Upload) {\n        uploadClientLogo(clientId: $clientId, file: $file) {\n          clientBrand {\n            ...LegacyClientBrand\n          }\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    ": typeof types.ClientsUploadLogoDocument,
    "\n      mutation ClientsBrandUpdate($clientId: Int!, $brandColour: String!) {\n        updateClientBrand(clientId: $clientId, brandColour: $brandColour) {\n          clientBrand {\n            ...LegacyClientBrand\n          }\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    ": typeof types.ClientsBrandUpdateDocument,
    "\n      query BrandsList($clientId: Int, $search: String) {\n        brands(clientId: $clientId, search: $search) {\n          ...LegacyBrand\n        }\n      }\n    ": typeof types.BrandsListDocument,
    "\n      query BrandsModel($id: Int!) {\n        brand(id: $id) {\n          ...LegacyBrand\n        }\n      }\n    ": typeof types.BrandsModelDocument,
    "\n      mutation BrandsDelete($id: Int!) {\n        deleteBrand(id: $id) {\n          deletedId\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    ": typeof types.BrandsDeleteDocument,
    "\n  fragment LegacyClient on Client {\n    id\n    name\n    customer\n    status\n    startDate\n    renewalDate\n    contractValue\n    active\n  }\n": typeof types.LegacyClientFragmentDoc,
    "\n  mutation ClientsSave($input: SaveClientInput!) {\n    saveClient(input: $input) {\n      client {\n        ...LegacyClient\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.ClientsSaveDocument,
    "\n  fragment LegacySubTradeInClient on SubTradeInClient {\n    id\n    clientId\n    subTradeId\n  }\n": typeof types.LegacySubTradeInClientFragmentDoc,
    "\n      query ClientsList($paged: Boolean!, $page: Int!, $pageSize: Int!, $search: String, $active: Boolean, $sort: [ClientSortInput!]) {\n        clients(page: $page, pageSize: $pageSize, search: $search, active: $active, sort: $sort) @include(if: $paged) {\n          totalCount\n          nodes {\n            ...LegacyClient\n          }\n        }\n        clientList @skip(if: $paged) {\n          id\n          name\n        }\n      }\n    ": typeof types.ClientsListDocument,
    "\n      query ClientsModel($id: Int!) {\n        client(id: $id) {\n          ...LegacyClient\n        }\n      }\n    ": typeof types.ClientsModelDocument,
    "\n      query SubTradeInClientsAll($clientId: Int) {\n        subTradesInClient(clientId: $clientId) {\n          id\n          clientId\n          subTradeId\n        }\n      }\n    ": typeof types.SubTradeInClientsAllDocument,
    "\n      query SubTradeInClientsList($clientId: Int!) {\n        subTradesInClient(clientId: $clientId) {\n          id\n          clientId\n          subTradeId\n          subTrade\n          tradeId\n          trade\n        }\n      }\n    ": typeof types.SubTradeInClientsListDocument,
    "\n      mutation SubTradeInClientsAdd($clientId: Int!, $subTradeId: Int!) {\n        addSubTradeInClient(clientId: $clientId, subTradeId: $subTradeId) {\n          setting {\n            ...LegacySubTradeInClient\n          }\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    ": typeof types.SubTradeInClientsAddDocument,
    "\n      mutation SubTradeInClientsRemove($id: Int!) {\n        removeSubTradeInClient(id: $id)\n      }\n    ": typeof types.SubTradeInClientsRemoveDocument,
    "\n  fragment LegacyContractor on Contractor {\n    id\n    name\n    shortName\n    contact\n    telephone\n    oohTelephone\n    email\n    active\n    normalStart\n    normalFinish\n    oohOneStart\n    oohOneFinish\n    oohTwoStart\n    oohTwoFinish\n    oohThreeStart\n    oohThreeFinish\n  }\n": typeof types.LegacyContractorFragmentDoc,
    "\n  mutation ContractorsSave($input: SaveContractorInput!) {\n    saveContractor(input: $input) {\n      contractor {\n        ...LegacyContractor\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.ContractorsSaveDocument,
    "\n  query ContractorsModel($id: Int!) {\n    contractor(id: $id) {\n      ...LegacyContractor\n    }\n  }\n": typeof types.ContractorsModelDocument,
    "\n      query ContractorsList(\n        $page: Int!\n        $pageSize: Int!\n        $search: String\n        $active: Boolean\n        $sort: [ContractorSortInput!]\n        $filters: [ContractorFilterInput!]\n      ) {\n        contractors(page: $page, pageSize: $pageSize, search: $search, active: $active, sort: $sort, filters: $filters) {\n          totalCount\n          nodes {\n            ...LegacyContractor\n          }\n        }\n      }\n    ": typeof types.ContractorsListDocument,
    "\n      mutation ContractorsDelete($id: Int!) {\n        deleteContractor(id: $id) {\n          deletedId\n          error {\n            message\n            code\n          }\n        }\n      }\n    ": typeof types.ContractorsDeleteDocument,
    "\n  fragment LegacyEngineer on Engineer {\n    id\n    contractorId\n    contractor {\n      name\n    }\n    firstName\n    lastName\n    mobile\n    email\n    skills\n    registrationNumber\n    active\n  }\n": typeof types.LegacyEngineerFragmentDoc,
    "\n  mutation EngineersSave($input: SaveEngineerInput!) {\n    saveEngineer(input: $input) {\n      engineer {\n        ...LegacyEngineer\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.EngineersSaveDocument,
    "\n      query EngineersList(\n        $page: Int!\n        $pageSize: Int!\n        $contractorId: Int\n        $activeOnly: Boolean\n        $search: String\n        $sort: [EngineerSortInput!]\n        $filters: [EngineerFilterInput!]\n      ) {\n        engineers(\n          page: $page\n          pageSize: $pageSize\n          contractorId: $contractorId\n          activeOnly: $activeOnly\n          search: $search\n          sort: $sort\n          filters: $filters\n        ) {\n          totalCount\n          nodes {\n            ...LegacyEngineer\n          }\n        }\n      }\n    ": typeof types.EngineersListDocument,
    "\n      query EngineersModel($id: Int!) {\n        engineer(id: $id) {\n          ...LegacyEngineer\n        }\n      }\n    ": typeof types.EngineersModelDocument,
    "\n      mutation EngineersDelete($id: Int!) {\n        deleteEngineer(id: $id) {\n          deletedId\n          error {\n            message\n          }\n        }\n      }\n    ": typeof types.EngineersDeleteDocument,
    "\n      mutation DataImport($file: Upload, $sites: Boolean!, $contractors: Boolean!, $users: Boolean!) {\n        importSites(file: $file) @include(if: $sites) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n        importContractors(file: $file) @include(if: $contractors) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n        importUsers(file: $file) @include(if: $users) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n      }\n    ": typeof types.DataImportDocument,
    "\n  query LookupSites($clientId: Int) {\n    siteList(clientId: $clientId) {\n      id\n      name\n    }\n  }\n": typeof types.LookupSitesDocument,
    "\n      query LookupActiveClients {\n        clientList(activeOnly: true) {\n          id\n          name\n        }\n      }\n    ": typeof types.LookupActiveClientsDocument,
    "\n      query LookupContractors {\n        contractorList {\n          id\n          name\n        }\n      }\n    ": typeof types.LookupContractorsDocument,
    "\n      query WorkOrdersDropdowns {\n        workOrderTypes {\n          id\n          name\n        }\n        workOrderStatuses {\n          id\n          name\n        }\n        clientList {\n          id\n          name\n        }\n        capitalCodes {\n          id\n          name\n        }\n        financialCodes {\n          id\n          name\n        }\n      }\n    ": typeof types.WorkOrdersDropdownsDocument,
    "\n  fragment LegacySite on Site {\n    id\n    siteCode\n    brandId\n    brand {\n      name\n    }\n    name\n    addressLine1\n    addressLine2\n    city\n    county\n    postCode\n    clientId\n    client {\n      name\n    }\n    siteManager\n    siteEmail\n    mainContactId\n    asbestosWarning\n    comments\n    active\n  }\n": typeof types.LegacySiteFragmentDoc,
    "\n  mutation SitesSave($input: SaveSiteInput!) {\n    saveSite(input: $input) {\n      site {\n        ...LegacySite\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.SitesSaveDocument,
    "\n      query SitesList(\n        $paged: Boolean!\n        $page: Int!\n        $pageSize: Int!\n        $clientId: Int\n        $search: String\n        $sort: [SiteSortInput!]\n        $filters: [SiteFilterInput!]\n      ) {\n        sites(page: $page, pageSize: $pageSize, clientId: $clientId, search: $search, sort: $sort, filters: $filters) @include(if: $paged) {\n          totalCount\n          nodes {\n            ...LegacySite\n          }\n        }\n        siteList(clientId: $clientId) @skip(if: $paged) {\n          id\n          name\n        }\n      }\n    ": typeof types.SitesListDocument,
    "\n      query ClientPortalSites($clientId: Int) {\n        siteList(clientId: $clientId) {\n          id\n          name\n          siteCode\n        }\n      }\n    ": typeof types.ClientPortalSitesDocument,
    "\n      query SitesModel($id: Int!) {\n        site(id: $id) {\n          ...LegacySite\n        }\n      }\n    ": typeof types.SitesModelDocument,
    "\n      mutation SitesDelete($id: Int!) {\n        deleteSite(id: $id) {\n          deletedId\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    ": typeof types.SitesDeleteDocument,
    "\n  query TradesParents($clientId: Int) {\n    trades(clientId: $clientId) {\n      id\n      name\n    }\n  }\n": typeof types.TradesParentsDocument,
    "\n  query TradesChildren($parentId: Int, $clientId: Int) {\n    trades(parentId: $parentId, clientId: $clientId) {\n      id\n      name\n    }\n  }\n": typeof types.TradesChildrenDocument,
    "\n  mutation TradesSave($input: SaveTradeInput!) {\n    saveTrade(input: $input) {\n      trade {\n        id\n        name\n        parentTradeId\n      }\n      error {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.TradesSaveDocument,
    "\n  fragment LegacyQuestion on Question {\n    id\n    content\n    subTradeId\n    sortOrder\n    active\n  }\n": typeof types.LegacyQuestionFragmentDoc,
    "\n  mutation QuestionsSave($input: SaveQuestionInput!) {\n    saveQuestion(input: $input) {\n      question {\n        ...LegacyQuestion\n      }\n      error {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.QuestionsSaveDocument,
    "\n  query QuestionsList($subTradeId: Int, $has: Boolean!, $activeOnly: Boolean!) {\n    questions(subTradeId: $subTradeId, activeOnly: $activeOnly) @include(if: $has) {\n      ...LegacyQuestion\n    }\n  }\n": typeof types.QuestionsListDocument,
    "\n      query TradesAll {\n        tradeList {\n          id\n          name\n          parentTradeId\n        }\n      }\n    ": typeof types.TradesAllDocument,
    "\n      query TradesModel($id: Int!) {\n        trade(id: $id) {\n          id\n          name\n          parentTradeId\n        }\n      }\n    ": typeof types.TradesModelDocument,
    "\n      mutation TradesDelete($id: Int!) {\n        deleteTrade(id: $id) {\n          deletedId\n          deletedQuestions\n          message\n          error {\n            code\n            message\n          }\n        }\n      }\n    ": typeof types.TradesDeleteDocument,
    "\n      query QuestionsModel($id: Int!) {\n        question(id: $id) {\n          ...LegacyQuestion\n        }\n      }\n    ": typeof types.QuestionsModelDocument,
    "\n      mutation QuestionsDelete($id: Int!) {\n        deleteQuestion(id: $id) {\n          deletedId\n          error {\n            code\n            message\n          }\n        }\n      }\n    ": typeof types.QuestionsDeleteDocument,
    "\n      mutation UsersSaveViewState($input: SaveGridStateInput!) {\n        saveGridState(input: $input) {\n          id\n          userId\n          gridData\n        }\n      }\n    ": typeof types.UsersSaveViewStateDocument,
    "\n      query UsersGetViewState($id: Int!) {\n        gridStateById(id: $id) {\n          id\n          userId\n          gridData\n        }\n      }\n    ": typeof types.UsersGetViewStateDocument,
    "\n  fragment LegacyUser on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    mobile\n    phoneNumber\n    position\n    userTypeId\n    userType {\n      name\n    }\n    departmentId\n    department {\n      name\n    }\n    entityName\n    entityId\n    ... @include(if: $isStaff) {\n      active\n      lockoutEnabled\n      lockedOut\n    }\n  }\n": typeof types.LegacyUserFragmentDoc,
    "\n      query UsersList(\n        $isStaff: Boolean!\n        $page: Int!\n        $pageSize: Int!\n        $userTypeIds: [Int!]\n        $entityName: String\n        $entityId: Int\n        $search: String\n        $sort: [UserSortInput!]\n      ) {\n        users(\n          page: $page\n          pageSize: $pageSize\n          userTypeIds: $userTypeIds\n          entityName: $entityName\n          entityId: $entityId\n          search: $search\n          sort: $sort\n        ) {\n          totalCount\n          nodes {\n            ...LegacyUser\n          }\n        }\n      }\n    ": typeof types.UsersListDocument,
    "\n      query UsersDropdown($entityName: String!, $entityId: Int!) {\n        userOptions(entityName: $entityName, entityId: $entityId) {\n          id\n          fullName\n          mobile\n        }\n      }\n    ": typeof types.UsersDropdownDocument,
    "\n      query UsersContactName($id: Int!) {\n        contactName(id: $id) {\n          id\n          fullName\n        }\n      }\n    ": typeof types.UsersContactNameDocument,
    "\n      query UsersModel($id: Int!, $isStaff: Boolean!) {\n        user(id: $id) {\n          ...LegacyUser\n        }\n      }\n    ": typeof types.UsersModelDocument,
    "\n      mutation UsersSave($input: SaveUserInput!, $isStaff: Boolean!) {\n        saveUser(input: $input) {\n          user {\n            ...LegacyUser\n          }\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    ": typeof types.UsersSaveDocument,
    "\n      mutation UsersDelete($id: Int!) {\n        deleteUser(id: $id) {\n          deletedId\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    ": typeof types.UsersDeleteDocument,
    "\n      query UserInSitesList($userId: Int!) {\n        userSites(userId: $userId) {\n          id\n          userId\n          siteId\n          siteName\n        }\n      }\n    ": typeof types.UserInSitesListDocument,
    "\n      mutation UserInSitesAdd($userId: Int!, $siteId: Int!) {\n        linkUserSite(userId: $userId, siteId: $siteId) {\n          id\n          userId\n          siteId\n          siteName\n        }\n      }\n    ": typeof types.UserInSitesAddDocument,
    "\n      mutation UserInSitesRemove($id: Int!) {\n        unlinkUserSite(id: $id)\n      }\n    ": typeof types.UserInSitesRemoveDocument,
    "\n  fragment LegacyWorkOrderRow on WorkOrder {\n    id\n    refNo\n    dateOpened\n    dueDate\n    requestedBy\n    clientRef\n    issue\n    details\n    clientId\n    clientName\n    siteId\n    siteName\n    contractorId\n    contractorName\n    subTradeName\n    workOrderStatusId\n    workOrderStatus\n    workOrderType\n    deadline\n    estimatedCost @include(if: $isStaff)\n  }\n": typeof types.LegacyWorkOrderRowFragmentDoc,
    "\n  fragment LegacyWorkOrderModel on WorkOrder {\n    ...LegacyWorkOrderRow\n    dateClosed\n    requestDate\n    siteCode\n    tradeId\n    tradeName\n    subTradeId\n    workOrderTypeId\n    progressCodeId\n    progressCode\n    slaCode\n    assetId\n    assetCategoryId\n    contactId\n    methodOfRequestId\n    methodOfRequest\n    showCategory\n    accessTimes\n    dateStatus\n    ... @include(if: $isStaff) {\n      approvedCost\n      overBudget\n      invoiceDate\n      invoiceNo\n      invoiceAmount\n      allContractorIds\n      capitalCodeId\n      financialCodeId\n      smsNumber\n      smsNotifications\n      sendNotifications\n      contractorEmailed\n      supersededCostPrice\n      supersededReason\n      valuationNumber\n    }\n    ... @skip(if: $isClient) {\n      actualCost\n      callOutCost\n      queryReasonId\n      missingInfo\n    }\n  }\n": typeof types.LegacyWorkOrderModelFragmentDoc,
    "\n  query WorkOrdersList(\n    $isStaff: Boolean!\n    $page: Int!\n    $pageSize: Int!\n    $status: Int\n    $overdue: Boolean\n    $workOrderTypeId: Int\n    $siteId: Int\n    $excludeId: Int\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(\n      page: $page\n      pageSize: $pageSize\n      status: $status\n      overdue: $overdue\n      workOrderTypeId: $workOrderTypeId\n      siteId: $siteId\n      excludeId: $excludeId\n      search: $search\n      filters: $filters\n      sort: $sort\n    ) {\n      totalCount\n      nodes {\n        ...LegacyWorkOrderRow\n      }\n    }\n  }\n": typeof types.WorkOrdersListDocument,
    "\n      query WorkOrdersCounters {\n        workOrderCounters {\n          requestAwaitingAResponse\n          open\n          awaitingQuote\n          awaitingQuoteApproval\n          awaitingCertificate\n          closed\n          approved\n          query\n          submitted\n          completed\n          cancelled\n          awaitingCertAudit\n          discarded\n        }\n      }\n    ": typeof types.WorkOrdersCountersDocument,
    "\n      query WorkOrdersModel($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) {\n        workOrder(id: $id) {\n          ...LegacyWorkOrderModel\n        }\n      }\n    ": typeof types.WorkOrdersModelDocument,
};
const documents: Documents = {
    "\n  fragment LegacyAsset on Asset {\n    id\n    assetCode\n    make\n    model\n    serialNo\n    description\n    siteId\n    siteName\n    siteCode\n    clientId\n    clientName\n    categoryId\n    categoryName\n    installedDate\n    warrantyPeriod\n    warrantyUnit\n    warrantyEndDate\n    inWarranty\n    active\n    supplierId @include(if: $isStaff)\n  }\n": types.LegacyAssetFragmentDoc,
    "\n  query AssetsList(\n    $isStaff: Boolean!\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $clientId: Int\n    $siteId: Int\n    $active: Boolean\n    $sort: [AssetSortInput!]\n  ) {\n    assets(page: $page, pageSize: $pageSize, search: $search, clientId: $clientId, siteId: $siteId, active: $active, sort: $sort) {\n      totalCount\n      nodes {\n        ...LegacyAsset\n      }\n    }\n  }\n": types.AssetsListDocument,
    "\n  query AssetsDropdown($siteId: Int) {\n    assetOptions(siteId: $siteId) {\n      id\n      assetCode\n    }\n  }\n": types.AssetsDropdownDocument,
    "\n  mutation AssetsSave($isStaff: Boolean!, $input: SaveAssetInput!) {\n    saveAsset(input: $input) {\n      asset {\n        ...LegacyAsset\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.AssetsSaveDocument,
    "\n      query AssetsModel($isStaff: Boolean!, $id: Int!) {\n        asset(id: $id) {\n          ...LegacyAsset\n        }\n      }\n    ": types.AssetsModelDocument,
    "\n      mutation AssetsDelete($id: Int!) {\n        deleteAsset(id: $id) {\n          deletedId\n          error {\n            message\n            code\n          }\n        }\n      }\n    ": types.AssetsDeleteDocument,
    "\n      mutation AssetsImport($clientId: Int!, $file: Upload!) {\n        importAssets(clientId: $clientId, file: $file) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n      }\n    ": types.AssetsImportDocument,
    "\n      query AuditTrailsList($page: Int!, $pageSize: Int!, $search: String, $entityName: String, $entityId: String, $sort: [AuditSortInput!]) {\n        auditTrail(page: $page, pageSize: $pageSize, search: $search, entityName: $entityName, entityId: $entityId, sort: $sort) {\n          totalCount\n          nodes {\n            id\n            entityName\n            entityId\n            action\n            actionTaken\n            actionByName\n            actionDate\n          }\n        }\n      }\n    ": types.AuditTrailsListDocument,
    "\n  fragment AuthoriseSignedIn on SignedIn {\n    accessToken\n    expiresAt\n    rememberToken\n    me {\n      authCode\n      user {\n        id\n        fullName\n        email\n        userTypeId\n        departmentId\n        entityId\n        entityName\n      }\n      permissions {\n        name\n        level\n      }\n    }\n  }\n": types.AuthoriseSignedInFragmentDoc,
    "\n      mutation AuthoriseLogin($input: SignInInput!) {\n        signIn(input: $input) {\n          session {\n            ...AuthoriseSignedIn\n          }\n          error {\n            code\n            message\n          }\n        }\n      }\n    ": types.AuthoriseLoginDocument,
    "\n      mutation AuthoriseCheck($input: SessionCheckInput) {\n        checkSession(input: $input) {\n          requestedUrl\n          valid\n        }\n      }\n    ": types.AuthoriseCheckDocument,
    "\n      mutation AuthoriseLogout {\n        signOut\n      }\n    ": types.AuthoriseLogoutDocument,
    "\n      mutation AuthoriseResetPassword($input: ResetPasswordInput!) {\n        resetPassword(input: $input) {\n          ok\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    ": types.AuthoriseResetPasswordDocument,
    "\n  fragment LegacyBiReport on BiReportNode {\n    id\n    name\n    description\n    embedCode\n    embedUrl\n    userId\n  }\n": types.LegacyBiReportFragmentDoc,
    "\n  mutation BIReportsSave($input: SaveBiReportInput!) {\n    saveBiReport(input: $input) {\n      report {\n        ...LegacyBiReport\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.BiReportsSaveDocument,
    "\n  query BIReportsList($userId: Int) {\n    biReports(userId: $userId) {\n      ...LegacyBiReport\n    }\n  }\n": types.BiReportsListDocument,
    "\n      query BIReportsModel($id: Int!) {\n        biReport(id: $id) {\n          ...LegacyBiReport\n        }\n      }\n    ": types.BiReportsModelDocument,
    "\n      mutation BIReportsDelete($id: Int!) {\n        deleteBiReport(id: $id)\n      }\n    ": types.BiReportsDeleteDocument,
    "\n  fragment LegacyBrand on Brand {\n    id\n    name\n    clientId\n  }\n": types.LegacyBrandFragmentDoc,
    "\n  fragment LegacyClientBrand on ClientBrand {\n    brandColour\n    logoUrl\n    brandName\n  }\n": types.LegacyClientBrandFragmentDoc,
    "\n  mutation BrandsSave($input: SaveBrandInput!) {\n    saveBrand(input: $input) {\n      brand {\n        ...LegacyBrand\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.BrandsSaveDocument,
    "\n      query ClientsBrand($clientId: Int!) {\n        clientBrand(clientId: $clientId) {\n          ...LegacyClientBrand\n        }\n      }\n    ": types.ClientsBrandDocument,
    "\n      mutation ClientsUploadLogo($clientId: Int!, $file: Upload) {\n        uploadClientLogo(clientId: $clientId, file: $file) {\n          clientBrand {\n            ...LegacyClientBrand\n          }\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    ": types.ClientsUploadLogoDocument,
    "\n      mutation ClientsBrandUpdate($clientId: Int!, $brandColour: String!) {\n        updateClientBrand(clientId: $clientId, brandColour: $brandColour) {\n          clientBrand {\n            ...LegacyClientBrand\n          }\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    ": types.ClientsBrandUpdateDocument,
    "\n      query BrandsList($clientId: Int, $search: String) {\n        brands(clientId: $clientId, search: $search) {\n          ...LegacyBrand\n        }\n      }\n    ": types.BrandsListDocument,
    "\n      query BrandsModel($id: Int!) {\n        brand(id: $id) {\n          ...LegacyBrand\n        }\n      }\n    ": types.BrandsModelDocument,
    "\n      mutation BrandsDelete($id: Int!) {\n        deleteBrand(id: $id) {\n          deletedId\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    ": types.BrandsDeleteDocument,
    "\n  fragment LegacyClient on Client {\n    id\n    name\n    customer\n    status\n    startDate\n    renewalDate\n    contractValue\n    active\n  }\n": types.LegacyClientFragmentDoc,
    "\n  mutation ClientsSave($input: SaveClientInput!) {\n    saveClient(input: $input) {\n      client {\n        ...LegacyClient\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.ClientsSaveDocument,
    "\n  fragment LegacySubTradeInClient on SubTradeInClient {\n    id\n    clientId\n    subTradeId\n  }\n": types.LegacySubTradeInClientFragmentDoc,
    "\n      query ClientsList($paged: Boolean!, $page: Int!, $pageSize: Int!, $search: String, $active: Boolean, $sort: [ClientSortInput!]) {\n        clients(page: $page, pageSize: $pageSize, search: $search, active: $active, sort: $sort) @include(if: $paged) {\n          totalCount\n          nodes {\n            ...LegacyClient\n          }\n        }\n        clientList @skip(if: $paged) {\n          id\n          name\n        }\n      }\n    ": types.ClientsListDocument,
    "\n      query ClientsModel($id: Int!) {\n        client(id: $id) {\n          ...LegacyClient\n        }\n      }\n    ": types.ClientsModelDocument,
    "\n      query SubTradeInClientsAll($clientId: Int) {\n        subTradesInClient(clientId: $clientId) {\n          id\n          clientId\n          subTradeId\n        }\n      }\n    ": types.SubTradeInClientsAllDocument,
    "\n      query SubTradeInClientsList($clientId: Int!) {\n        subTradesInClient(clientId: $clientId) {\n          id\n          clientId\n          subTradeId\n          subTrade\n          tradeId\n          trade\n        }\n      }\n    ": types.SubTradeInClientsListDocument,
    "\n      mutation SubTradeInClientsAdd($clientId: Int!, $subTradeId: Int!) {\n        addSubTradeInClient(clientId: $clientId, subTradeId: $subTradeId) {\n          setting {\n            ...LegacySubTradeInClient\n          }\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    ": types.SubTradeInClientsAddDocument,
    "\n      mutation SubTradeInClientsRemove($id: Int!) {\n        removeSubTradeInClient(id: $id)\n      }\n    ": types.SubTradeInClientsRemoveDocument,
    "\n  fragment LegacyContractor on Contractor {\n    id\n    name\n    shortName\n    contact\n    telephone\n    oohTelephone\n    email\n    active\n    normalStart\n    normalFinish\n    oohOneStart\n    oohOneFinish\n    oohTwoStart\n    oohTwoFinish\n    oohThreeStart\n    oohThreeFinish\n  }\n": types.LegacyContractorFragmentDoc,
    "\n  mutation ContractorsSave($input: SaveContractorInput!) {\n    saveContractor(input: $input) {\n      contractor {\n        ...LegacyContractor\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.ContractorsSaveDocument,
    "\n  query ContractorsModel($id: Int!) {\n    contractor(id: $id) {\n      ...LegacyContractor\n    }\n  }\n": types.ContractorsModelDocument,
    "\n      query ContractorsList(\n        $page: Int!\n        $pageSize: Int!\n        $search: String\n        $active: Boolean\n        $sort: [ContractorSortInput!]\n        $filters: [ContractorFilterInput!]\n      ) {\n        contractors(page: $page, pageSize: $pageSize, search: $search, active: $active, sort: $sort, filters: $filters) {\n          totalCount\n          nodes {\n            ...LegacyContractor\n          }\n        }\n      }\n    ": types.ContractorsListDocument,
    "\n      mutation ContractorsDelete($id: Int!) {\n        deleteContractor(id: $id) {\n          deletedId\n          error {\n            message\n            code\n          }\n        }\n      }\n    ": types.ContractorsDeleteDocument,
    "\n  fragment LegacyEngineer on Engineer {\n    id\n    contractorId\n    contractor {\n      name\n    }\n    firstName\n    lastName\n    mobile\n    email\n    skills\n    registrationNumber\n    active\n  }\n": types.LegacyEngineerFragmentDoc,
    "\n  mutation EngineersSave($input: SaveEngineerInput!) {\n    saveEngineer(input: $input) {\n      engineer {\n        ...LegacyEngineer\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.EngineersSaveDocument,
    "\n      query EngineersList(\n        $page: Int!\n        $pageSize: Int!\n        $contractorId: Int\n        $activeOnly: Boolean\n        $search: String\n        $sort: [EngineerSortInput!]\n        $filters: [EngineerFilterInput!]\n      ) {\n        engineers(\n          page: $page\n          pageSize: $pageSize\n          contractorId: $contractorId\n          activeOnly: $activeOnly\n          search: $search\n          sort: $sort\n          filters: $filters\n        ) {\n          totalCount\n          nodes {\n            ...LegacyEngineer\n          }\n        }\n      }\n    ": types.EngineersListDocument,
    "\n      query EngineersModel($id: Int!) {\n        engineer(id: $id) {\n          ...LegacyEngineer\n        }\n      }\n    ": types.EngineersModelDocument,
    "\n      mutation EngineersDelete($id: Int!) {\n        deleteEngineer(id: $id) {\n          deletedId\n          error {\n            message\n          }\n        }\n      }\n    ": types.EngineersDeleteDocument,
    "\n      mutation DataImport($file: Upload, $sites: Boolean!, $contractors: Boolean!, $users: Boolean!) {\n        importSites(file: $file) @include(if: $sites) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n        importContractors(file: $file) @include(if: $contractors) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n        importUsers(file: $file) @include(if: $users) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n      }\n    ": types.DataImportDocument,
    "\n  query LookupSites($clientId: Int) {\n    siteList(clientId: $clientId) {\n      id\n      name\n    }\n  }\n": types.LookupSitesDocument,
    "\n      query LookupActiveClients {\n        clientList(activeOnly: true) {\n          id\n          name\n        }\n      }\n    ": types.LookupActiveClientsDocument,
    "\n      query LookupContractors {\n        contractorList {\n          id\n          name\n        }\n      }\n    ": types.LookupContractorsDocument,
    "\n      query WorkOrdersDropdowns {\n        workOrderTypes {\n          id\n          name\n        }\n        workOrderStatuses {\n          id\n          name\n        }\n        clientList {\n          id\n          name\n        }\n        capitalCodes {\n          id\n          name\n        }\n        financialCodes {\n          id\n          name\n        }\n      }\n    ": types.WorkOrdersDropdownsDocument,
    "\n  fragment LegacySite on Site {\n    id\n    siteCode\n    brandId\n    brand {\n      name\n    }\n    name\n    addressLine1\n    addressLine2\n    city\n    county\n    postCode\n    clientId\n    client {\n      name\n    }\n    siteManager\n    siteEmail\n    mainContactId\n    asbestosWarning\n    comments\n    active\n  }\n": types.LegacySiteFragmentDoc,
    "\n  mutation SitesSave($input: SaveSiteInput!) {\n    saveSite(input: $input) {\n      site {\n        ...LegacySite\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.SitesSaveDocument,
    "\n      query SitesList(\n        $paged: Boolean!\n        $page: Int!\n        $pageSize: Int!\n        $clientId: Int\n        $search: String\n        $sort: [SiteSortInput!]\n        $filters: [SiteFilterInput!]\n      ) {\n        sites(page: $page, pageSize: $pageSize, clientId: $clientId, search: $search, sort: $sort, filters: $filters) @include(if: $paged) {\n          totalCount\n          nodes {\n            ...LegacySite\n          }\n        }\n        siteList(clientId: $clientId) @skip(if: $paged) {\n          id\n          name\n        }\n      }\n    ": types.SitesListDocument,
    "\n      query ClientPortalSites($clientId: Int) {\n        siteList(clientId: $clientId) {\n          id\n          name\n          siteCode\n        }\n      }\n    ": types.ClientPortalSitesDocument,
    "\n      query SitesModel($id: Int!) {\n        site(id: $id) {\n          ...LegacySite\n        }\n      }\n    ": types.SitesModelDocument,
    "\n      mutation SitesDelete($id: Int!) {\n        deleteSite(id: $id) {\n          deletedId\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    ": types.SitesDeleteDocument,
    "\n  query TradesParents($clientId: Int) {\n    trades(clientId: $clientId) {\n      id\n      name\n    }\n  }\n": types.TradesParentsDocument,
    "\n  query TradesChildren($parentId: Int, $clientId: Int) {\n    trades(parentId: $parentId, clientId: $clientId) {\n      id\n      name\n    }\n  }\n": types.TradesChildrenDocument,
    "\n  mutation TradesSave($input: SaveTradeInput!) {\n    saveTrade(input: $input) {\n      trade {\n        id\n        name\n        parentTradeId\n      }\n      error {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.TradesSaveDocument,
    "\n  fragment LegacyQuestion on Question {\n    id\n    content\n    subTradeId\n    sortOrder\n    active\n  }\n": types.LegacyQuestionFragmentDoc,
    "\n  mutation QuestionsSave($input: SaveQuestionInput!) {\n    saveQuestion(input: $input) {\n      question {\n        ...LegacyQuestion\n      }\n      error {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.QuestionsSaveDocument,
    "\n  query QuestionsList($subTradeId: Int, $has: Boolean!, $activeOnly: Boolean!) {\n    questions(subTradeId: $subTradeId, activeOnly: $activeOnly) @include(if: $has) {\n      ...LegacyQuestion\n    }\n  }\n": types.QuestionsListDocument,
    "\n      query TradesAll {\n        tradeList {\n          id\n          name\n          parentTradeId\n        }\n      }\n    ": types.TradesAllDocument,
    "\n      query TradesModel($id: Int!) {\n        trade(id: $id) {\n          id\n          name\n          parentTradeId\n        }\n      }\n    ": types.TradesModelDocument,
    "\n      mutation TradesDelete($id: Int!) {\n        deleteTrade(id: $id) {\n          deletedId\n          deletedQuestions\n          message\n          error {\n            code\n            message\n          }\n        }\n      }\n    ": types.TradesDeleteDocument,
    "\n      query QuestionsModel($id: Int!) {\n        question(id: $id) {\n          ...LegacyQuestion\n        }\n      }\n    ": types.QuestionsModelDocument,
    "\n      mutation QuestionsDelete($id: Int!) {\n        deleteQuestion(id: $id) {\n          deletedId\n          error {\n            code\n            message\n          }\n        }\n      }\n    ": types.QuestionsDeleteDocument,
    "\n      mutation UsersSaveViewState($input: SaveGridStateInput!) {\n        saveGridState(input: $input) {\n          id\n          userId\n          gridData\n        }\n      }\n    ": types.UsersSaveViewStateDocument,
    "\n      query UsersGetViewState($id: Int!) {\n        gridStateById(id: $id) {\n          id\n          userId\n          gridData\n        }\n      }\n    ": types.UsersGetViewStateDocument,
    "\n  fragment LegacyUser on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    mobile\n    phoneNumber\n    position\n    userTypeId\n    userType {\n      name\n    }\n    departmentId\n    department {\n      name\n    }\n    entityName\n    entityId\n    ... @include(if: $isStaff) {\n      active\n      lockoutEnabled\n      lockedOut\n    }\n  }\n": types.LegacyUserFragmentDoc,
    "\n      query UsersList(\n        $isStaff: Boolean!\n        $page: Int!\n        $pageSize: Int!\n        $userTypeIds: [Int!]\n        $entityName: String\n        $entityId: Int\n        $search: String\n        $sort: [UserSortInput!]\n      ) {\n        users(\n          page: $page\n          pageSize: $pageSize\n          userTypeIds: $userTypeIds\n          entityName: $entityName\n          entityId: $entityId\n          search: $search\n          sort: $sort\n        ) {\n          totalCount\n          nodes {\n            ...LegacyUser\n          }\n        }\n      }\n    ": types.UsersListDocument,
    "\n      query UsersDropdown($entityName: String!, $entityId: Int!) {\n        userOptions(entityName: $entityName, entityId: $entityId) {\n          id\n          fullName\n          mobile\n        }\n      }\n    ": types.UsersDropdownDocument,
    "\n      query UsersContactName($id: Int!) {\n        contactName(id: $id) {\n          id\n          fullName\n        }\n      }\n    ": types.UsersContactNameDocument,
    "\n      query UsersModel($id: Int!, $isStaff: Boolean!) {\n        user(id: $id) {\n          ...LegacyUser\n        }\n      }\n    ": types.UsersModelDocument,
    "\n      mutation UsersSave($input: SaveUserInput!, $isStaff: Boolean!) {\n        saveUser(input: $input) {\n          user {\n            ...LegacyUser\n          }\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    ": types.UsersSaveDocument,
    "\n      mutation UsersDelete($id: Int!) {\n        deleteUser(id: $id) {\n          deletedId\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    ": types.UsersDeleteDocument,
    "\n      query UserInSitesList($userId: Int!) {\n        userSites(userId: $userId) {\n          id\n          userId\n          siteId\n          siteName\n        }\n      }\n    ": types.UserInSitesListDocument,
    "\n      mutation UserInSitesAdd($userId: Int!, $siteId: Int!) {\n        linkUserSite(userId: $userId, siteId: $siteId) {\n          id\n          userId\n          siteId\n          siteName\n        }\n      }\n    ": types.UserInSitesAddDocument,
    "\n      mutation UserInSitesRemove($id: Int!) {\n        unlinkUserSite(id: $id)\n      }\n    ": types.UserInSitesRemoveDocument,
    "\n  fragment LegacyWorkOrderRow on WorkOrder {\n    id\n    refNo\n    dateOpened\n    dueDate\n    requestedBy\n    clientRef\n    issue\n    details\n    clientId\n    clientName\n    siteId\n    siteName\n    contractorId\n    contractorName\n    subTradeName\n    workOrderStatusId\n    workOrderStatus\n    workOrderType\n    deadline\n    estimatedCost @include(if: $isStaff)\n  }\n": types.LegacyWorkOrderRowFragmentDoc,
    "\n  fragment LegacyWorkOrderModel on WorkOrder {\n    ...LegacyWorkOrderRow\n    dateClosed\n    requestDate\n    siteCode\n    tradeId\n    tradeName\n    subTradeId\n    workOrderTypeId\n    progressCodeId\n    progressCode\n    slaCode\n    assetId\n    assetCategoryId\n    contactId\n    methodOfRequestId\n    methodOfRequest\n    showCategory\n    accessTimes\n    dateStatus\n    ... @include(if: $isStaff) {\n      approvedCost\n      overBudget\n      invoiceDate\n      invoiceNo\n      invoiceAmount\n      allContractorIds\n      capitalCodeId\n      financialCodeId\n      smsNumber\n      smsNotifications\n      sendNotifications\n      contractorEmailed\n      supersededCostPrice\n      supersededReason\n      valuationNumber\n    }\n    ... @skip(if: $isClient) {\n      actualCost\n      callOutCost\n      queryReasonId\n      missingInfo\n    }\n  }\n": types.LegacyWorkOrderModelFragmentDoc,
    "\n  query WorkOrdersList(\n    $isStaff: Boolean!\n    $page: Int!\n    $pageSize: Int!\n    $status: Int\n    $overdue: Boolean\n    $workOrderTypeId: Int\n    $siteId: Int\n    $excludeId: Int\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(\n      page: $page\n      pageSize: $pageSize\n      status: $status\n      overdue: $overdue\n      workOrderTypeId: $workOrderTypeId\n      siteId: $siteId\n      excludeId: $excludeId\n      search: $search\n      filters: $filters\n      sort: $sort\n    ) {\n      totalCount\n      nodes {\n        ...LegacyWorkOrderRow\n      }\n    }\n  }\n": types.WorkOrdersListDocument,
    "\n      query WorkOrdersCounters {\n        workOrderCounters {\n          requestAwaitingAResponse\n          open\n          awaitingQuote\n          awaitingQuoteApproval\n          awaitingCertificate\n          closed\n          approved\n          query\n          submitted\n          completed\n          cancelled\n          awaitingCertAudit\n          discarded\n        }\n      }\n    ": types.WorkOrdersCountersDocument,
    "\n      query WorkOrdersModel($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) {\n        workOrder(id: $id) {\n          ...LegacyWorkOrderModel\n        }\n      }\n    ": types.WorkOrdersModelDocument,
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
export function graphql(source: "\n  fragment LegacyAsset on Asset {\n    id\n    assetCode\n    make\n    model\n    serialNo\n    description\n    siteId\n    siteName\n    siteCode\n    clientId\n    clientName\n    categoryId\n    categoryName\n    installedDate\n    warrantyPeriod\n    warrantyUnit\n    warrantyEndDate\n    inWarranty\n    active\n    supplierId @include(if: $isStaff)\n  }\n"): (typeof documents)["\n  fragment LegacyAsset on Asset {\n    id\n    assetCode\n    make\n    model\n    serialNo\n    description\n    siteId\n    siteName\n    siteCode\n    clientId\n    clientName\n    categoryId\n    categoryName\n    installedDate\n    warrantyPeriod\n    warrantyUnit\n    warrantyEndDate\n    inWarranty\n    active\n    supplierId @include(if: $isStaff)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssetsList(\n    $isStaff: Boolean!\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $clientId: Int\n    $siteId: Int\n    $active: Boolean\n    $sort: [AssetSortInput!]\n  ) {\n    assets(page: $page, pageSize: $pageSize, search: $search, clientId: $clientId, siteId: $siteId, active: $active, sort: $sort) {\n      totalCount\n      nodes {\n        ...LegacyAsset\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssetsList(\n    $isStaff: Boolean!\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $clientId: Int\n    $siteId: Int\n    $active: Boolean\n    $sort: [AssetSortInput!]\n  ) {\n    assets(page: $page, pageSize: $pageSize, search: $search, clientId: $clientId, siteId: $siteId, active: $active, sort: $sort) {\n      totalCount\n      nodes {\n        ...LegacyAsset\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssetsDropdown($siteId: Int) {\n    assetOptions(siteId: $siteId) {\n      id\n      assetCode\n    }\n  }\n"): (typeof documents)["\n  query AssetsDropdown($siteId: Int) {\n    assetOptions(siteId: $siteId) {\n      id\n      assetCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssetsSave($isStaff: Boolean!, $input: SaveAssetInput!) {\n    saveAsset(input: $input) {\n      asset {\n        ...LegacyAsset\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssetsSave($isStaff: Boolean!, $input: SaveAssetInput!) {\n    saveAsset(input: $input) {\n      asset {\n        ...LegacyAsset\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AssetsModel($isStaff: Boolean!, $id: Int!) {\n        asset(id: $id) {\n          ...LegacyAsset\n        }\n      }\n    "): (typeof documents)["\n      query AssetsModel($isStaff: Boolean!, $id: Int!) {\n        asset(id: $id) {\n          ...LegacyAsset\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AssetsDelete($id: Int!) {\n        deleteAsset(id: $id) {\n          deletedId\n          error {\n            message\n            code\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation AssetsDelete($id: Int!) {\n        deleteAsset(id: $id) {\n          deletedId\n          error {\n            message\n            code\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AssetsImport($clientId: Int!, $file: Upload!) {\n        importAssets(clientId: $clientId, file: $file) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation AssetsImport($clientId: Int!, $file: Upload!) {\n        importAssets(clientId: $clientId, file: $file) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AuditTrailsList($page: Int!, $pageSize: Int!, $search: String, $entityName: String, $entityId: String, $sort: [AuditSortInput!]) {\n        auditTrail(page: $page, pageSize: $pageSize, search: $search, entityName: $entityName, entityId: $entityId, sort: $sort) {\n          totalCount\n          nodes {\n            id\n            entityName\n            entityId\n            action\n            actionTaken\n            actionByName\n            actionDate\n          }\n        }\n      }\n    "): (typeof documents)["\n      query AuditTrailsList($page: Int!, $pageSize: Int!, $search: String, $entityName: String, $entityId: String, $sort: [AuditSortInput!]) {\n        auditTrail(page: $page, pageSize: $pageSize, search: $search, entityName: $entityName, entityId: $entityId, sort: $sort) {\n          totalCount\n          nodes {\n            id\n            entityName\n            entityId\n            action\n            actionTaken\n            actionByName\n            actionDate\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthoriseSignedIn on SignedIn {\n    accessToken\n    expiresAt\n    rememberToken\n    me {\n      authCode\n      user {\n        id\n        fullName\n        email\n        userTypeId\n        departmentId\n        entityId\n        entityName\n      }\n      permissions {\n        name\n        level\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AuthoriseSignedIn on SignedIn {\n    accessToken\n    expiresAt\n    rememberToken\n    me {\n      authCode\n      user {\n        id\n        fullName\n        email\n        userTypeId\n        departmentId\n        entityId\n        entityName\n      }\n      permissions {\n        name\n        level\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AuthoriseLogin($input: SignInInput!) {\n        signIn(input: $input) {\n          session {\n            ...AuthoriseSignedIn\n          }\n          error {\n            code\n            message\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation AuthoriseLogin($input: SignInInput!) {\n        signIn(input: $input) {\n          session {\n            ...AuthoriseSignedIn\n          }\n          error {\n            code\n            message\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AuthoriseCheck($input: SessionCheckInput) {\n        checkSession(input: $input) {\n          requestedUrl\n          valid\n        }\n      }\n    "): (typeof documents)["\n      mutation AuthoriseCheck($input: SessionCheckInput) {\n        checkSession(input: $input) {\n          requestedUrl\n          valid\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AuthoriseLogout {\n        signOut\n      }\n    "): (typeof documents)["\n      mutation AuthoriseLogout {\n        signOut\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AuthoriseResetPassword($input: ResetPasswordInput!) {\n        resetPassword(input: $input) {\n          ok\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation AuthoriseResetPassword($input: ResetPasswordInput!) {\n        resetPassword(input: $input) {\n          ok\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyBiReport on BiReportNode {\n    id\n    name\n    description\n    embedCode\n    embedUrl\n    userId\n  }\n"): (typeof documents)["\n  fragment LegacyBiReport on BiReportNode {\n    id\n    name\n    description\n    embedCode\n    embedUrl\n    userId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BIReportsSave($input: SaveBiReportInput!) {\n    saveBiReport(input: $input) {\n      report {\n        ...LegacyBiReport\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BIReportsSave($input: SaveBiReportInput!) {\n    saveBiReport(input: $input) {\n      report {\n        ...LegacyBiReport\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BIReportsList($userId: Int) {\n    biReports(userId: $userId) {\n      ...LegacyBiReport\n    }\n  }\n"): (typeof documents)["\n  query BIReportsList($userId: Int) {\n    biReports(userId: $userId) {\n      ...LegacyBiReport\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query BIReportsModel($id: Int!) {\n        biReport(id: $id) {\n          ...LegacyBiReport\n        }\n      }\n    "): (typeof documents)["\n      query BIReportsModel($id: Int!) {\n        biReport(id: $id) {\n          ...LegacyBiReport\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation BIReportsDelete($id: Int!) {\n        deleteBiReport(id: $id)\n      }\n    "): (typeof documents)["\n      mutation BIReportsDelete($id: Int!) {\n        deleteBiReport(id: $id)\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyBrand on Brand {\n    id\n    name\n    clientId\n  }\n"): (typeof documents)["\n  fragment LegacyBrand on Brand {\n    id\n    name\n    clientId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyClientBrand on ClientBrand {\n    brandColour\n    logoUrl\n    brandName\n  }\n"): (typeof documents)["\n  fragment LegacyClientBrand on ClientBrand {\n    brandColour\n    logoUrl\n    brandName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BrandsSave($input: SaveBrandInput!) {\n    saveBrand(input: $input) {\n      brand {\n        ...LegacyBrand\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BrandsSave($input: SaveBrandInput!) {\n    saveBrand(input: $input) {\n      brand {\n        ...LegacyBrand\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ClientsBrand($clientId: Int!) {\n        clientBrand(clientId: $clientId) {\n          ...LegacyClientBrand\n        }\n      }\n    "): (typeof documents)["\n      query ClientsBrand($clientId: Int!) {\n        clientBrand(clientId: $clientId) {\n          ...LegacyClientBrand\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ClientsUploadLogo($clientId: Int!, $file: Upload) {\n        uploadClientLogo(clientId: $clientId, file: $file) {\n          clientBrand {\n            ...LegacyClientBrand\n          }\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation ClientsUploadLogo($clientId: Int!, $file: Upload) {\n        uploadClientLogo(clientId: $clientId, file: $file) {\n          clientBrand {\n            ...LegacyClientBrand\n          }\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ClientsBrandUpdate($clientId: Int!, $brandColour: String!) {\n        updateClientBrand(clientId: $clientId, brandColour: $brandColour) {\n          clientBrand {\n            ...LegacyClientBrand\n          }\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation ClientsBrandUpdate($clientId: Int!, $brandColour: String!) {\n        updateClientBrand(clientId: $clientId, brandColour: $brandColour) {\n          clientBrand {\n            ...LegacyClientBrand\n          }\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query BrandsList($clientId: Int, $search: String) {\n        brands(clientId: $clientId, search: $search) {\n          ...LegacyBrand\n        }\n      }\n    "): (typeof documents)["\n      query BrandsList($clientId: Int, $search: String) {\n        brands(clientId: $clientId, search: $search) {\n          ...LegacyBrand\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query BrandsModel($id: Int!) {\n        brand(id: $id) {\n          ...LegacyBrand\n        }\n      }\n    "): (typeof documents)["\n      query BrandsModel($id: Int!) {\n        brand(id: $id) {\n          ...LegacyBrand\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation BrandsDelete($id: Int!) {\n        deleteBrand(id: $id) {\n          deletedId\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation BrandsDelete($id: Int!) {\n        deleteBrand(id: $id) {\n          deletedId\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyClient on Client {\n    id\n    name\n    customer\n    status\n    startDate\n    renewalDate\n    contractValue\n    active\n  }\n"): (typeof documents)["\n  fragment LegacyClient on Client {\n    id\n    name\n    customer\n    status\n    startDate\n    renewalDate\n    contractValue\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientsSave($input: SaveClientInput!) {\n    saveClient(input: $input) {\n      client {\n        ...LegacyClient\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientsSave($input: SaveClientInput!) {\n    saveClient(input: $input) {\n      client {\n        ...LegacyClient\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacySubTradeInClient on SubTradeInClient {\n    id\n    clientId\n    subTradeId\n  }\n"): (typeof documents)["\n  fragment LegacySubTradeInClient on SubTradeInClient {\n    id\n    clientId\n    subTradeId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ClientsList($paged: Boolean!, $page: Int!, $pageSize: Int!, $search: String, $active: Boolean, $sort: [ClientSortInput!]) {\n        clients(page: $page, pageSize: $pageSize, search: $search, active: $active, sort: $sort) @include(if: $paged) {\n          totalCount\n          nodes {\n            ...LegacyClient\n          }\n        }\n        clientList @skip(if: $paged) {\n          id\n          name\n        }\n      }\n    "): (typeof documents)["\n      query ClientsList($paged: Boolean!, $page: Int!, $pageSize: Int!, $search: String, $active: Boolean, $sort: [ClientSortInput!]) {\n        clients(page: $page, pageSize: $pageSize, search: $search, active: $active, sort: $sort) @include(if: $paged) {\n          totalCount\n          nodes {\n            ...LegacyClient\n          }\n        }\n        clientList @skip(if: $paged) {\n          id\n          name\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ClientsModel($id: Int!) {\n        client(id: $id) {\n          ...LegacyClient\n        }\n      }\n    "): (typeof documents)["\n      query ClientsModel($id: Int!) {\n        client(id: $id) {\n          ...LegacyClient\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query SubTradeInClientsAll($clientId: Int) {\n        subTradesInClient(clientId: $clientId) {\n          id\n          clientId\n          subTradeId\n        }\n      }\n    "): (typeof documents)["\n      query SubTradeInClientsAll($clientId: Int) {\n        subTradesInClient(clientId: $clientId) {\n          id\n          clientId\n          subTradeId\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query SubTradeInClientsList($clientId: Int!) {\n        subTradesInClient(clientId: $clientId) {\n          id\n          clientId\n          subTradeId\n          subTrade\n          tradeId\n          trade\n        }\n      }\n    "): (typeof documents)["\n      query SubTradeInClientsList($clientId: Int!) {\n        subTradesInClient(clientId: $clientId) {\n          id\n          clientId\n          subTradeId\n          subTrade\n          tradeId\n          trade\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SubTradeInClientsAdd($clientId: Int!, $subTradeId: Int!) {\n        addSubTradeInClient(clientId: $clientId, subTradeId: $subTradeId) {\n          setting {\n            ...LegacySubTradeInClient\n          }\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation SubTradeInClientsAdd($clientId: Int!, $subTradeId: Int!) {\n        addSubTradeInClient(clientId: $clientId, subTradeId: $subTradeId) {\n          setting {\n            ...LegacySubTradeInClient\n          }\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SubTradeInClientsRemove($id: Int!) {\n        removeSubTradeInClient(id: $id)\n      }\n    "): (typeof documents)["\n      mutation SubTradeInClientsRemove($id: Int!) {\n        removeSubTradeInClient(id: $id)\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyContractor on Contractor {\n    id\n    name\n    shortName\n    contact\n    telephone\n    oohTelephone\n    email\n    active\n    normalStart\n    normalFinish\n    oohOneStart\n    oohOneFinish\n    oohTwoStart\n    oohTwoFinish\n    oohThreeStart\n    oohThreeFinish\n  }\n"): (typeof documents)["\n  fragment LegacyContractor on Contractor {\n    id\n    name\n    shortName\n    contact\n    telephone\n    oohTelephone\n    email\n    active\n    normalStart\n    normalFinish\n    oohOneStart\n    oohOneFinish\n    oohTwoStart\n    oohTwoFinish\n    oohThreeStart\n    oohThreeFinish\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContractorsSave($input: SaveContractorInput!) {\n    saveContractor(input: $input) {\n      contractor {\n        ...LegacyContractor\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ContractorsSave($input: SaveContractorInput!) {\n    saveContractor(input: $input) {\n      contractor {\n        ...LegacyContractor\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractorsModel($id: Int!) {\n    contractor(id: $id) {\n      ...LegacyContractor\n    }\n  }\n"): (typeof documents)["\n  query ContractorsModel($id: Int!) {\n    contractor(id: $id) {\n      ...LegacyContractor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ContractorsList(\n        $page: Int!\n        $pageSize: Int!\n        $search: String\n        $active: Boolean\n        $sort: [ContractorSortInput!]\n        $filters: [ContractorFilterInput!]\n      ) {\n        contractors(page: $page, pageSize: $pageSize, search: $search, active: $active, sort: $sort, filters: $filters) {\n          totalCount\n          nodes {\n            ...LegacyContractor\n          }\n        }\n      }\n    "): (typeof documents)["\n      query ContractorsList(\n        $page: Int!\n        $pageSize: Int!\n        $search: String\n        $active: Boolean\n        $sort: [ContractorSortInput!]\n        $filters: [ContractorFilterInput!]\n      ) {\n        contractors(page: $page, pageSize: $pageSize, search: $search, active: $active, sort: $sort, filters: $filters) {\n          totalCount\n          nodes {\n            ...LegacyContractor\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ContractorsDelete($id: Int!) {\n        deleteContractor(id: $id) {\n          deletedId\n          error {\n            message\n            code\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation ContractorsDelete($id: Int!) {\n        deleteContractor(id: $id) {\n          deletedId\n          error {\n            message\n            code\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyEngineer on Engineer {\n    id\n    contractorId\n    contractor {\n      name\n    }\n    firstName\n    lastName\n    mobile\n    email\n    skills\n    registrationNumber\n    active\n  }\n"): (typeof documents)["\n  fragment LegacyEngineer on Engineer {\n    id\n    contractorId\n    contractor {\n      name\n    }\n    firstName\n    lastName\n    mobile\n    email\n    skills\n    registrationNumber\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EngineersSave($input: SaveEngineerInput!) {\n    saveEngineer(input: $input) {\n      engineer {\n        ...LegacyEngineer\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EngineersSave($input: SaveEngineerInput!) {\n    saveEngineer(input: $input) {\n      engineer {\n        ...LegacyEngineer\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query EngineersList(\n        $page: Int!\n        $pageSize: Int!\n        $contractorId: Int\n        $activeOnly: Boolean\n        $search: String\n        $sort: [EngineerSortInput!]\n        $filters: [EngineerFilterInput!]\n      ) {\n        engineers(\n          page: $page\n          pageSize: $pageSize\n          contractorId: $contractorId\n          activeOnly: $activeOnly\n          search: $search\n          sort: $sort\n          filters: $filters\n        ) {\n          totalCount\n          nodes {\n            ...LegacyEngineer\n          }\n        }\n      }\n    "): (typeof documents)["\n      query EngineersList(\n        $page: Int!\n        $pageSize: Int!\n        $contractorId: Int\n        $activeOnly: Boolean\n        $search: String\n        $sort: [EngineerSortInput!]\n        $filters: [EngineerFilterInput!]\n      ) {\n        engineers(\n          page: $page\n          pageSize: $pageSize\n          contractorId: $contractorId\n          activeOnly: $activeOnly\n          search: $search\n          sort: $sort\n          filters: $filters\n        ) {\n          totalCount\n          nodes {\n            ...LegacyEngineer\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query EngineersModel($id: Int!) {\n        engineer(id: $id) {\n          ...LegacyEngineer\n        }\n      }\n    "): (typeof documents)["\n      query EngineersModel($id: Int!) {\n        engineer(id: $id) {\n          ...LegacyEngineer\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation EngineersDelete($id: Int!) {\n        deleteEngineer(id: $id) {\n          deletedId\n          error {\n            message\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation EngineersDelete($id: Int!) {\n        deleteEngineer(id: $id) {\n          deletedId\n          error {\n            message\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation DataImport($file: Upload, $sites: Boolean!, $contractors: Boolean!, $users: Boolean!) {\n        importSites(file: $file) @include(if: $sites) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n        importContractors(file: $file) @include(if: $contractors) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n        importUsers(file: $file) @include(if: $users) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation DataImport($file: Upload, $sites: Boolean!, $contractors: Boolean!, $users: Boolean!) {\n        importSites(file: $file) @include(if: $sites) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n        importContractors(file: $file) @include(if: $contractors) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n        importUsers(file: $file) @include(if: $users) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LookupSites($clientId: Int) {\n    siteList(clientId: $clientId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query LookupSites($clientId: Int) {\n    siteList(clientId: $clientId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LookupActiveClients {\n        clientList(activeOnly: true) {\n          id\n          name\n        }\n      }\n    "): (typeof documents)["\n      query LookupActiveClients {\n        clientList(activeOnly: true) {\n          id\n          name\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LookupContractors {\n        contractorList {\n          id\n          name\n        }\n      }\n    "): (typeof documents)["\n      query LookupContractors {\n        contractorList {\n          id\n          name\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query WorkOrdersDropdowns {\n        workOrderTypes {\n          id\n          name\n        }\n        workOrderStatuses {\n          id\n          name\n        }\n        clientList {\n          id\n          name\n        }\n        capitalCodes {\n          id\n          name\n        }\n        financialCodes {\n          id\n          name\n        }\n      }\n    "): (typeof documents)["\n      query WorkOrdersDropdowns {\n        workOrderTypes {\n          id\n          name\n        }\n        workOrderStatuses {\n          id\n          name\n        }\n        clientList {\n          id\n          name\n        }\n        capitalCodes {\n          id\n          name\n        }\n        financialCodes {\n          id\n          name\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacySite on Site {\n    id\n    siteCode\n    brandId\n    brand {\n      name\n    }\n    name\n    addressLine1\n    addressLine2\n    city\n    county\n    postCode\n    clientId\n    client {\n      name\n    }\n    siteManager\n    siteEmail\n    mainContactId\n    asbestosWarning\n    comments\n    active\n  }\n"): (typeof documents)["\n  fragment LegacySite on Site {\n    id\n    siteCode\n    brandId\n    brand {\n      name\n    }\n    name\n    addressLine1\n    addressLine2\n    city\n    county\n    postCode\n    clientId\n    client {\n      name\n    }\n    siteManager\n    siteEmail\n    mainContactId\n    asbestosWarning\n    comments\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SitesSave($input: SaveSiteInput!) {\n    saveSite(input: $input) {\n      site {\n        ...LegacySite\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SitesSave($input: SaveSiteInput!) {\n    saveSite(input: $input) {\n      site {\n        ...LegacySite\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query SitesList(\n        $paged: Boolean!\n        $page: Int!\n        $pageSize: Int!\n        $clientId: Int\n        $search: String\n        $sort: [SiteSortInput!]\n        $filters: [SiteFilterInput!]\n      ) {\n        sites(page: $page, pageSize: $pageSize, clientId: $clientId, search: $search, sort: $sort, filters: $filters) @include(if: $paged) {\n          totalCount\n          nodes {\n            ...LegacySite\n          }\n        }\n        siteList(clientId: $clientId) @skip(if: $paged) {\n          id\n          name\n        }\n      }\n    "): (typeof documents)["\n      query SitesList(\n        $paged: Boolean!\n        $page: Int!\n        $pageSize: Int!\n        $clientId: Int\n        $search: String\n        $sort: [SiteSortInput!]\n        $filters: [SiteFilterInput!]\n      ) {\n        sites(page: $page, pageSize: $pageSize, clientId: $clientId, search: $search, sort: $sort, filters: $filters) @include(if: $paged) {\n          totalCount\n          nodes {\n            ...LegacySite\n          }\n        }\n        siteList(clientId: $clientId) @skip(if: $paged) {\n          id\n          name\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ClientPortalSites($clientId: Int) {\n        siteList(clientId: $clientId) {\n          id\n          name\n          siteCode\n        }\n      }\n    "): (typeof documents)["\n      query ClientPortalSites($clientId: Int) {\n        siteList(clientId: $clientId) {\n          id\n          name\n          siteCode\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query SitesModel($id: Int!) {\n        site(id: $id) {\n          ...LegacySite\n        }\n      }\n    "): (typeof documents)["\n      query SitesModel($id: Int!) {\n        site(id: $id) {\n          ...LegacySite\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SitesDelete($id: Int!) {\n        deleteSite(id: $id) {\n          deletedId\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation SitesDelete($id: Int!) {\n        deleteSite(id: $id) {\n          deletedId\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TradesParents($clientId: Int) {\n    trades(clientId: $clientId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query TradesParents($clientId: Int) {\n    trades(clientId: $clientId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TradesChildren($parentId: Int, $clientId: Int) {\n    trades(parentId: $parentId, clientId: $clientId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query TradesChildren($parentId: Int, $clientId: Int) {\n    trades(parentId: $parentId, clientId: $clientId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TradesSave($input: SaveTradeInput!) {\n    saveTrade(input: $input) {\n      trade {\n        id\n        name\n        parentTradeId\n      }\n      error {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TradesSave($input: SaveTradeInput!) {\n    saveTrade(input: $input) {\n      trade {\n        id\n        name\n        parentTradeId\n      }\n      error {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyQuestion on Question {\n    id\n    content\n    subTradeId\n    sortOrder\n    active\n  }\n"): (typeof documents)["\n  fragment LegacyQuestion on Question {\n    id\n    content\n    subTradeId\n    sortOrder\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuestionsSave($input: SaveQuestionInput!) {\n    saveQuestion(input: $input) {\n      question {\n        ...LegacyQuestion\n      }\n      error {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation QuestionsSave($input: SaveQuestionInput!) {\n    saveQuestion(input: $input) {\n      question {\n        ...LegacyQuestion\n      }\n      error {\n        code\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuestionsList($subTradeId: Int, $has: Boolean!, $activeOnly: Boolean!) {\n    questions(subTradeId: $subTradeId, activeOnly: $activeOnly) @include(if: $has) {\n      ...LegacyQuestion\n    }\n  }\n"): (typeof documents)["\n  query QuestionsList($subTradeId: Int, $has: Boolean!, $activeOnly: Boolean!) {\n    questions(subTradeId: $subTradeId, activeOnly: $activeOnly) @include(if: $has) {\n      ...LegacyQuestion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TradesAll {\n        tradeList {\n          id\n          name\n          parentTradeId\n        }\n      }\n    "): (typeof documents)["\n      query TradesAll {\n        tradeList {\n          id\n          name\n          parentTradeId\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TradesModel($id: Int!) {\n        trade(id: $id) {\n          id\n          name\n          parentTradeId\n        }\n      }\n    "): (typeof documents)["\n      query TradesModel($id: Int!) {\n        trade(id: $id) {\n          id\n          name\n          parentTradeId\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation TradesDelete($id: Int!) {\n        deleteTrade(id: $id) {\n          deletedId\n          deletedQuestions\n          message\n          error {\n            code\n            message\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation TradesDelete($id: Int!) {\n        deleteTrade(id: $id) {\n          deletedId\n          deletedQuestions\n          message\n          error {\n            code\n            message\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query QuestionsModel($id: Int!) {\n        question(id: $id) {\n          ...LegacyQuestion\n        }\n      }\n    "): (typeof documents)["\n      query QuestionsModel($id: Int!) {\n        question(id: $id) {\n          ...LegacyQuestion\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation QuestionsDelete($id: Int!) {\n        deleteQuestion(id: $id) {\n          deletedId\n          error {\n            code\n            message\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation QuestionsDelete($id: Int!) {\n        deleteQuestion(id: $id) {\n          deletedId\n          error {\n            code\n            message\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UsersSaveViewState($input: SaveGridStateInput!) {\n        saveGridState(input: $input) {\n          id\n          userId\n          gridData\n        }\n      }\n    "): (typeof documents)["\n      mutation UsersSaveViewState($input: SaveGridStateInput!) {\n        saveGridState(input: $input) {\n          id\n          userId\n          gridData\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query UsersGetViewState($id: Int!) {\n        gridStateById(id: $id) {\n          id\n          userId\n          gridData\n        }\n      }\n    "): (typeof documents)["\n      query UsersGetViewState($id: Int!) {\n        gridStateById(id: $id) {\n          id\n          userId\n          gridData\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyUser on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    mobile\n    phoneNumber\n    position\n    userTypeId\n    userType {\n      name\n    }\n    departmentId\n    department {\n      name\n    }\n    entityName\n    entityId\n    ... @include(if: $isStaff) {\n      active\n      lockoutEnabled\n      lockedOut\n    }\n  }\n"): (typeof documents)["\n  fragment LegacyUser on User {\n    id\n    firstName\n    lastName\n    fullName\n    email\n    mobile\n    phoneNumber\n    position\n    userTypeId\n    userType {\n      name\n    }\n    departmentId\n    department {\n      name\n    }\n    entityName\n    entityId\n    ... @include(if: $isStaff) {\n      active\n      lockoutEnabled\n      lockedOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query UsersList(\n        $isStaff: Boolean!\n        $page: Int!\n        $pageSize: Int!\n        $userTypeIds: [Int!]\n        $entityName: String\n        $entityId: Int\n        $search: String\n        $sort: [UserSortInput!]\n      ) {\n        users(\n          page: $page\n          pageSize: $pageSize\n          userTypeIds: $userTypeIds\n          entityName: $entityName\n          entityId: $entityId\n          search: $search\n          sort: $sort\n        ) {\n          totalCount\n          nodes {\n            ...LegacyUser\n          }\n        }\n      }\n    "): (typeof documents)["\n      query UsersList(\n        $isStaff: Boolean!\n        $page: Int!\n        $pageSize: Int!\n        $userTypeIds: [Int!]\n        $entityName: String\n        $entityId: Int\n        $search: String\n        $sort: [UserSortInput!]\n      ) {\n        users(\n          page: $page\n          pageSize: $pageSize\n          userTypeIds: $userTypeIds\n          entityName: $entityName\n          entityId: $entityId\n          search: $search\n          sort: $sort\n        ) {\n          totalCount\n          nodes {\n            ...LegacyUser\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query UsersDropdown($entityName: String!, $entityId: Int!) {\n        userOptions(entityName: $entityName, entityId: $entityId) {\n          id\n          fullName\n          mobile\n        }\n      }\n    "): (typeof documents)["\n      query UsersDropdown($entityName: String!, $entityId: Int!) {\n        userOptions(entityName: $entityName, entityId: $entityId) {\n          id\n          fullName\n          mobile\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query UsersContactName($id: Int!) {\n        contactName(id: $id) {\n          id\n          fullName\n        }\n      }\n    "): (typeof documents)["\n      query UsersContactName($id: Int!) {\n        contactName(id: $id) {\n          id\n          fullName\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query UsersModel($id: Int!, $isStaff: Boolean!) {\n        user(id: $id) {\n          ...LegacyUser\n        }\n      }\n    "): (typeof documents)["\n      query UsersModel($id: Int!, $isStaff: Boolean!) {\n        user(id: $id) {\n          ...LegacyUser\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UsersSave($input: SaveUserInput!, $isStaff: Boolean!) {\n        saveUser(input: $input) {\n          user {\n            ...LegacyUser\n          }\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation UsersSave($input: SaveUserInput!, $isStaff: Boolean!) {\n        saveUser(input: $input) {\n          user {\n            ...LegacyUser\n          }\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UsersDelete($id: Int!) {\n        deleteUser(id: $id) {\n          deletedId\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation UsersDelete($id: Int!) {\n        deleteUser(id: $id) {\n          deletedId\n          error {\n            message\n            fieldErrors {\n              field\n              message\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query UserInSitesList($userId: Int!) {\n        userSites(userId: $userId) {\n          id\n          userId\n          siteId\n          siteName\n        }\n      }\n    "): (typeof documents)["\n      query UserInSitesList($userId: Int!) {\n        userSites(userId: $userId) {\n          id\n          userId\n          siteId\n          siteName\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UserInSitesAdd($userId: Int!, $siteId: Int!) {\n        linkUserSite(userId: $userId, siteId: $siteId) {\n          id\n          userId\n          siteId\n          siteName\n        }\n      }\n    "): (typeof documents)["\n      mutation UserInSitesAdd($userId: Int!, $siteId: Int!) {\n        linkUserSite(userId: $userId, siteId: $siteId) {\n          id\n          userId\n          siteId\n          siteName\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UserInSitesRemove($id: Int!) {\n        unlinkUserSite(id: $id)\n      }\n    "): (typeof documents)["\n      mutation UserInSitesRemove($id: Int!) {\n        unlinkUserSite(id: $id)\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyWorkOrderRow on WorkOrder {\n    id\n    refNo\n    dateOpened\n    dueDate\n    requestedBy\n    clientRef\n    issue\n    details\n    clientId\n    clientName\n    siteId\n    siteName\n    contractorId\n    contractorName\n    subTradeName\n    workOrderStatusId\n    workOrderStatus\n    workOrderType\n    deadline\n    estimatedCost @include(if: $isStaff)\n  }\n"): (typeof documents)["\n  fragment LegacyWorkOrderRow on WorkOrder {\n    id\n    refNo\n    dateOpened\n    dueDate\n    requestedBy\n    clientRef\n    issue\n    details\n    clientId\n    clientName\n    siteId\n    siteName\n    contractorId\n    contractorName\n    subTradeName\n    workOrderStatusId\n    workOrderStatus\n    workOrderType\n    deadline\n    estimatedCost @include(if: $isStaff)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyWorkOrderModel on WorkOrder {\n    ...LegacyWorkOrderRow\n    dateClosed\n    requestDate\n    siteCode\n    tradeId\n    tradeName\n    subTradeId\n    workOrderTypeId\n    progressCodeId\n    progressCode\n    slaCode\n    assetId\n    assetCategoryId\n    contactId\n    methodOfRequestId\n    methodOfRequest\n    showCategory\n    accessTimes\n    dateStatus\n    ... @include(if: $isStaff) {\n      approvedCost\n      overBudget\n      invoiceDate\n      invoiceNo\n      invoiceAmount\n      allContractorIds\n      capitalCodeId\n      financialCodeId\n      smsNumber\n      smsNotifications\n      sendNotifications\n      contractorEmailed\n      supersededCostPrice\n      supersededReason\n      valuationNumber\n    }\n    ... @skip(if: $isClient) {\n      actualCost\n      callOutCost\n      queryReasonId\n      missingInfo\n    }\n  }\n"): (typeof documents)["\n  fragment LegacyWorkOrderModel on WorkOrder {\n    ...LegacyWorkOrderRow\n    dateClosed\n    requestDate\n    siteCode\n    tradeId\n    tradeName\n    subTradeId\n    workOrderTypeId\n    progressCodeId\n    progressCode\n    slaCode\n    assetId\n    assetCategoryId\n    contactId\n    methodOfRequestId\n    methodOfRequest\n    showCategory\n    accessTimes\n    dateStatus\n    ... @include(if: $isStaff) {\n      approvedCost\n      overBudget\n      invoiceDate\n      invoiceNo\n      invoiceAmount\n      allContractorIds\n      capitalCodeId\n      financialCodeId\n      smsNumber\n      smsNotifications\n      sendNotifications\n      contractorEmailed\n      supersededCostPrice\n      supersededReason\n      valuationNumber\n    }\n    ... @skip(if: $isClient) {\n      actualCost\n      callOutCost\n      queryReasonId\n      missingInfo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkOrdersList(\n    $isStaff: Boolean!\n    $page: Int!\n    $pageSize: Int!\n    $status: Int\n    $overdue: Boolean\n    $workOrderTypeId: Int\n    $siteId: Int\n    $excludeId: Int\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(\n      page: $page\n      pageSize: $pageSize\n      status: $status\n      overdue: $overdue\n      workOrderTypeId: $workOrderTypeId\n      siteId: $siteId\n      excludeId: $excludeId\n      search: $search\n      filters: $filters\n      sort: $sort\n    ) {\n      totalCount\n      nodes {\n        ...LegacyWorkOrderRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkOrdersList(\n    $isStaff: Boolean!\n    $page: Int!\n    $pageSize: Int!\n    $status: Int\n    $overdue: Boolean\n    $workOrderTypeId: Int\n    $siteId: Int\n    $excludeId: Int\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(\n      page: $page\n      pageSize: $pageSize\n      status: $status\n      overdue: $overdue\n      workOrderTypeId: $workOrderTypeId\n      siteId: $siteId\n      excludeId: $excludeId\n      search: $search\n      filters: $filters\n      sort: $sort\n    ) {\n      totalCount\n      nodes {\n        ...LegacyWorkOrderRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query WorkOrdersCounters {\n        workOrderCounters {\n          requestAwaitingAResponse\n          open\n          awaitingQuote\n          awaitingQuoteApproval\n          awaitingCertificate\n          closed\n          approved\n          query\n          submitted\n          completed\n          cancelled\n          awaitingCertAudit\n          discarded\n        }\n      }\n    "): (typeof documents)["\n      query WorkOrdersCounters {\n        workOrderCounters {\n          requestAwaitingAResponse\n          open\n          awaitingQuote\n          awaitingQuoteApproval\n          awaitingCertificate\n          closed\n          approved\n          query\n          submitted\n          completed\n          cancelled\n          awaitingCertAudit\n          discarded\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query WorkOrdersModel($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) {\n        workOrder(id: $id) {\n          ...LegacyWorkOrderModel\n        }\n      }\n    "): (typeof documents)["\n      query WorkOrdersModel($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) {\n        workOrder(id: $id) {\n          ...LegacyWorkOrderModel\n        }\n      }\n    "];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;