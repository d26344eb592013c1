import path from "node:path";
import { AuditTrailEntry, type ServiceModule } from "@wo/shared";
import { Asset } from "./modules/asset/asset.entity";
import { assetReference } from "./modules/asset/asset.reference";
import { AssetResolver } from "./modules/asset/asset.resolver";
import { DataImportResolver } from "./modules/import/import.resolver";
import { exportAssets } from "./modules/asset/asset.export";
import { Brand } from "./modules/client/brand.entity";
import { Client } from "./modules/client/client.entity";
import { BrandResolver } from "./modules/client/brand.resolver";
import { BrandingResolver } from "./modules/client/branding.resolver";
import { brandReference, clientReference } from "./modules/client/client.reference";
import { ClientResolver } from "./modules/client/client.resolver";
import { ClientSlaCode } from "./modules/client/client-sla.entity";
import { SubTradeInClient } from "./modules/client/sub-trade-in-client.entity";
import { clientExports } from "./modules/client/client.export";
import { lookupEntities, LookupResolver } from "./modules/lookup/lookup.resolver";
import { Contract, ContractorInContract, SiteInContractorInContract } from "./modules/contract/contract.entity";
import {
  contractReference,
  ContractorInContractResolver,
  ContractResolver,
  SiteInContractorInContractResolver,
} from "./modules/contract/contract.resolver";
import { Contractor } from "./modules/contractor/contractor.entity";
import { contractorReference } from "./modules/contractor/contractor.reference";
import { ContractorResolver } from "./modules/contractor/contractor.resolver";
import { exportContractors } from "./modules/contractor/contractor.export";
import { Site } from "./modules/site/site.entity";
import { siteReference } from "./modules/site/site.reference";
import { SiteResolver } from "./modules/site/site.resolver";
import { Trade } from "./modules/trade/trade.entity";
import { tradeReference } from "./modules/trade/trade.reference";
import { TradeResolver } from "./modules/trade/trade.resolver";
import { Question } from "./modules/trade/question.entity";
import { QuestionResolver } from "./modules/trade/question.resolver";
import { Engineer } from "./modules/engineer/engineer.entity";
import { EngineerResolver } from "./modules/engineer/engineer.resolver";
import { migrations } from "./migrations";
import { seedAssets } from "./seeders/demo.seeder";

export const assetsService: ServiceModule = {
  name: "assets",
  defaultPort: 4002,
  schema: "assets",
  entities: [
    AuditTrailEntry,
    Client,
    Brand,
    Site,
    Contractor,
    Trade,
    ClientSlaCode,
    SubTradeInClient,
    Asset,
    Question,
    Engineer,
    Contract,
    ContractorInContract,
    SiteInContractorInContract,
    ...lookupEntities,
  ],
  migrations,
  migrationsDir: path.join(__dirname, "../src/migrations"),
  subgraph: {
    resolvers: [
      ClientResolver,
      BrandResolver,
      BrandingResolver,
      SiteResolver,
      ContractorResolver,
      TradeResolver,
      QuestionResolver,
      EngineerResolver,
      AssetResolver,
      DataImportResolver,
      ContractResolver,
      ContractorInContractResolver,
      SiteInContractorInContractResolver,
      LookupResolver,
    ],
    references: {
      Client: clientReference,
      Brand: brandReference,
      Site: siteReference,
      Contractor: contractorReference,
      Trade: tradeReference,
      Asset: assetReference,
      Contract: contractReference,
    },
  },
  exports: [...clientExports, exportAssets, exportContractors],
  seed: seedAssets,
  files: true,
};
