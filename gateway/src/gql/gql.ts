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
    "\n  query AnswersOfWorkOrder($workOrderId: Int!) {\n    answers(workOrderId: $workOrderId) {\n      id\n      workOrderId\n      questionContent\n      answerContent\n    }\n  }\n": typeof types.AnswersOfWorkOrderDocument,
    "\n      mutation AnswersSave($input: SaveAnswerInput!) {\n        saveAnswer(input: $input) {\n          answer {\n            id\n            workOrderId\n            questionContent\n            answerContent\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": typeof types.AnswersSaveDocument,
    "\n      mutation AnswersDelete($id: Int!) {\n        deleteAnswer(id: $id)\n      }\n    ": typeof types.AnswersDeleteDocument,
    "\n  fragment LegacyAsset on Asset {\n    id\n    assetCode\n    make\n    model\n    serialNo\n    description\n    siteId\n    siteName\n    siteCode\n    clientId\n    clientName\n    categoryId\n    categoryName\n    installedDate\n    warrantyPeriod\n    warrantyUnit\n    warrantyEndDate\n    inWarranty\n    active\n    supplierId @include(if: $isStaff)\n  }\n": typeof types.LegacyAssetFragmentDoc,
    "\n  query AssetsList(\n    $isStaff: Boolean!\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $clientId: Int\n    $siteId: Int\n    $active: Boolean\n    $sort: [AssetSortInput!]\n  ) {\n    assets(page: $page, pageSize: $pageSize, search: $search, clientId: $clientId, siteId: $siteId, active: $active, sort: $sort) {\n      totalCount\n      nodes {\n        ...LegacyAsset\n      }\n    }\n  }\n": typeof types.AssetsListDocument,
    "\n  query AssetsDropdown($siteId: Int) {\n    assetOptions(siteId: $siteId) {\n      id\n      assetCode\n    }\n  }\n": typeof types.AssetsDropdownDocument,
    "\n  mutation AssetsSave($isStaff: Boolean!, $input: SaveAssetInput!) {\n    saveAsset(input: $input) {\n      asset {\n        ...LegacyAsset\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": typeof types.AssetsSaveDocument,
    "\n      query AssetsModel($isStaff: Boolean!, $id: Int!) {\n        asset(id: $id) {\n          ...LegacyAsset\n        }\n      }\n    ": typeof types.AssetsModelDocument,
    "\n      mutation AssetsDelete($id: Int!) {\n        deleteAsset(id: $id) {\n          deletedId\n          error {\n            message\n            code\n          }\n        }\n      }\n    ": typeof types.AssetsDeleteDocument,
    "\n      mutation AssetsImport($clientId: Int!, $file: Upload!) {\n        importAssets(clientId: $clientId, file: $file) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n      }\n    ": typeof types.AssetsImportDocument,
    "\n      query AuditTrailsList($page: Int!, $pageSize: Int!, $search: String, $entityName: String, $entityId: String, $sort: [AuditSortInput!]) {\n        auditTrail(page: $page, pageSize: $pageSize, search: $search, entityName: $entityName, entityId: $entityId, sort: $sort) {\n          totalCount\n          nodes {\n            id\n            entityName\n            entityId\n            action\n            actionTaken\n            actionByName\n            actionDate\n          }\n        }\n      }\n    ": typeof types.AuditTrailsListDocument,
    "\n  fragment AuthoriseSignedIn on SignedIn {\n    accessToken\n    expiresAt\n    rememberToken\n    me {\n      authCode\n      user {\n        id\n        fullName\n        email\n        userTypeId\n        departmentId\n        entityId\n        entityName\n      }\n      permissions {\n        name\n        level\n      }\n    }\n  }\n": typeof types.AuthoriseSignedInFragmentDoc,
    "\n      mutation AuthoriseLogin($input: SignInInput!) {\n        signIn(input: $input) {\n          session {\n            ...AuthoriseSignedIn\n          }\n          error {\n            code\n            message\n          }\n        }\n      }\n    ": typeof types.AuthoriseLoginDocument,
    "\n      mutation AuthoriseCheck($input: SessionCheckInput) {\n        checkSession(input: $input) {\n          requestedUrl\n          valid\n        }\n      }\n    ": typeof types.AuthoriseCheckDocument,
    "\n      mutation AuthoriseLogout {\n        signOut\n      }\n    ": typeof types.AuthoriseLogoutDocument,
    "\n      mutation AuthoriseResetPassword($input: ResetPasswordInput!) {\n        resetPassword(input: $input) {\n          ok\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": typeof types.AuthoriseResetPasswordDocument,
    "\n  fragment LegacyBiReport on BiReportNode {\n    id\n    name\n    description\n    embedCode\n    embedUrl\n    userId\n  }\n": typeof types.LegacyBiReportFragmentDoc,
    "\n  mutation BIReportsSave($input: SaveBiReportInput!) {\n    saveBiReport(input: $input) {\n      report {\n        ...LegacyBiReport\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": typeof types.BiReportsSaveDocument,
    "\n  query BIReportsList($userId: Int) {\n    biReports(userId: $userId) {\n      ...LegacyBiReport\n    }\n  }\n": typeof types.BiReportsListDocument,
    "\n      query BIReportsModel($id: Int!) {\n        biReport(id: $id) {\n          ...LegacyBiReport\n        }\n      }\n    ": typeof types.BiReportsModelDocument,
    "\n      mutation BIReportsDelete($id: Int!) {\n        deleteBiReport(id: $id)\n      }\n    ": typeof types.BiReportsDeleteDocument,
    "\n  fragment LegacyBrand on Brand {\n    id\n    name\n    clientId\n  }\n": typeof types.LegacyBrandFragmentDoc,
    "\n  fragment LegacyClientBrand on ClientBrand {\n    brandColour\n    logoUrl\n    brandName\n  }\n": typeof types.LegacyClientBrandFragmentDoc,
    "\n  mutation BrandsSave($input: SaveBrandInput!) {\n    saveBrand(input: $input) {\n      brand {\n        ...LegacyBrand\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": typeof types.BrandsSaveDocument,
    "\n      query ClientsBrand($clientId: Int!) {\n        clientBrand(clientId: $clientId) {\n          ...LegacyClientBrand\n        }\n      }\n    ": typeof types.ClientsBrandDocument,
    "\n      mutation ClientsUploadLogo($clientId: Int!, $file: Upload) {\n        uploadClientLogo(clientId: $clientId, file: $file) {\n          clientBrand {\n            ...LegacyClientBrand\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": typeof types.ClientsUploadLogoDocument,
    "\n      mutation ClientsBrandUpdate($clientId: Int!, $brandColour: String!) {\n        updateClientBrand(clientId: $clientId, brandColour: $brandColour) {\n          clientBrand {\n            ...LegacyClientBrand\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": typeof types.ClientsBrandUpdateDocument,
    "\n      query BrandsList($clientId: Int, $search: String) {\n        brands(clientId: $clientId, search: $search) {\n          ...LegacyBrand\n        }\n      }\n    ": typeof types.BrandsListDocument,
    "\n      query BrandsModel($id: Int!) {\n        brand(id: $id) {\n          ...LegacyBrand\n        }\n      }\n    ": typeof types.BrandsModelDocument,
    "\n      mutation BrandsDelete($id: Int!) {\n        deleteBrand(id: $id) {\n          deletedId\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": typeof types.BrandsDeleteDocument,
    "\n  fragment LegacyClient on Client {\n    id\n    name\n    customer\n    status\n    startDate\n    renewalDate\n    contractValue\n    active\n  }\n": typeof types.LegacyClientFragmentDoc,
    "\n  mutation ClientsSave($input: SaveClientInput!) {\n    saveClient(input: $input) {\n      client {\n        ...LegacyClient\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": typeof types.ClientsSaveDocument,
    "\n  fragment LegacySubTradeInClient on SubTradeInClient {\n    id\n    clientId\n    subTradeId\n  }\n": typeof types.LegacySubTradeInClientFragmentDoc,
    "\n      query ClientsList($paged: Boolean!, $page: Int!, $pageSize: Int!, $search: String, $active: Boolean, $sort: [ClientSortInput!]) {\n        clients(page: $page, pageSize: $pageSize, search: $search, active: $active, sort: $sort) @include(if: $paged) {\n          totalCount\n          nodes {\n            ...LegacyClient\n          }\n        }\n        clientList @skip(if: $paged) {\n          id\n          name\n        }\n      }\n    ": typeof types.ClientsListDocument,
    "\n      query ClientsModel($id: Int!) {\n        client(id: $id) {\n          ...LegacyClient\n        }\n      }\n    ": typeof types.ClientsModelDocument,
    "\n      query SubTradeInClientsAll($clientId: Int) {\n        subTradesInClient(clientId: $clientId) {\n          id\n          clientId\n          subTradeId\n        }\n      }\n    ": typeof types.SubTradeInClientsAllDocument,
    "\n      query SubTradeInClientsList($clientId: Int!) {\n        subTradesInClient(clientId: $clientId) {\n          id\n          clientId\n          subTradeId\n          subTrade\n          tradeId\n          trade\n        }\n      }\n    ": typeof types.SubTradeInClientsListDocument,
    "\n      mutation SubTradeInClientsAdd($clientId: Int!, $subTradeId: Int!) {\n        addSubTradeInClient(clientId: $clientId, subTradeId: $subTradeId) {\n          setting {\n            ...LegacySubTradeInClient\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": typeof types.SubTradeInClientsAddDocument,
    "\n      mutation SubTradeInClientsRemove($id: Int!) {\n        removeSubTradeInClient(id: $id)\n      }\n    ": typeof types.SubTradeInClientsRemoveDocument,
    "\n  fragment LegacyContractor on Contractor {\n    id\n    name\n    shortName\n    contact\n    telephone\n    oohTelephone\n    email\n    active\n    normalStart\n    normalFinish\n    oohOneStart\n    oohOneFinish\n    oohTwoStart\n    oohTwoFinish\n    oohThreeStart\n    oohThreeFinish\n  }\n": typeof types.LegacyContractorFragmentDoc,
    "\n  mutation ContractorsSave($input: SaveContractorInput!) {\n    saveContractor(input: $input) {\n      contractor {\n        ...LegacyContractor\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": typeof types.ContractorsSaveDocument,
    "\n  query ContractorsModel($id: Int!) {\n    contractor(id: $id) {\n      ...LegacyContractor\n    }\n  }\n": typeof types.ContractorsModelDocument,
    "\n      query ContractorsList(\n        $page: Int!\n        $pageSize: Int!\n        $search: String\n        $active: Boolean\n        $sort: [ContractorSortInput!]\n        $filters: [ContractorFilterInput!]\n      ) {\n        contractors(page: $page, pageSize: $pageSize, search: $search, active: $active, sort: $sort, filters: $filters) {\n          totalCount\n          nodes {\n            ...LegacyContractor\n          }\n        }\n      }\n    ": typeof types.ContractorsListDocument,
    "\n      mutation ContractorsDelete($id: Int!) {\n        deleteContractor(id: $id) {\n          deletedId\n          error {\n            message\n            code\n          }\n        }\n      }\n    ": typeof types.ContractorsDeleteDocument,
    "\n  fragment LegacyContract on Contract {\n    id\n    accountNo\n    name\n    clientId\n    clientName\n    tradeId\n    tradeName\n    subTradeId\n    subTradeName\n    contractStatusId\n    contractStatusName\n    startDate\n    endDate\n  }\n": typeof types.LegacyContractFragmentDoc,
    "\n  fragment LegacyContractorInContract on ContractorInContract {\n    id\n    contractId\n    contractName\n    clientId\n    clientName\n    contractorId\n    contractorName\n    postcodePrefix @skip(if: $isClient)\n    preferred @skip(if: $isClient)\n    active @skip(if: $isClient)\n    siteCount @skip(if: $isClient)\n    hourlyRate @skip(if: $isClient)\n    oohUplift @skip(if: $isClient)\n    bankHolidayUplift @skip(if: $isClient)\n    callOutCharge @skip(if: $isClient)\n    oohCallOutCharge @skip(if: $isClient)\n    travelCharge @skip(if: $isClient)\n    minimumChargeHours @skip(if: $isClient)\n    materialsMarkup @skip(if: $isClient)\n  }\n": typeof types.LegacyContractorInContractFragmentDoc,
    "\n  fragment LegacySiteInContractorInContract on SiteInContractorInContract {\n    id\n    contractorInContractId\n    siteId\n    siteCode\n    siteName\n    postCode\n  }\n": typeof types.LegacySiteInContractorInContractFragmentDoc,
    "\n  query ContractsList($page: Int!, $pageSize: Int!, $clientId: Int, $contractorId: Int, $search: String, $sort: [ContractSortInput!]) {\n    contracts(page: $page, pageSize: $pageSize, clientId: $clientId, contractorId: $contractorId, search: $search, sort: $sort) {\n      totalCount\n      nodes {\n        ...LegacyContract\n      }\n    }\n  }\n": typeof types.ContractsListDocument,
    "\n  mutation ContractsSave($input: SaveContractInput!) {\n    saveContract(input: $input) {\n      contract {\n        ...LegacyContract\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": typeof types.ContractsSaveDocument,
    "\n  query ContractorInContractsList(\n    $isClient: Boolean!\n    $page: Int!\n    $pageSize: Int!\n    $contractId: Int\n    $contractorId: Int\n    $search: String\n    $sort: [ContractorInContractSortInput!]\n  ) {\n    contractorsInContract(page: $page, pageSize: $pageSize, contractId: $contractId, contractorId: $contractorId, search: $search, sort: $sort) {\n      totalCount\n      nodes {\n        ...LegacyContractorInContract\n      }\n    }\n  }\n": typeof types.ContractorInContractsListDocument,
    "\n      query WorkOrdersContractors($workOrderId: Int!) {\n        matchingContractors(workOrderId: $workOrderId) {\n          id\n          name\n          telephone\n          oohTelephone\n          email\n          preferred\n          postcodePrefix\n          siteListed\n          contractorInContractId\n          contractId\n          contractName\n        }\n      }\n    ": typeof types.WorkOrdersContractorsDocument,
    "\n      query ContractsModel($id: Int!) {\n        contract(id: $id) {\n          ...LegacyContract\n        }\n      }\n    ": typeof types.ContractsModelDocument,
    "\n      mutation ContractsDelete($id: Int!) {\n        deleteContract(id: $id) {\n          deletedId\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": typeof types.ContractsDeleteDocument,
    "\n      query ContractorInContractsModel($isClient: Boolean!, $id: Int!) {\n        contractorInContract(id: $id) {\n          ...LegacyContractorInContract\n        }\n      }\n    ": typeof types.ContractorInContractsModelDocument,
    "\n      mutation ContractorInContractsAdd($isClient: Boolean!, $input: AddContractorInContractInput!) {\n        addContractorInContract(input: $input) {\n          contractorInContract {\n            ...LegacyContractorInContract\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": typeof types.ContractorInContractsAddDocument,
    "\n      mutation ContractorInContractsRates($isClient: Boolean!, $input: SaveContractorRatesInput!) {\n        saveContractorRates(input: $input) {\n          contractorInContract {\n            ...LegacyContractorInContract\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": typeof types.ContractorInContractsRatesDocument,
    "\n      mutation ContractorInContractsDelete($id: Int!) {\n        removeContractorInContract(id: $id)\n      }\n    ": typeof types.ContractorInContractsDeleteDocument,
    "\n      query SiteInContractorInContractsList($contractorInContractId: Int!) {\n        sitesInContractorInContract(contractorInContractId: $contractorInContractId) {\n          ...LegacySiteInContractorInContract\n        }\n      }\n    ": typeof types.SiteInContractorInContractsListDocument,
    "\n      mutation SiteInContractorInContractsAdd($contractorInContractId: Int!, $siteId: Int) {\n        addSiteInContractorInContract(contractorInContractId: $contractorInContractId, siteId: $siteId) {\n          siteInContractorInContract {\n            ...LegacySiteInContractorInContract\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": typeof types.SiteInContractorInContractsAddDocument,
    "\n      mutation SiteInContractorInContractsDelete($id: Int!) {\n        removeSiteInContractorInContract(id: $id)\n      }\n    ": typeof types.SiteInContractorInContractsDeleteDocument,
    "\n      mutation ContractorsInContractImport($contractId: Int!, $file: Upload!) {\n        importContractorsInContract(contractId: $contractId, file: $file) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n      }\n    ": typeof types.ContractorsInContractImportDocument,
    "\n      query DashboardCounters {\n        dashboard {\n          overdueWorkOrders\n          overdueWorkOrderAverage\n          workOrdersLoggedThisWeek\n          workOrdersClosedThisWeek\n          weeks {\n            weekStart\n            logged\n            closed\n          }\n        }\n      }\n    ": typeof types.DashboardCountersDocument,
    "\n      query DashboardRecentWorkOrders($isStaff: Boolean!, $ids: [Int!]!) {\n        recentWorkOrders(ids: $ids) {\n          ...LegacyWorkOrderRow\n        }\n      }\n    ": typeof types.DashboardRecentWorkOrdersDocument,
    "\n  fragment LegacyEngineer on Engineer {\n    id\n    contractorId\n    contractor {\n      name\n    }\n    firstName\n    lastName\n    mobile\n    email\n    skills\n    registrationNumber\n    active\n  }\n": typeof types.LegacyEngineerFragmentDoc,
    "\n  mutation EngineersSave($input: SaveEngineerInput!) {\n    saveEngineer(input: $input) {\n      engineer {\n        ...LegacyEngineer\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": typeof types.EngineersSaveDocument,
    "\n      query EngineersList(\n        $page: Int!\n        $pageSize: Int!\n        $contractorId: Int\n        $activeOnly: Boolean\n        $search: String\n        $sort: [EngineerSortInput!]\n        $filters: [EngineerFilterInput!]\n      ) {\n        engineers(\n          page: $page\n          pageSize: $pageSize\n          contractorId: $contractorId\n          activeOnly: $activeOnly\n          search: $search\n          sort: $sort\n          filters: $filters\n        ) {\n          totalCount\n          nodes {\n            ...LegacyEngineer\n          }\n        }\n      }\n    ": typeof types.EngineersListDocument,
    "\n      query EngineersModel($id: Int!) {\n        engineer(id: $id) {\n          ...LegacyEngineer\n        }\n      }\n    ": typeof types.EngineersModelDocument,
    "\n      mutation EngineersDelete($id: Int!) {\n        deleteEngineer(id: $id) {\n          deletedId\n          error {\n            message\n          }\n        }\n      }\n    ": typeof types.EngineersDeleteDocument,
    "\n      mutation DataImport($file: Upload, $sites: Boolean!, $contractors: Boolean!, $users: Boolean!) {\n        importSites(file: $file) @include(if: $sites) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n        importContractors(file: $file) @include(if: $contractors) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n        importUsers(file: $file) @include(if: $users) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n      }\n    ": typeof types.DataImportDocument,
    "\n  fragment LegacyLinkedWorkOrder on LinkedWorkOrder {\n    id\n    parentWorkOrderId\n    childWorkOrderId\n    workOrder {\n      id\n      refNo\n      dateOpened\n      progressCode\n      contractorName\n      subTradeName\n      workOrderType\n      workOrderStatus\n    }\n  }\n": typeof types.LegacyLinkedWorkOrderFragmentDoc,
    "\n      query LinkedWorkOrdersList($has: Boolean!, $workOrderId: Int!, $page: Int!, $pageSize: Int!) {\n        linkedWorkOrders(workOrderId: $workOrderId, page: $page, pageSize: $pageSize) @include(if: $has) {\n          totalCount\n          nodes {\n            ...LegacyLinkedWorkOrder\n          }\n        }\n      }\n    ": typeof types.LinkedWorkOrdersListDocument,
    "\n      mutation LinkedWorkOrdersLink($parent: Int!, $child: Int!) {\n        linkWorkOrders(parentWorkOrderId: $parent, childWorkOrderId: $child) {\n          link {\n            ...LegacyLinkedWorkOrder\n          }\n          error {\n            code\n            message\n          }\n        }\n      }\n    ": typeof types.LinkedWorkOrdersLinkDocument,
    "\n        mutation LinkedWorkOrdersUnlink($id: Int!) {\n          unlinkWorkOrders(id: $id)\n        }\n      ": typeof types.LinkedWorkOrdersUnlinkDocument,
    "\n  query LookupSites($clientId: Int) {\n    siteList(clientId: $clientId) {\n      id\n      name\n    }\n  }\n": typeof types.LookupSitesDocument,
    "\n      query LookupActiveClients {\n        clientList(activeOnly: true) {\n          id\n          name\n        }\n      }\n    ": typeof types.LookupActiveClientsDocument,
    "\n      query LookupContractors {\n        contractorList {\n          id\n          name\n        }\n      }\n    ": typeof types.LookupContractorsDocument,
    "\n      query WorkOrdersDropdowns {\n        workOrderTypes {\n          id\n          name\n        }\n        workOrderStatuses {\n          id\n          name\n        }\n        clientList {\n          id\n          name\n        }\n        capitalCodes {\n          id\n          name\n        }\n        financialCodes {\n          id\n          name\n        }\n      }\n    ": typeof types.WorkOrdersDropdownsDocument,
    "\n  fragment LegacyNote on WorkOrderNote {\n    id\n    workOrderId\n    userId\n    note\n    noteTime\n    privateNote @include(if: $isStaff)\n    userName\n  }\n": typeof types.LegacyNoteFragmentDoc,
    "\n  query WorkOrderNotesList($isStaff: Boolean!, $has: Boolean!, $workOrderId: Int!, $privateNote: Boolean, $page: Int!, $pageSize: Int!) {\n    workOrderNotes(workOrderId: $workOrderId, privateNote: $privateNote, page: $page, pageSize: $pageSize) @include(if: $has) {\n      totalCount\n      nodes {\n        ...LegacyNote\n      }\n    }\n  }\n": typeof types.WorkOrderNotesListDocument,
    "\n  mutation WorkOrderNotesSave($isStaff: Boolean!, $input: SaveWorkOrderNoteInput!) {\n    saveWorkOrderNote(input: $input) {\n      note {\n        ...LegacyNote\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": typeof types.WorkOrderNotesSaveDocument,
    "\n      query WorkOrderNotesModel($isStaff: Boolean!, $id: Int!) {\n        workOrderNote(id: $id) {\n          ...LegacyNote\n        }\n      }\n    ": typeof types.WorkOrderNotesModelDocument,
    "\n      mutation WorkOrderNotesDelete($id: Int!) {\n        deleteWorkOrderNote(id: $id)\n      }\n    ": typeof types.WorkOrderNotesDeleteDocument,
    "\n      mutation NotificationsResend($workOrderId: Int!) {\n        resendWorkOrderNotification(workOrderId: $workOrderId) {\n          messages {\n            id\n            channel\n            recipient\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": typeof types.NotificationsResendDocument,
    "\n  fragment LegacyRefusal on Error {\n    code\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n": typeof types.LegacyRefusalFragmentDoc,
    "\n  fragment LegacySite on Site {\n    id\n    siteCode\n    brandId\n    brand {\n      name\n    }\n    name\n    addressLine1\n    addressLine2\n    city\n    county\n    postCode\n    clientId\n    client {\n      name\n    }\n    siteManager\n    siteEmail\n    mainContactId\n    asbestosWarning\n    comments\n    active\n  }\n": typeof types.LegacySiteFragmentDoc,
    "\n  mutation SitesSave($input: SaveSiteInput!) {\n    saveSite(input: $input) {\n      site {\n        ...LegacySite\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": typeof types.SitesSaveDocument,
    "\n      query SitesList(\n        $paged: Boolean!\n        $page: Int!\n        $pageSize: Int!\n        $clientId: Int\n        $search: String\n        $sort: [SiteSortInput!]\n        $filters: [SiteFilterInput!]\n      ) {\n        sites(page: $page, pageSize: $pageSize, clientId: $clientId, search: $search, sort: $sort, filters: $filters) @include(if: $paged) {\n          totalCount\n          nodes {\n            ...LegacySite\n          }\n        }\n        siteList(clientId: $clientId) @skip(if: $paged) {\n          id\n          name\n        }\n      }\n    ": typeof types.SitesListDocument,
    "\n      query ClientPortalSites($clientId: Int) {\n        siteList(clientId: $clientId) {\n          id\n          name\n          siteCode\n        }\n      }\n    ": typeof types.ClientPortalSitesDocument,
    "\n      query SitesModel($id: Int!) {\n        site(id: $id) {\n          ...LegacySite\n        }\n      }\n    ": typeof types.SitesModelDocument,
    "\n      mutation SitesDelete($id: Int!) {\n        deleteSite(id: $id) {\n          deletedId\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": typeof types.SitesDeleteDocument,
    "\n  query TradesParents($clientId: Int) {\n    trades(clientId: $clientId) {\n      id\n      name\n    }\n  }\n": typeof types.TradesParentsDocument,
    "\n  query TradesChildren($parentId: Int, $clientId: Int) {\n    trades(parentId: $parentId, clientId: $clientId) {\n      id\n      name\n    }\n  }\n": typeof types.TradesChildrenDocument,
    "\n  mutation TradesSave($input: SaveTradeInput!) {\n    saveTrade(input: $input) {\n      trade {\n        id\n        name\n        parentTradeId\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": typeof types.TradesSaveDocument,
    "\n  fragment LegacyQuestion on Question {\n    id\n    content\n    subTradeId\n    sortOrder\n    active\n  }\n": typeof types.LegacyQuestionFragmentDoc,
    "\n  mutation QuestionsSave($input: SaveQuestionInput!) {\n    saveQuestion(input: $input) {\n      question {\n        ...LegacyQuestion\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": typeof types.QuestionsSaveDocument,
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
    "\n      mutation UsersSave($input: SaveUserInput!, $isStaff: Boolean!) {\n        saveUser(input: $input) {\n          user {\n            ...LegacyUser\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": typeof types.UsersSaveDocument,
    "\n      mutation UsersDelete($id: Int!) {\n        deleteUser(id: $id) {\n          deletedId\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": typeof types.UsersDeleteDocument,
    "\n      query UserInSitesList($userId: Int!) {\n        userSites(userId: $userId) {\n          id\n          userId\n          siteId\n          siteName\n        }\n      }\n    ": typeof types.UserInSitesListDocument,
    "\n      mutation UserInSitesAdd($userId: Int!, $siteId: Int!) {\n        linkUserSite(userId: $userId, siteId: $siteId) {\n          id\n          userId\n          siteId\n          siteName\n        }\n      }\n    ": typeof types.UserInSitesAddDocument,
    "\n      mutation UserInSitesRemove($id: Int!) {\n        unlinkUserSite(id: $id)\n      }\n    ": typeof types.UserInSitesRemoveDocument,
    "\n  fragment LegacyWorkOrderRow on WorkOrder {\n    id\n    refNo\n    dateOpened\n    dueDate\n    requestedBy\n    clientRef\n    issue\n    details\n    clientId\n    clientName\n    siteId\n    siteName\n    contractorId\n    contractorName\n    subTradeName\n    workOrderStatusId\n    workOrderStatus\n    workOrderType\n    deadline\n    estimatedCost @include(if: $isStaff)\n  }\n": typeof types.LegacyWorkOrderRowFragmentDoc,
    "\n  fragment LegacyWorkOrderModel on WorkOrder {\n    ...LegacyWorkOrderRow\n    dateClosed\n    requestDate\n    siteCode\n    tradeId\n    tradeName\n    subTradeId\n    workOrderTypeId\n    progressCodeId\n    progressCode\n    slaCode\n    assetId\n    assetCategoryId\n    contactId\n    methodOfRequestId\n    methodOfRequest\n    showCategory\n    accessTimes\n    dateStatus\n    version\n    responseDueDate\n    assetCode\n    contactName\n    ... @include(if: $isStaff) {\n      financialCode\n      capitalCode\n      nextStatuses\n      approvedCost\n      overBudget\n      invoiceDate\n      invoiceNo\n      invoiceAmount\n      allContractorIds\n      capitalCodeId\n      financialCodeId\n      smsNumber\n      smsNotifications\n      sendNotifications\n      contractorEmailed\n      supersededCostPrice\n      supersededReason\n      valuationNumber\n    }\n    ... @skip(if: $isClient) {\n      actualCost\n      callOutCost\n      queryReasonId\n      queryReason\n      missingInfo\n    }\n  }\n": typeof types.LegacyWorkOrderModelFragmentDoc,
    "\n  query WorkOrdersList(\n    $isStaff: Boolean!\n    $page: Int!\n    $pageSize: Int!\n    $status: Int\n    $overdue: Boolean\n    $workOrderTypeId: Int\n    $siteId: Int\n    $excludeId: Int\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(\n      page: $page\n      pageSize: $pageSize\n      status: $status\n      overdue: $overdue\n      workOrderTypeId: $workOrderTypeId\n      siteId: $siteId\n      excludeId: $excludeId\n      search: $search\n      filters: $filters\n      sort: $sort\n    ) {\n      totalCount\n      nodes {\n        ...LegacyWorkOrderRow\n      }\n    }\n  }\n": typeof types.WorkOrdersListDocument,
    "\n  mutation WorkOrdersSave($input: SaveWorkOrderInput!, $isStaff: Boolean!, $isClient: Boolean!) {\n    saveWorkOrder(input: $input) {\n      workOrder {\n        ...LegacyWorkOrderModel\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": typeof types.WorkOrdersSaveDocument,
    "\n  mutation WorkOrdersApproveAndConvert($id: Int!, $contractorId: Int, $isStaff: Boolean!, $isClient: Boolean!) {\n    approveAndConvert(id: $id, contractorId: $contractorId) {\n      workOrder {\n        ...LegacyWorkOrderModel\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": typeof types.WorkOrdersApproveAndConvertDocument,
    "\n        mutation WorkOrdersDecline($id: Int!, $subject: String!, $note: String!, $isStaff: Boolean!, $isClient: Boolean!) {\n          declineRequest(id: $id, subject: $subject, note: $note) {\n            workOrder {\n              ...LegacyWorkOrderModel\n            }\n            error {\n              ...LegacyRefusal\n            }\n          }\n        }\n      ": typeof types.WorkOrdersDeclineDocument,
    "\n        mutation WorkOrdersCancel($id: Int!, $version: Int, $isStaff: Boolean!, $isClient: Boolean!) {\n          cancelWorkOrder(id: $id, version: $version) {\n            workOrder {\n              ...LegacyWorkOrderModel\n            }\n            error {\n              ...LegacyRefusal\n            }\n          }\n        }\n      ": typeof types.WorkOrdersCancelDocument,
    "\n        query WorkOrdersAssetWarranty($id: Int!) {\n          asset(id: $id) {\n            id\n            inWarranty\n          }\n        }\n      ": typeof types.WorkOrdersAssetWarrantyDocument,
    "\n      query WorkOrdersCounters {\n        workOrderCounters {\n          requestAwaitingAResponse\n          open\n          awaitingQuote\n          awaitingQuoteApproval\n          awaitingCertificate\n          closed\n          approved\n          query\n          submitted\n          completed\n          cancelled\n          awaitingCertAudit\n          discarded\n        }\n      }\n    ": typeof types.WorkOrdersCountersDocument,
    "\n      query WorkOrdersModel($id: Int!, $isStaff: Boolean!, $isClient: Boolean!) {\n        workOrder(id: $id) {\n          ...LegacyWorkOrderModel\n        }\n      }\n    ": typeof types.WorkOrdersModelDocument,
};
const documents: Documents = {
    "\n  query AnswersOfWorkOrder($workOrderId: Int!) {\n    answers(workOrderId: $workOrderId) {\n      id\n      workOrderId\n      questionContent\n      answerContent\n    }\n  }\n": types.AnswersOfWorkOrderDocument,
    "\n      mutation AnswersSave($input: SaveAnswerInput!) {\n        saveAnswer(input: $input) {\n          answer {\n            id\n            workOrderId\n            questionContent\n            answerContent\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": types.AnswersSaveDocument,
    "\n      mutation AnswersDelete($id: Int!) {\n        deleteAnswer(id: $id)\n      }\n    ": types.AnswersDeleteDocument,
    "\n  fragment LegacyAsset on Asset {\n    id\n    assetCode\n    make\n    model\n    serialNo\n    description\n    siteId\n    siteName\n    siteCode\n    clientId\n    clientName\n    categoryId\n    categoryName\n    installedDate\n    warrantyPeriod\n    warrantyUnit\n    warrantyEndDate\n    inWarranty\n    active\n    supplierId @include(if: $isStaff)\n  }\n": types.LegacyAssetFragmentDoc,
    "\n  query AssetsList(\n    $isStaff: Boolean!\n    $page: Int!\n    $pageSize: Int!\n    $search: String\n    $clientId: Int\n    $siteId: Int\n    $active: Boolean\n    $sort: [AssetSortInput!]\n  ) {\n    assets(page: $page, pageSize: $pageSize, search: $search, clientId: $clientId, siteId: $siteId, active: $active, sort: $sort) {\n      totalCount\n      nodes {\n        ...LegacyAsset\n      }\n    }\n  }\n": types.AssetsListDocument,
    "\n  query AssetsDropdown($siteId: Int) {\n    assetOptions(siteId: $siteId) {\n      id\n      assetCode\n    }\n  }\n": types.AssetsDropdownDocument,
    "\n  mutation AssetsSave($isStaff: Boolean!, $input: SaveAssetInput!) {\n    saveAsset(input: $input) {\n      asset {\n        ...LegacyAsset\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": types.AssetsSaveDocument,
    "\n      query AssetsModel($isStaff: Boolean!, $id: Int!) {\n        asset(id: $id) {\n          ...LegacyAsset\n        }\n      }\n    ": types.AssetsModelDocument,
    "\n      mutation AssetsDelete($id: Int!) {\n        deleteAsset(id: $id) {\n          deletedId\n          error {\n            message\n            code\n          }\n        }\n      }\n    ": types.AssetsDeleteDocument,
    "\n      mutation AssetsImport($clientId: Int!, $file: Upload!) {\n        importAssets(clientId: $clientId, file: $file) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n      }\n    ": types.AssetsImportDocument,
    "\n      query AuditTrailsList($page: Int!, $pageSize: Int!, $search: String, $entityName: String, $entityId: String, $sort: [AuditSortInput!]) {\n        auditTrail(page: $page, pageSize: $pageSize, search: $search, entityName: $entityName, entityId: $entityId, sort: $sort) {\n          totalCount\n          nodes {\n            id\n            entityName\n            entityId\n            action\n            actionTaken\n            actionByName\n            actionDate\n          }\n        }\n      }\n    ": types.AuditTrailsListDocument,
    "\n  fragment AuthoriseSignedIn on SignedIn {\n    accessToken\n    expiresAt\n    rememberToken\n    me {\n      authCode\n      user {\n        id\n        fullName\n        email\n        userTypeId\n        departmentId\n        entityId\n        entityName\n      }\n      permissions {\n        name\n        level\n      }\n    }\n  }\n": types.AuthoriseSignedInFragmentDoc,
    "\n      mutation AuthoriseLogin($input: SignInInput!) {\n        signIn(input: $input) {\n          session {\n            ...AuthoriseSignedIn\n          }\n          error {\n            code\n            message\n          }\n        }\n      }\n    ": types.AuthoriseLoginDocument,
    "\n      mutation AuthoriseCheck($input: SessionCheckInput) {\n        checkSession(input: $input) {\n          requestedUrl\n          valid\n        }\n      }\n    ": types.AuthoriseCheckDocument,
    "\n      mutation AuthoriseLogout {\n        signOut\n      }\n    ": types.AuthoriseLogoutDocument,
    "\n      mutation AuthoriseResetPassword($input: ResetPasswordInput!) {\n        resetPassword(input: $input) {\n          ok\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": types.AuthoriseResetPasswordDocument,
    "\n  fragment LegacyBiReport on BiReportNode {\n    id\n    name\n    description\n    embedCode\n    embedUrl\n    userId\n  }\n": types.LegacyBiReportFragmentDoc,
    "\n  mutation BIReportsSave($input: SaveBiReportInput!) {\n    saveBiReport(input: $input) {\n      report {\n        ...LegacyBiReport\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": types.BiReportsSaveDocument,
    "\n  query BIReportsList($userId: Int) {\n    biReports(userId: $userId) {\n      ...LegacyBiReport\n    }\n  }\n": types.BiReportsListDocument,
    "\n      query BIReportsModel($id: Int!) {\n        biReport(id: $id) {\n          ...LegacyBiReport\n        }\n      }\n    ": types.BiReportsModelDocument,
    "\n      mutation BIReportsDelete($id: Int!) {\n        deleteBiReport(id: $id)\n      }\n    ": types.BiReportsDeleteDocument,
    "\n  fragment LegacyBrand on Brand {\n    id\n    name\n    clientId\n  }\n": types.LegacyBrandFragmentDoc,
    "\n  fragment LegacyClientBrand on ClientBrand {\n    brandColour\n    logoUrl\n    brandName\n  }\n": types.LegacyClientBrandFragmentDoc,
    "\n  mutation BrandsSave($input: SaveBrandInput!) {\n    saveBrand(input: $input) {\n      brand {\n        ...LegacyBrand\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": types.BrandsSaveDocument,
    "\n      query ClientsBrand($clientId: Int!) {\n        clientBrand(clientId: $clientId) {\n          ...LegacyClientBrand\n        }\n      }\n    ": types.ClientsBrandDocument,
    "\n      mutation ClientsUploadLogo($clientId: Int!, $file: Upload) {\n        uploadClientLogo(clientId: $clientId, file: $file) {\n          clientBrand {\n            ...LegacyClientBrand\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": types.ClientsUploadLogoDocument,
    "\n      mutation ClientsBrandUpdate($clientId: Int!, $brandColour: String!) {\n        updateClientBrand(clientId: $clientId, brandColour: $brandColour) {\n          clientBrand {\n            ...LegacyClientBrand\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": types.ClientsBrandUpdateDocument,
    "\n      query BrandsList($clientId: Int, $search: String) {\n        brands(clientId: $clientId, search: $search) {\n          ...LegacyBrand\n        }\n      }\n    ": types.BrandsListDocument,
    "\n      query BrandsModel($id: Int!) {\n        brand(id: $id) {\n          ...LegacyBrand\n        }\n      }\n    ": types.BrandsModelDocument,
    "\n      mutation BrandsDelete($id: Int!) {\n        deleteBrand(id: $id) {\n          deletedId\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": types.BrandsDeleteDocument,
    "\n  fragment LegacyClient on Client {\n    id\n    name\n    customer\n    status\n    startDate\n    renewalDate\n    contractValue\n    active\n  }\n": types.LegacyClientFragmentDoc,
    "\n  mutation ClientsSave($input: SaveClientInput!) {\n    saveClient(input: $input) {\n      client {\n        ...LegacyClient\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": types.ClientsSaveDocument,
    "\n  fragment LegacySubTradeInClient on SubTradeInClient {\n    id\n    clientId\n    subTradeId\n  }\n": types.LegacySubTradeInClientFragmentDoc,
    "\n      query ClientsList($paged: Boolean!, $page: Int!, $pageSize: Int!, $search: String, $active: Boolean, $sort: [ClientSortInput!]) {\n        clients(page: $page, pageSize: $pageSize, search: $search, active: $active, sort: $sort) @include(if: $paged) {\n          totalCount\n          nodes {\n            ...LegacyClient\n          }\n        }\n        clientList @skip(if: $paged) {\n          id\n          name\n        }\n      }\n    ": types.ClientsListDocument,
    "\n      query ClientsModel($id: Int!) {\n        client(id: $id) {\n          ...LegacyClient\n        }\n      }\n    ": types.ClientsModelDocument,
    "\n      query SubTradeInClientsAll($clientId: Int) {\n        subTradesInClient(clientId: $clientId) {\n          id\n          clientId\n          subTradeId\n        }\n      }\n    ": types.SubTradeInClientsAllDocument,
    "\n      query SubTradeInClientsList($clientId: Int!) {\n        subTradesInClient(clientId: $clientId) {\n          id\n          clientId\n          subTradeId\n          subTrade\n          tradeId\n          trade\n        }\n      }\n    ": types.SubTradeInClientsListDocument,
    "\n      mutation SubTradeInClientsAdd($clientId: Int!, $subTradeId: Int!) {\n        addSubTradeInClient(clientId: $clientId, subTradeId: $subTradeId) {\n          setting {\n            ...LegacySubTradeInClient\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": types.SubTradeInClientsAddDocument,
    "\n      mutation SubTradeInClientsRemove($id: Int!) {\n        removeSubTradeInClient(id: $id)\n      }\n    ": types.SubTradeInClientsRemoveDocument,
    "\n  fragment LegacyContractor on Contractor {\n    id\n    name\n    shortName\n    contact\n    telephone\n    oohTelephone\n    email\n    active\n    normalStart\n    normalFinish\n    oohOneStart\n    oohOneFinish\n    oohTwoStart\n    oohTwoFinish\n    oohThreeStart\n    oohThreeFinish\n  }\n": types.LegacyContractorFragmentDoc,
    "\n  mutation ContractorsSave($input: SaveContractorInput!) {\n    saveContractor(input: $input) {\n      contractor {\n        ...LegacyContractor\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": types.ContractorsSaveDocument,
    "\n  query ContractorsModel($id: Int!) {\n    contractor(id: $id) {\n      ...LegacyContractor\n    }\n  }\n": types.ContractorsModelDocument,
    "\n      query ContractorsList(\n        $page: Int!\n        $pageSize: Int!\n        $search: String\n        $active: Boolean\n        $sort: [ContractorSortInput!]\n        $filters: [ContractorFilterInput!]\n      ) {\n        contractors(page: $page, pageSize: $pageSize, search: $search, active: $active, sort: $sort, filters: $filters) {\n          totalCount\n          nodes {\n            ...LegacyContractor\n          }\n        }\n      }\n    ": types.ContractorsListDocument,
    "\n      mutation ContractorsDelete($id: Int!) {\n        deleteContractor(id: $id) {\n          deletedId\n          error {\n            message\n            code\n          }\n        }\n      }\n    ": types.ContractorsDeleteDocument,
    "\n  fragment LegacyContract on Contract {\n    id\n    accountNo\n    name\n    clientId\n    clientName\n    tradeId\n    tradeName\n    subTradeId\n    subTradeName\n    contractStatusId\n    contractStatusName\n    startDate\n    endDate\n  }\n": types.LegacyContractFragmentDoc,
    "\n  fragment LegacyContractorInContract on ContractorInContract {\n    id\n    contractId\n    contractName\n    clientId\n    clientName\n    contractorId\n    contractorName\n    postcodePrefix @skip(if: $isClient)\n    preferred @skip(if: $isClient)\n    active @skip(if: $isClient)\n    siteCount @skip(if: $isClient)\n    hourlyRate @skip(if: $isClient)\n    oohUplift @skip(if: $isClient)\n    bankHolidayUplift @skip(if: $isClient)\n    callOutCharge @skip(if: $isClient)\n    oohCallOutCharge @skip(if: $isClient)\n    travelCharge @skip(if: $isClient)\n    minimumChargeHours @skip(if: $isClient)\n    materialsMarkup @skip(if: $isClient)\n  }\n": types.LegacyContractorInContractFragmentDoc,
    "\n  fragment LegacySiteInContractorInContract on SiteInContractorInContract {\n    id\n    contractorInContractId\n    siteId\n    siteCode\n    siteName\n    postCode\n  }\n": types.LegacySiteInContractorInContractFragmentDoc,
    "\n  query ContractsList($page: Int!, $pageSize: Int!, $clientId: Int, $contractorId: Int, $search: String, $sort: [ContractSortInput!]) {\n    contracts(page: $page, pageSize: $pageSize, clientId: $clientId, contractorId: $contractorId, search: $search, sort: $sort) {\n      totalCount\n      nodes {\n        ...LegacyContract\n      }\n    }\n  }\n": types.ContractsListDocument,
    "\n  mutation ContractsSave($input: SaveContractInput!) {\n    saveContract(input: $input) {\n      contract {\n        ...LegacyContract\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": types.ContractsSaveDocument,
    "\n  query ContractorInContractsList(\n    $isClient: Boolean!\n    $page: Int!\n    $pageSize: Int!\n    $contractId: Int\n    $contractorId: Int\n    $search: String\n    $sort: [ContractorInContractSortInput!]\n  ) {\n    contractorsInContract(page: $page, pageSize: $pageSize, contractId: $contractId, contractorId: $contractorId, search: $search, sort: $sort) {\n      totalCount\n      nodes {\n        ...LegacyContractorInContract\n      }\n    }\n  }\n": types.ContractorInContractsListDocument,
    "\n      query WorkOrdersContractors($workOrderId: Int!) {\n        matchingContractors(workOrderId: $workOrderId) {\n          id\n          name\n          telephone\n          oohTelephone\n          email\n          preferred\n          postcodePrefix\n          siteListed\n          contractorInContractId\n          contractId\n          contractName\n        }\n      }\n    ": types.WorkOrdersContractorsDocument,
    "\n      query ContractsModel($id: Int!) {\n        contract(id: $id) {\n          ...LegacyContract\n        }\n      }\n    ": types.ContractsModelDocument,
    "\n      mutation ContractsDelete($id: Int!) {\n        deleteContract(id: $id) {\n          deletedId\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": types.ContractsDeleteDocument,
    "\n      query ContractorInContractsModel($isClient: Boolean!, $id: Int!) {\n        contractorInContract(id: $id) {\n          ...LegacyContractorInContract\n        }\n      }\n    ": types.ContractorInContractsModelDocument,
    "\n      mutation ContractorInContractsAdd($isClient: Boolean!, $input: AddContractorInContractInput!) {\n        addContractorInContract(input: $input) {\n          contractorInContract {\n            ...LegacyContractorInContract\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": types.ContractorInContractsAddDocument,
    "\n      mutation ContractorInContractsRates($isClient: Boolean!, $input: SaveContractorRatesInput!) {\n        saveContractorRates(input: $input) {\n          contractorInContract {\n            ...LegacyContractorInContract\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": types.ContractorInContractsRatesDocument,
    "\n      mutation ContractorInContractsDelete($id: Int!) {\n        removeContractorInContract(id: $id)\n      }\n    ": types.ContractorInContractsDeleteDocument,
    "\n      query SiteInContractorInContractsList($contractorInContractId: Int!) {\n        sitesInContractorInContract(contractorInContractId: $contractorInContractId) {\n          ...LegacySiteInContractorInContract\n        }\n      }\n    ": types.SiteInContractorInContractsListDocument,
    "\n      mutation SiteInContractorInContractsAdd($contractorInContractId: Int!, $siteId: Int) {\n        addSiteInContractorInContract(contractorInContractId: $contractorInContractId, siteId: $siteId) {\n          siteInContractorInContract {\n            ...LegacySiteInContractorInContract\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": types.SiteInContractorInContractsAddDocument,
    "\n      mutation SiteInContractorInContractsDelete($id: Int!) {\n        removeSiteInContractorInContract(id: $id)\n      }\n    ": types.SiteInContractorInContractsDeleteDocument,
    "\n      mutation ContractorsInContractImport($contractId: Int!, $file: Upload!) {\n        importContractorsInContract(contractId: $contractId, file: $file) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n      }\n    ": types.ContractorsInContractImportDocument,
    "\n      query DashboardCounters {\n        dashboard {\n          overdueWorkOrders\n          overdueWorkOrderAverage\n          workOrdersLoggedThisWeek\n          workOrdersClosedThisWeek\n          weeks {\n            weekStart\n            logged\n            closed\n          }\n        }\n      }\n    ": types.DashboardCountersDocument,
    "\n      query DashboardRecentWorkOrders($isStaff: Boolean!, $ids: [Int!]!) {\n        recentWorkOrders(ids: $ids) {\n          ...LegacyWorkOrderRow\n        }\n      }\n    ": types.DashboardRecentWorkOrdersDocument,
    "\n  fragment LegacyEngineer on Engineer {\n    id\n    contractorId\n    contractor {\n      name\n    }\n    firstName\n    lastName\n    mobile\n    email\n    skills\n    registrationNumber\n    active\n  }\n": types.LegacyEngineerFragmentDoc,
    "\n  mutation EngineersSave($input: SaveEngineerInput!) {\n    saveEngineer(input: $input) {\n      engineer {\n        ...LegacyEngineer\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": types.EngineersSaveDocument,
    "\n      query EngineersList(\n        $page: Int!\n        $pageSize: Int!\n        $contractorId: Int\n        $activeOnly: Boolean\n        $search: String\n        $sort: [EngineerSortInput!]\n        $filters: [EngineerFilterInput!]\n      ) {\n        engineers(\n          page: $page\n          pageSize: $pageSize\n          contractorId: $contractorId\n          activeOnly: $activeOnly\n          search: $search\n          sort: $sort\n          filters: $filters\n        ) {\n          totalCount\n          nodes {\n            ...LegacyEngineer\n          }\n        }\n      }\n    ": types.EngineersListDocument,
    "\n      query EngineersModel($id: Int!) {\n        engineer(id: $id) {\n          ...LegacyEngineer\n        }\n      }\n    ": types.EngineersModelDocument,
    "\n      mutation EngineersDelete($id: Int!) {\n        deleteEngineer(id: $id) {\n          deletedId\n          error {\n            message\n          }\n        }\n      }\n    ": types.EngineersDeleteDocument,
    "\n      mutation DataImport($file: Upload, $sites: Boolean!, $contractors: Boolean!, $users: Boolean!) {\n        importSites(file: $file) @include(if: $sites) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n        importContractors(file: $file) @include(if: $contractors) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n        importUsers(file: $file) @include(if: $users) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n      }\n    ": types.DataImportDocument,
    "\n  fragment LegacyLinkedWorkOrder on LinkedWorkOrder {\n    id\n    parentWorkOrderId\n    childWorkOrderId\n    workOrder {\n      id\n      refNo\n      dateOpened\n      progressCode\n      contractorName\n      subTradeName\n      workOrderType\n      workOrderStatus\n    }\n  }\n": types.LegacyLinkedWorkOrderFragmentDoc,
    "\n      query LinkedWorkOrdersList($has: Boolean!, $workOrderId: Int!, $page: Int!, $pageSize: Int!) {\n        linkedWorkOrders(workOrderId: $workOrderId, page: $page, pageSize: $pageSize) @include(if: $has) {\n          totalCount\n          nodes {\n            ...LegacyLinkedWorkOrder\n          }\n        }\n      }\n    ": types.LinkedWorkOrdersListDocument,
    "\n      mutation LinkedWorkOrdersLink($parent: Int!, $child: Int!) {\n        linkWorkOrders(parentWorkOrderId: $parent, childWorkOrderId: $child) {\n          link {\n            ...LegacyLinkedWorkOrder\n          }\n          error {\n            code\n            message\n          }\n        }\n      }\n    ": types.LinkedWorkOrdersLinkDocument,
    "\n        mutation LinkedWorkOrdersUnlink($id: Int!) {\n          unlinkWorkOrders(id: $id)\n        }\n      ": types.LinkedWorkOrdersUnlinkDocument,
    "\n  query LookupSites($clientId: Int) {\n    siteList(clientId: $clientId) {\n      id\n      name\n    }\n  }\n": types.LookupSitesDocument,
    "\n      query LookupActiveClients {\n        clientList(activeOnly: true) {\n          id\n          name\n        }\n      }\n    ": types.LookupActiveClientsDocument,
    "\n      query LookupContractors {\n        contractorList {\n          id\n          name\n        }\n      }\n    ": types.LookupContractorsDocument,
    "\n      query WorkOrdersDropdowns {\n        workOrderTypes {\n          id\n          name\n        }\n        workOrderStatuses {\n          id\n          name\n        }\n        clientList {\n          id\n          name\n        }\n        capitalCodes {\n          id\n          name\n        }\n        financialCodes {\n          id\n          name\n        }\n      }\n    ": types.WorkOrdersDropdownsDocument,
    "\n  fragment LegacyNote on WorkOrderNote {\n    id\n    workOrderId\n    userId\n    note\n    noteTime\n    privateNote @include(if: $isStaff)\n    userName\n  }\n": types.LegacyNoteFragmentDoc,
    "\n  query WorkOrderNotesList($isStaff: Boolean!, $has: Boolean!, $workOrderId: Int!, $privateNote: Boolean, $page: Int!, $pageSize: Int!) {\n    workOrderNotes(workOrderId: $workOrderId, privateNote: $privateNote, page: $page, pageSize: $pageSize) @include(if: $has) {\n      totalCount\n      nodes {\n        ...LegacyNote\n      }\n    }\n  }\n": types.WorkOrderNotesListDocument,
    "\n  mutation WorkOrderNotesSave($isStaff: Boolean!, $input: SaveWorkOrderNoteInput!) {\n    saveWorkOrderNote(input: $input) {\n      note {\n        ...LegacyNote\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": types.WorkOrderNotesSaveDocument,
    "\n      query WorkOrderNotesModel($isStaff: Boolean!, $id: Int!) {\n        workOrderNote(id: $id) {\n          ...LegacyNote\n        }\n      }\n    ": types.WorkOrderNotesModelDocument,
    "\n      mutation WorkOrderNotesDelete($id: Int!) {\n        deleteWorkOrderNote(id: $id)\n      }\n    ": types.WorkOrderNotesDeleteDocument,
    "\n      mutation NotificationsResend($workOrderId: Int!) {\n        resendWorkOrderNotification(workOrderId: $workOrderId) {\n          messages {\n            id\n            channel\n            recipient\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": types.NotificationsResendDocument,
    "\n  fragment LegacyRefusal on Error {\n    code\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n": types.LegacyRefusalFragmentDoc,
    "\n  fragment LegacySite on Site {\n    id\n    siteCode\n    brandId\n    brand {\n      name\n    }\n    name\n    addressLine1\n    addressLine2\n    city\n    county\n    postCode\n    clientId\n    client {\n      name\n    }\n    siteManager\n    siteEmail\n    mainContactId\n    asbestosWarning\n    comments\n    active\n  }\n": types.LegacySiteFragmentDoc,
    "\n  mutation SitesSave($input: SaveSiteInput!) {\n    saveSite(input: $input) {\n      site {\n        ...LegacySite\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": types.SitesSaveDocument,
    "\n      query SitesList(\n        $paged: Boolean!\n        $page: Int!\n        $pageSize: Int!\n        $clientId: Int\n        $search: String\n        $sort: [SiteSortInput!]\n        $filters: [SiteFilterInput!]\n      ) {\n        sites(page: $page, pageSize: $pageSize, clientId: $clientId, search: $search, sort: $sort, filters: $filters) @include(if: $paged) {\n          totalCount\n          nodes {\n            ...LegacySite\n          }\n        }\n        siteList(clientId: $clientId) @skip(if: $paged) {\n          id\n          name\n        }\n      }\n    ": types.SitesListDocument,
    "\n      query ClientPortalSites($clientId: Int) {\n        siteList(clientId: $clientId) {\n          id\n          name\n          siteCode\n        }\n      }\n    ": types.ClientPortalSitesDocument,
    "\n      query SitesModel($id: Int!) {\n        site(id: $id) {\n          ...LegacySite\n        }\n      }\n    ": types.SitesModelDocument,
    "\n      mutation SitesDelete($id: Int!) {\n        deleteSite(id: $id) {\n          deletedId\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": types.SitesDeleteDocument,
    "\n  query TradesParents($clientId: Int) {\n    trades(clientId: $clientId) {\n      id\n      name\n    }\n  }\n": types.TradesParentsDocument,
    "\n  query TradesChildren($parentId: Int, $clientId: Int) {\n    trades(parentId: $parentId, clientId: $clientId) {\n      id\n      name\n    }\n  }\n": types.TradesChildrenDocument,
    "\n  mutation TradesSave($input: SaveTradeInput!) {\n    saveTrade(input: $input) {\n      trade {\n        id\n        name\n        parentTradeId\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": types.TradesSaveDocument,
    "\n  fragment LegacyQuestion on Question {\n    id\n    content\n    subTradeId\n    sortOrder\n    active\n  }\n": types.LegacyQuestionFragmentDoc,
    "\n  mutation QuestionsSave($input: SaveQuestionInput!) {\n    saveQuestion(input: $input) {\n      question {\n        ...LegacyQuestion\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": types.QuestionsSaveDocument,
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
    "\n      mutation UsersSave($input: SaveUserInput!, $isStaff: Boolean!) {\n        saveUser(input: $input) {\n          user {\n            ...LegacyUser\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": types.UsersSaveDocument,
    "\n      mutation UsersDelete($id: Int!) {\n        deleteUser(id: $id) {\n          deletedId\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    ": types.UsersDeleteDocument,
    "\n      query UserInSitesList($userId: Int!) {\n        userSites(userId: $userId) {\n          id\n          userId\n          siteId\n          siteName\n        }\n      }\n    ": types.UserInSitesListDocument,
    "\n      mutation UserInSitesAdd($userId: Int!, $siteId: Int!) {\n        linkUserSite(userId: $userId, siteId: $siteId) {\n          id\n          userId\n          siteId\n          siteName\n        }\n      }\n    ": types.UserInSitesAddDocument,
    "\n      mutation UserInSitesRemove($id: Int!) {\n        unlinkUserSite(id: $id)\n      }\n    ": types.UserInSitesRemoveDocument,
    "\n  fragment LegacyWorkOrderRow on WorkOrder {\n    id\n    refNo\n    dateOpened\n    dueDate\n    requestedBy\n    clientRef\n    issue\n    details\n    clientId\n    clientName\n    siteId\n    siteName\n    contractorId\n    contractorName\n    subTradeName\n    workOrderStatusId\n    workOrderStatus\n    workOrderType\n    deadline\n    estimatedCost @include(if: $isStaff)\n  }\n": types.LegacyWorkOrderRowFragmentDoc,
    "\n  fragment LegacyWorkOrderModel on WorkOrder {\n    ...LegacyWorkOrderRow\n    dateClosed\n    requestDate\n    siteCode\n    tradeId\n    tradeName\n    subTradeId\n    workOrderTypeId\n    progressCodeId\n    progressCode\n    slaCode\n    assetId\n    assetCategoryId\n    contactId\n    methodOfRequestId\n    methodOfRequest\n    showCategory\n    accessTimes\n    dateStatus\n    version\n    responseDueDate\n    assetCode\n    contactName\n    ... @include(if: $isStaff) {\n      financialCode\n      capitalCode\n      nextStatuses\n      approvedCost\n      overBudget\n      invoiceDate\n      invoiceNo\n      invoiceAmount\n      allContractorIds\n      capitalCodeId\n      financialCodeId\n      smsNumber\n      smsNotifications\n      sendNotifications\n      contractorEmailed\n      supersededCostPrice\n      supersededReason\n      valuationNumber\n    }\n    ... @skip(if: $isClient) {\n      actualCost\n      callOutCost\n      queryReasonId\n      queryReason\n      missingInfo\n    }\n  }\n": types.LegacyWorkOrderModelFragmentDoc,
    "\n  query WorkOrdersList(\n    $isStaff: Boolean!\n    $page: Int!\n    $pageSize: Int!\n    $status: Int\n    $overdue: Boolean\n    $workOrderTypeId: Int\n    $siteId: Int\n    $excludeId: Int\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(\n      page: $page\n      pageSize: $pageSize\n      status: $status\n      overdue: $overdue\n      workOrderTypeId: $workOrderTypeId\n      siteId: $siteId\n      excludeId: $excludeId\n      search: $search\n      filters: $filters\n      sort: $sort\n    ) {\n      totalCount\n      nodes {\n        ...LegacyWorkOrderRow\n      }\n    }\n  }\n": types.WorkOrdersListDocument,
    "\n  mutation WorkOrdersSave($input: SaveWorkOrderInput!, $isStaff: Boolean!, $isClient: Boolean!) {\n    saveWorkOrder(input: $input) {\n      workOrder {\n        ...LegacyWorkOrderModel\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": types.WorkOrdersSaveDocument,
    "\n  mutation WorkOrdersApproveAndConvert($id: Int!, $contractorId: Int, $isStaff: Boolean!, $isClient: Boolean!) {\n    approveAndConvert(id: $id, contractorId: $contractorId) {\n      workOrder {\n        ...LegacyWorkOrderModel\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n": types.WorkOrdersApproveAndConvertDocument,
    "\n        mutation WorkOrdersDecline($id: Int!, $subject: String!, $note: String!, $isStaff: Boolean!, $isClient: Boolean!) {\n          declineRequest(id: $id, subject: $subject, note: $note) {\n            workOrder {\n              ...LegacyWorkOrderModel\n            }\n            error {\n              ...LegacyRefusal\n            }\n          }\n        }\n      ": types.WorkOrdersDeclineDocument,
    "\n        mutation WorkOrdersCancel($id: Int!, $version: Int, $isStaff: Boolean!, $isClient: Boolean!) {\n          cancelWorkOrder(id: $id, version: $version) {\n            workOrder {\n              ...LegacyWorkOrderModel\n            }\n            error {\n              ...LegacyRefusal\n            }\n          }\n        }\n      ": types.WorkOrdersCancelDocument,
    "\n        query WorkOrdersAssetWarranty($id: Int!) {\n          asset(id: $id) {\n            id\n            inWarranty\n          }\n        }\n      ": types.WorkOrdersAssetWarrantyDocument,
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
export function graphql(source: "\n  query AnswersOfWorkOrder($workOrderId: Int!) {\n    answers(workOrderId: $workOrderId) {\n      id\n      workOrderId\n      questionContent\n      answerContent\n    }\n  }\n"): (typeof documents)["\n  query AnswersOfWorkOrder($workOrderId: Int!) {\n    answers(workOrderId: $workOrderId) {\n      id\n      workOrderId\n      questionContent\n      answerContent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AnswersSave($input: SaveAnswerInput!) {\n        saveAnswer(input: $input) {\n          answer {\n            id\n            workOrderId\n            questionContent\n            answerContent\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation AnswersSave($input: SaveAnswerInput!) {\n        saveAnswer(input: $input) {\n          answer {\n            id\n            workOrderId\n            questionContent\n            answerContent\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AnswersDelete($id: Int!) {\n        deleteAnswer(id: $id)\n      }\n    "): (typeof documents)["\n      mutation AnswersDelete($id: Int!) {\n        deleteAnswer(id: $id)\n      }\n    "];
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
export function graphql(source: "\n  mutation AssetsSave($isStaff: Boolean!, $input: SaveAssetInput!) {\n    saveAsset(input: $input) {\n      asset {\n        ...LegacyAsset\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssetsSave($isStaff: Boolean!, $input: SaveAssetInput!) {\n    saveAsset(input: $input) {\n      asset {\n        ...LegacyAsset\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n      mutation AuthoriseResetPassword($input: ResetPasswordInput!) {\n        resetPassword(input: $input) {\n          ok\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation AuthoriseResetPassword($input: ResetPasswordInput!) {\n        resetPassword(input: $input) {\n          ok\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyBiReport on BiReportNode {\n    id\n    name\n    description\n    embedCode\n    embedUrl\n    userId\n  }\n"): (typeof documents)["\n  fragment LegacyBiReport on BiReportNode {\n    id\n    name\n    description\n    embedCode\n    embedUrl\n    userId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BIReportsSave($input: SaveBiReportInput!) {\n    saveBiReport(input: $input) {\n      report {\n        ...LegacyBiReport\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BIReportsSave($input: SaveBiReportInput!) {\n    saveBiReport(input: $input) {\n      report {\n        ...LegacyBiReport\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation BrandsSave($input: SaveBrandInput!) {\n    saveBrand(input: $input) {\n      brand {\n        ...LegacyBrand\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BrandsSave($input: SaveBrandInput!) {\n    saveBrand(input: $input) {\n      brand {\n        ...LegacyBrand\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ClientsBrand($clientId: Int!) {\n        clientBrand(clientId: $clientId) {\n          ...LegacyClientBrand\n        }\n      }\n    "): (typeof documents)["\n      query ClientsBrand($clientId: Int!) {\n        clientBrand(clientId: $clientId) {\n          ...LegacyClientBrand\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ClientsUploadLogo($clientId: Int!, $file: Upload) {\n        uploadClientLogo(clientId: $clientId, file: $file) {\n          clientBrand {\n            ...LegacyClientBrand\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation ClientsUploadLogo($clientId: Int!, $file: Upload) {\n        uploadClientLogo(clientId: $clientId, file: $file) {\n          clientBrand {\n            ...LegacyClientBrand\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ClientsBrandUpdate($clientId: Int!, $brandColour: String!) {\n        updateClientBrand(clientId: $clientId, brandColour: $brandColour) {\n          clientBrand {\n            ...LegacyClientBrand\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation ClientsBrandUpdate($clientId: Int!, $brandColour: String!) {\n        updateClientBrand(clientId: $clientId, brandColour: $brandColour) {\n          clientBrand {\n            ...LegacyClientBrand\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "];
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
export function graphql(source: "\n      mutation BrandsDelete($id: Int!) {\n        deleteBrand(id: $id) {\n          deletedId\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation BrandsDelete($id: Int!) {\n        deleteBrand(id: $id) {\n          deletedId\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyClient on Client {\n    id\n    name\n    customer\n    status\n    startDate\n    renewalDate\n    contractValue\n    active\n  }\n"): (typeof documents)["\n  fragment LegacyClient on Client {\n    id\n    name\n    customer\n    status\n    startDate\n    renewalDate\n    contractValue\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientsSave($input: SaveClientInput!) {\n    saveClient(input: $input) {\n      client {\n        ...LegacyClient\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClientsSave($input: SaveClientInput!) {\n    saveClient(input: $input) {\n      client {\n        ...LegacyClient\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n      mutation SubTradeInClientsAdd($clientId: Int!, $subTradeId: Int!) {\n        addSubTradeInClient(clientId: $clientId, subTradeId: $subTradeId) {\n          setting {\n            ...LegacySubTradeInClient\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation SubTradeInClientsAdd($clientId: Int!, $subTradeId: Int!) {\n        addSubTradeInClient(clientId: $clientId, subTradeId: $subTradeId) {\n          setting {\n            ...LegacySubTradeInClient\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "];
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
export function graphql(source: "\n  mutation ContractorsSave($input: SaveContractorInput!) {\n    saveContractor(input: $input) {\n      contractor {\n        ...LegacyContractor\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ContractorsSave($input: SaveContractorInput!) {\n    saveContractor(input: $input) {\n      contractor {\n        ...LegacyContractor\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment LegacyContract on Contract {\n    id\n    accountNo\n    name\n    clientId\n    clientName\n    tradeId\n    tradeName\n    subTradeId\n    subTradeName\n    contractStatusId\n    contractStatusName\n    startDate\n    endDate\n  }\n"): (typeof documents)["\n  fragment LegacyContract on Contract {\n    id\n    accountNo\n    name\n    clientId\n    clientName\n    tradeId\n    tradeName\n    subTradeId\n    subTradeName\n    contractStatusId\n    contractStatusName\n    startDate\n    endDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyContractorInContract on ContractorInContract {\n    id\n    contractId\n    contractName\n    clientId\n    clientName\n    contractorId\n    contractorName\n    postcodePrefix @skip(if: $isClient)\n    preferred @skip(if: $isClient)\n    active @skip(if: $isClient)\n    siteCount @skip(if: $isClient)\n    hourlyRate @skip(if: $isClient)\n    oohUplift @skip(if: $isClient)\n    bankHolidayUplift @skip(if: $isClient)\n    callOutCharge @skip(if: $isClient)\n    oohCallOutCharge @skip(if: $isClient)\n    travelCharge @skip(if: $isClient)\n    minimumChargeHours @skip(if: $isClient)\n    materialsMarkup @skip(if: $isClient)\n  }\n"): (typeof documents)["\n  fragment LegacyContractorInContract on ContractorInContract {\n    id\n    contractId\n    contractName\n    clientId\n    clientName\n    contractorId\n    contractorName\n    postcodePrefix @skip(if: $isClient)\n    preferred @skip(if: $isClient)\n    active @skip(if: $isClient)\n    siteCount @skip(if: $isClient)\n    hourlyRate @skip(if: $isClient)\n    oohUplift @skip(if: $isClient)\n    bankHolidayUplift @skip(if: $isClient)\n    callOutCharge @skip(if: $isClient)\n    oohCallOutCharge @skip(if: $isClient)\n    travelCharge @skip(if: $isClient)\n    minimumChargeHours @skip(if: $isClient)\n    materialsMarkup @skip(if: $isClient)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacySiteInContractorInContract on SiteInContractorInContract {\n    id\n    contractorInContractId\n    siteId\n    siteCode\n    siteName\n    postCode\n  }\n"): (typeof documents)["\n  fragment LegacySiteInContractorInContract on SiteInContractorInContract {\n    id\n    contractorInContractId\n    siteId\n    siteCode\n    siteName\n    postCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractsList($page: Int!, $pageSize: Int!, $clientId: Int, $contractorId: Int, $search: String, $sort: [ContractSortInput!]) {\n    contracts(page: $page, pageSize: $pageSize, clientId: $clientId, contractorId: $contractorId, search: $search, sort: $sort) {\n      totalCount\n      nodes {\n        ...LegacyContract\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContractsList($page: Int!, $pageSize: Int!, $clientId: Int, $contractorId: Int, $search: String, $sort: [ContractSortInput!]) {\n    contracts(page: $page, pageSize: $pageSize, clientId: $clientId, contractorId: $contractorId, search: $search, sort: $sort) {\n      totalCount\n      nodes {\n        ...LegacyContract\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContractsSave($input: SaveContractInput!) {\n    saveContract(input: $input) {\n      contract {\n        ...LegacyContract\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ContractsSave($input: SaveContractInput!) {\n    saveContract(input: $input) {\n      contract {\n        ...LegacyContract\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractorInContractsList(\n    $isClient: Boolean!\n    $page: Int!\n    $pageSize: Int!\n    $contractId: Int\n    $contractorId: Int\n    $search: String\n    $sort: [ContractorInContractSortInput!]\n  ) {\n    contractorsInContract(page: $page, pageSize: $pageSize, contractId: $contractId, contractorId: $contractorId, search: $search, sort: $sort) {\n      totalCount\n      nodes {\n        ...LegacyContractorInContract\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContractorInContractsList(\n    $isClient: Boolean!\n    $page: Int!\n    $pageSize: Int!\n    $contractId: Int\n    $contractorId: Int\n    $search: String\n    $sort: [ContractorInContractSortInput!]\n  ) {\n    contractorsInContract(page: $page, pageSize: $pageSize, contractId: $contractId, contractorId: $contractorId, search: $search, sort: $sort) {\n      totalCount\n      nodes {\n        ...LegacyContractorInContract\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query WorkOrdersContractors($workOrderId: Int!) {\n        matchingContractors(workOrderId: $workOrderId) {\n          id\n          name\n          telephone\n          oohTelephone\n          email\n          preferred\n          postcodePrefix\n          siteListed\n          contractorInContractId\n          contractId\n          contractName\n        }\n      }\n    "): (typeof documents)["\n      query WorkOrdersContractors($workOrderId: Int!) {\n        matchingContractors(workOrderId: $workOrderId) {\n          id\n          name\n          telephone\n          oohTelephone\n          email\n          preferred\n          postcodePrefix\n          siteListed\n          contractorInContractId\n          contractId\n          contractName\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ContractsModel($id: Int!) {\n        contract(id: $id) {\n          ...LegacyContract\n        }\n      }\n    "): (typeof documents)["\n      query ContractsModel($id: Int!) {\n        contract(id: $id) {\n          ...LegacyContract\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ContractsDelete($id: Int!) {\n        deleteContract(id: $id) {\n          deletedId\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation ContractsDelete($id: Int!) {\n        deleteContract(id: $id) {\n          deletedId\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ContractorInContractsModel($isClient: Boolean!, $id: Int!) {\n        contractorInContract(id: $id) {\n          ...LegacyContractorInContract\n        }\n      }\n    "): (typeof documents)["\n      query ContractorInContractsModel($isClient: Boolean!, $id: Int!) {\n        contractorInContract(id: $id) {\n          ...LegacyContractorInContract\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ContractorInContractsAdd($isClient: Boolean!, $input: AddContractorInContractInput!) {\n        addContractorInContract(input: $input) {\n          contractorInContract {\n            ...LegacyContractorInContract\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation ContractorInContractsAdd($isClient: Boolean!, $input: AddContractorInContractInput!) {\n        addContractorInContract(input: $input) {\n          contractorInContract {\n            ...LegacyContractorInContract\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ContractorInContractsRates($isClient: Boolean!, $input: SaveContractorRatesInput!) {\n        saveContractorRates(input: $input) {\n          contractorInContract {\n            ...LegacyContractorInContract\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation ContractorInContractsRates($isClient: Boolean!, $input: SaveContractorRatesInput!) {\n        saveContractorRates(input: $input) {\n          contractorInContract {\n            ...LegacyContractorInContract\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ContractorInContractsDelete($id: Int!) {\n        removeContractorInContract(id: $id)\n      }\n    "): (typeof documents)["\n      mutation ContractorInContractsDelete($id: Int!) {\n        removeContractorInContract(id: $id)\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query SiteInContractorInContractsList($contractorInContractId: Int!) {\n        sitesInContractorInContract(contractorInContractId: $contractorInContractId) {\n          ...LegacySiteInContractorInContract\n        }\n      }\n    "): (typeof documents)["\n      query SiteInContractorInContractsList($contractorInContractId: Int!) {\n        sitesInContractorInContract(contractorInContractId: $contractorInContractId) {\n          ...LegacySiteInContractorInContract\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SiteInContractorInContractsAdd($contractorInContractId: Int!, $siteId: Int) {\n        addSiteInContractorInContract(contractorInContractId: $contractorInContractId, siteId: $siteId) {\n          siteInContractorInContract {\n            ...LegacySiteInContractorInContract\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation SiteInContractorInContractsAdd($contractorInContractId: Int!, $siteId: Int) {\n        addSiteInContractorInContract(contractorInContractId: $contractorInContractId, siteId: $siteId) {\n          siteInContractorInContract {\n            ...LegacySiteInContractorInContract\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation SiteInContractorInContractsDelete($id: Int!) {\n        removeSiteInContractorInContract(id: $id)\n      }\n    "): (typeof documents)["\n      mutation SiteInContractorInContractsDelete($id: Int!) {\n        removeSiteInContractorInContract(id: $id)\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation ContractorsInContractImport($contractId: Int!, $file: Upload!) {\n        importContractorsInContract(contractId: $contractId, file: $file) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation ContractorsInContractImport($contractId: Int!, $file: Upload!) {\n        importContractorsInContract(contractId: $contractId, file: $file) {\n          imported\n          rowErrors {\n            line\n            message\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DashboardCounters {\n        dashboard {\n          overdueWorkOrders\n          overdueWorkOrderAverage\n          workOrdersLoggedThisWeek\n          workOrdersClosedThisWeek\n          weeks {\n            weekStart\n            logged\n            closed\n          }\n        }\n      }\n    "): (typeof documents)["\n      query DashboardCounters {\n        dashboard {\n          overdueWorkOrders\n          overdueWorkOrderAverage\n          workOrdersLoggedThisWeek\n          workOrdersClosedThisWeek\n          weeks {\n            weekStart\n            logged\n            closed\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DashboardRecentWorkOrders($isStaff: Boolean!, $ids: [Int!]!) {\n        recentWorkOrders(ids: $ids) {\n          ...LegacyWorkOrderRow\n        }\n      }\n    "): (typeof documents)["\n      query DashboardRecentWorkOrders($isStaff: Boolean!, $ids: [Int!]!) {\n        recentWorkOrders(ids: $ids) {\n          ...LegacyWorkOrderRow\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyEngineer on Engineer {\n    id\n    contractorId\n    contractor {\n      name\n    }\n    firstName\n    lastName\n    mobile\n    email\n    skills\n    registrationNumber\n    active\n  }\n"): (typeof documents)["\n  fragment LegacyEngineer on Engineer {\n    id\n    contractorId\n    contractor {\n      name\n    }\n    firstName\n    lastName\n    mobile\n    email\n    skills\n    registrationNumber\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EngineersSave($input: SaveEngineerInput!) {\n    saveEngineer(input: $input) {\n      engineer {\n        ...LegacyEngineer\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EngineersSave($input: SaveEngineerInput!) {\n    saveEngineer(input: $input) {\n      engineer {\n        ...LegacyEngineer\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment LegacyLinkedWorkOrder on LinkedWorkOrder {\n    id\n    parentWorkOrderId\n    childWorkOrderId\n    workOrder {\n      id\n      refNo\n      dateOpened\n      progressCode\n      contractorName\n      subTradeName\n      workOrderType\n      workOrderStatus\n    }\n  }\n"): (typeof documents)["\n  fragment LegacyLinkedWorkOrder on LinkedWorkOrder {\n    id\n    parentWorkOrderId\n    childWorkOrderId\n    workOrder {\n      id\n      refNo\n      dateOpened\n      progressCode\n      contractorName\n      subTradeName\n      workOrderType\n      workOrderStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LinkedWorkOrdersList($has: Boolean!, $workOrderId: Int!, $page: Int!, $pageSize: Int!) {\n        linkedWorkOrders(workOrderId: $workOrderId, page: $page, pageSize: $pageSize) @include(if: $has) {\n          totalCount\n          nodes {\n            ...LegacyLinkedWorkOrder\n          }\n        }\n      }\n    "): (typeof documents)["\n      query LinkedWorkOrdersList($has: Boolean!, $workOrderId: Int!, $page: Int!, $pageSize: Int!) {\n        linkedWorkOrders(workOrderId: $workOrderId, page: $page, pageSize: $pageSize) @include(if: $has) {\n          totalCount\n          nodes {\n            ...LegacyLinkedWorkOrder\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation LinkedWorkOrdersLink($parent: Int!, $child: Int!) {\n        linkWorkOrders(parentWorkOrderId: $parent, childWorkOrderId: $child) {\n          link {\n            ...LegacyLinkedWorkOrder\n          }\n          error {\n            code\n            message\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation LinkedWorkOrdersLink($parent: Int!, $child: Int!) {\n        linkWorkOrders(parentWorkOrderId: $parent, childWorkOrderId: $child) {\n          link {\n            ...LegacyLinkedWorkOrder\n          }\n          error {\n            code\n            message\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation LinkedWorkOrdersUnlink($id: Int!) {\n          unlinkWorkOrders(id: $id)\n        }\n      "): (typeof documents)["\n        mutation LinkedWorkOrdersUnlink($id: Int!) {\n          unlinkWorkOrders(id: $id)\n        }\n      "];
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
export function graphql(source: "\n  fragment LegacyNote on WorkOrderNote {\n    id\n    workOrderId\n    userId\n    note\n    noteTime\n    privateNote @include(if: $isStaff)\n    userName\n  }\n"): (typeof documents)["\n  fragment LegacyNote on WorkOrderNote {\n    id\n    workOrderId\n    userId\n    note\n    noteTime\n    privateNote @include(if: $isStaff)\n    userName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkOrderNotesList($isStaff: Boolean!, $has: Boolean!, $workOrderId: Int!, $privateNote: Boolean, $page: Int!, $pageSize: Int!) {\n    workOrderNotes(workOrderId: $workOrderId, privateNote: $privateNote, page: $page, pageSize: $pageSize) @include(if: $has) {\n      totalCount\n      nodes {\n        ...LegacyNote\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkOrderNotesList($isStaff: Boolean!, $has: Boolean!, $workOrderId: Int!, $privateNote: Boolean, $page: Int!, $pageSize: Int!) {\n    workOrderNotes(workOrderId: $workOrderId, privateNote: $privateNote, page: $page, pageSize: $pageSize) @include(if: $has) {\n      totalCount\n      nodes {\n        ...LegacyNote\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkOrderNotesSave($isStaff: Boolean!, $input: SaveWorkOrderNoteInput!) {\n    saveWorkOrderNote(input: $input) {\n      note {\n        ...LegacyNote\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WorkOrderNotesSave($isStaff: Boolean!, $input: SaveWorkOrderNoteInput!) {\n    saveWorkOrderNote(input: $input) {\n      note {\n        ...LegacyNote\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query WorkOrderNotesModel($isStaff: Boolean!, $id: Int!) {\n        workOrderNote(id: $id) {\n          ...LegacyNote\n        }\n      }\n    "): (typeof documents)["\n      query WorkOrderNotesModel($isStaff: Boolean!, $id: Int!) {\n        workOrderNote(id: $id) {\n          ...LegacyNote\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation WorkOrderNotesDelete($id: Int!) {\n        deleteWorkOrderNote(id: $id)\n      }\n    "): (typeof documents)["\n      mutation WorkOrderNotesDelete($id: Int!) {\n        deleteWorkOrderNote(id: $id)\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation NotificationsResend($workOrderId: Int!) {\n        resendWorkOrderNotification(workOrderId: $workOrderId) {\n          messages {\n            id\n            channel\n            recipient\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation NotificationsResend($workOrderId: Int!) {\n        resendWorkOrderNotification(workOrderId: $workOrderId) {\n          messages {\n            id\n            channel\n            recipient\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyRefusal on Error {\n    code\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment LegacyRefusal on Error {\n    code\n    message\n    fieldErrors {\n      field\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacySite on Site {\n    id\n    siteCode\n    brandId\n    brand {\n      name\n    }\n    name\n    addressLine1\n    addressLine2\n    city\n    county\n    postCode\n    clientId\n    client {\n      name\n    }\n    siteManager\n    siteEmail\n    mainContactId\n    asbestosWarning\n    comments\n    active\n  }\n"): (typeof documents)["\n  fragment LegacySite on Site {\n    id\n    siteCode\n    brandId\n    brand {\n      name\n    }\n    name\n    addressLine1\n    addressLine2\n    city\n    county\n    postCode\n    clientId\n    client {\n      name\n    }\n    siteManager\n    siteEmail\n    mainContactId\n    asbestosWarning\n    comments\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SitesSave($input: SaveSiteInput!) {\n    saveSite(input: $input) {\n      site {\n        ...LegacySite\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SitesSave($input: SaveSiteInput!) {\n    saveSite(input: $input) {\n      site {\n        ...LegacySite\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n      mutation SitesDelete($id: Int!) {\n        deleteSite(id: $id) {\n          deletedId\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation SitesDelete($id: Int!) {\n        deleteSite(id: $id) {\n          deletedId\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "];
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
export function graphql(source: "\n  mutation TradesSave($input: SaveTradeInput!) {\n    saveTrade(input: $input) {\n      trade {\n        id\n        name\n        parentTradeId\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TradesSave($input: SaveTradeInput!) {\n    saveTrade(input: $input) {\n      trade {\n        id\n        name\n        parentTradeId\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LegacyQuestion on Question {\n    id\n    content\n    subTradeId\n    sortOrder\n    active\n  }\n"): (typeof documents)["\n  fragment LegacyQuestion on Question {\n    id\n    content\n    subTradeId\n    sortOrder\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuestionsSave($input: SaveQuestionInput!) {\n    saveQuestion(input: $input) {\n      question {\n        ...LegacyQuestion\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation QuestionsSave($input: SaveQuestionInput!) {\n    saveQuestion(input: $input) {\n      question {\n        ...LegacyQuestion\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n      mutation UsersSave($input: SaveUserInput!, $isStaff: Boolean!) {\n        saveUser(input: $input) {\n          user {\n            ...LegacyUser\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation UsersSave($input: SaveUserInput!, $isStaff: Boolean!) {\n        saveUser(input: $input) {\n          user {\n            ...LegacyUser\n          }\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UsersDelete($id: Int!) {\n        deleteUser(id: $id) {\n          deletedId\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "): (typeof documents)["\n      mutation UsersDelete($id: Int!) {\n        deleteUser(id: $id) {\n          deletedId\n          error {\n            ...LegacyRefusal\n          }\n        }\n      }\n    "];
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
export function graphql(source: "\n  fragment LegacyWorkOrderModel on WorkOrder {\n    ...LegacyWorkOrderRow\n    dateClosed\n    requestDate\n    siteCode\n    tradeId\n    tradeName\n    subTradeId\n    workOrderTypeId\n    progressCodeId\n    progressCode\n    slaCode\n    assetId\n    assetCategoryId\n    contactId\n    methodOfRequestId\n    methodOfRequest\n    showCategory\n    accessTimes\n    dateStatus\n    version\n    responseDueDate\n    assetCode\n    contactName\n    ... @include(if: $isStaff) {\n      financialCode\n      capitalCode\n      nextStatuses\n      approvedCost\n      overBudget\n      invoiceDate\n      invoiceNo\n      invoiceAmount\n      allContractorIds\n      capitalCodeId\n      financialCodeId\n      smsNumber\n      smsNotifications\n      sendNotifications\n      contractorEmailed\n      supersededCostPrice\n      supersededReason\n      valuationNumber\n    }\n    ... @skip(if: $isClient) {\n      actualCost\n      callOutCost\n      queryReasonId\n      queryReason\n      missingInfo\n    }\n  }\n"): (typeof documents)["\n  fragment LegacyWorkOrderModel on WorkOrder {\n    ...LegacyWorkOrderRow\n    dateClosed\n    requestDate\n    siteCode\n    tradeId\n    tradeName\n    subTradeId\n    workOrderTypeId\n    progressCodeId\n    progressCode\n    slaCode\n    assetId\n    assetCategoryId\n    contactId\n    methodOfRequestId\n    methodOfRequest\n    showCategory\n    accessTimes\n    dateStatus\n    version\n    responseDueDate\n    assetCode\n    contactName\n    ... @include(if: $isStaff) {\n      financialCode\n      capitalCode\n      nextStatuses\n      approvedCost\n      overBudget\n      invoiceDate\n      invoiceNo\n      invoiceAmount\n      allContractorIds\n      capitalCodeId\n      financialCodeId\n      smsNumber\n      smsNotifications\n      sendNotifications\n      contractorEmailed\n      supersededCostPrice\n      supersededReason\n      valuationNumber\n    }\n    ... @skip(if: $isClient) {\n      actualCost\n      callOutCost\n      queryReasonId\n      queryReason\n      missingInfo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkOrdersList(\n    $isStaff: Boolean!\n    $page: Int!\n    $pageSize: Int!\n    $status: Int\n    $overdue: Boolean\n    $workOrderTypeId: Int\n    $siteId: Int\n    $excludeId: Int\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(\n      page: $page\n      pageSize: $pageSize\n      status: $status\n      overdue: $overdue\n      workOrderTypeId: $workOrderTypeId\n      siteId: $siteId\n      excludeId: $excludeId\n      search: $search\n      filters: $filters\n      sort: $sort\n    ) {\n      totalCount\n      nodes {\n        ...LegacyWorkOrderRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkOrdersList(\n    $isStaff: Boolean!\n    $page: Int!\n    $pageSize: Int!\n    $status: Int\n    $overdue: Boolean\n    $workOrderTypeId: Int\n    $siteId: Int\n    $excludeId: Int\n    $search: String\n    $filters: [WorkOrderFilterInput!]\n    $sort: [WorkOrderSortInput!]\n  ) {\n    workOrders(\n      page: $page\n      pageSize: $pageSize\n      status: $status\n      overdue: $overdue\n      workOrderTypeId: $workOrderTypeId\n      siteId: $siteId\n      excludeId: $excludeId\n      search: $search\n      filters: $filters\n      sort: $sort\n    ) {\n      totalCount\n      nodes {\n        ...LegacyWorkOrderRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkOrdersSave($input: SaveWorkOrderInput!, $isStaff: Boolean!, $isClient: Boolean!) {\n    saveWorkOrder(input: $input) {\n      workOrder {\n        ...LegacyWorkOrderModel\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WorkOrdersSave($input: SaveWorkOrderInput!, $isStaff: Boolean!, $isClient: Boolean!) {\n    saveWorkOrder(input: $input) {\n      workOrder {\n        ...LegacyWorkOrderModel\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WorkOrdersApproveAndConvert($id: Int!, $contractorId: Int, $isStaff: Boolean!, $isClient: Boolean!) {\n    approveAndConvert(id: $id, contractorId: $contractorId) {\n      workOrder {\n        ...LegacyWorkOrderModel\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WorkOrdersApproveAndConvert($id: Int!, $contractorId: Int, $isStaff: Boolean!, $isClient: Boolean!) {\n    approveAndConvert(id: $id, contractorId: $contractorId) {\n      workOrder {\n        ...LegacyWorkOrderModel\n      }\n      error {\n        ...LegacyRefusal\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation WorkOrdersDecline($id: Int!, $subject: String!, $note: String!, $isStaff: Boolean!, $isClient: Boolean!) {\n          declineRequest(id: $id, subject: $subject, note: $note) {\n            workOrder {\n              ...LegacyWorkOrderModel\n            }\n            error {\n              ...LegacyRefusal\n            }\n          }\n        }\n      "): (typeof documents)["\n        mutation WorkOrdersDecline($id: Int!, $subject: String!, $note: String!, $isStaff: Boolean!, $isClient: Boolean!) {\n          declineRequest(id: $id, subject: $subject, note: $note) {\n            workOrder {\n              ...LegacyWorkOrderModel\n            }\n            error {\n              ...LegacyRefusal\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation WorkOrdersCancel($id: Int!, $version: Int, $isStaff: Boolean!, $isClient: Boolean!) {\n          cancelWorkOrder(id: $id, version: $version) {\n            workOrder {\n              ...LegacyWorkOrderModel\n            }\n            error {\n              ...LegacyRefusal\n            }\n          }\n        }\n      "): (typeof documents)["\n        mutation WorkOrdersCancel($id: Int!, $version: Int, $isStaff: Boolean!, $isClient: Boolean!) {\n          cancelWorkOrder(id: $id, version: $version) {\n            workOrder {\n              ...LegacyWorkOrderModel\n            }\n            error {\n              ...LegacyRefusal\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query WorkOrdersAssetWarranty($id: Int!) {\n          asset(id: $id) {\n            id\n            inWarranty\n          }\n        }\n      "): (typeof documents)["\n        query WorkOrdersAssetWarranty($id: Int!) {\n          asset(id: $id) {\n            id\n            inWarranty\n          }\n        }\n      "];
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