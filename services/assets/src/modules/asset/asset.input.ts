import { ArgsType, Field, InputType, Int } from "type-graphql";
import { IsOptional, MaxLength, Min } from "class-validator";
import { listInputs, LocalDateScalar } from "@wo/shared";
import { ASSET_LIST } from "./asset.reader";

/** AssetField, AssetSortInput, AssetFilterInput and the paging arguments. */
const inputs = listInputs(ASSET_LIST);

/** The asset grid's arguments: the advanced search (client, site, category, make, model, serial, in warranty, active). */
@ArgsType()
export class AssetsArgs extends inputs.Args {
  @Field(() => Int, { nullable: true, description: "Only this client's assets (0 or absent: all the caller may see)" })
  @IsOptional()
  @Min(0)
  clientId?: number | null;

  @Field(() => Int, { nullable: true, description: "Only this site's assets" })
  @IsOptional()
  @Min(0)
  siteId?: number | null;

  @Field(() => Int, { nullable: true, description: "Only assets of this category (AssetCategory.id)" })
  @IsOptional()
  @Min(0)
  categoryId?: number | null;

  @Field(() => Boolean, { nullable: true, description: "Only active (true) or inactive (false) assets" })
  @IsOptional()
  active?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "Only assets in warranty today (true) or out of it (false)" })
  @IsOptional()
  inWarranty?: boolean | null;

  @Field(() => String, { nullable: true, description: "Make contains" })
  @IsOptional()
  @MaxLength(100)
  make?: string | null;

  @Field(() => String, { nullable: true, description: "Model contains" })
  @IsOptional()
  @MaxLength(100)
  model?: string | null;

  @Field(() => String, { nullable: true, description: "Serial number contains" })
  @IsOptional()
  @MaxLength(100)
  serialNo?: string | null;
}

/** An asset as the popup (and POST/PUT /api/Assets) sends it; id 0 or absent creates. */
@InputType({ description: "An asset as the popup (and POST/PUT /api/Assets) sends it; id 0 or absent creates." })
export class SaveAssetInput {
  @Field(() => Int, { nullable: true, description: "The asset to update; 0 or absent creates one" })
  @IsOptional()
  @Min(0)
  id?: number | null;

  @Field(() => Int, { nullable: true, description: "The client the asset belongs to (Client.id); required" })
  @IsOptional()
  clientId?: number | null;

  @Field(() => Int, { nullable: true, description: "The site it stands on (Site.id); required, one of the client's sites" })
  @IsOptional()
  siteId?: number | null;

  @Field(() => Int, { nullable: true, description: "The asset's category (AssetCategory.id); null for none" })
  @IsOptional()
  categoryId?: number | null;

  @Field(() => String, { nullable: true, description: "The asset's code, unique within the client; required" })
  @IsOptional()
  @MaxLength(1000)
  assetCode?: string | null;

  @Field(() => String, { nullable: true, description: "Manufacturer, free text" })
  @IsOptional()
  @MaxLength(1000)
  make?: string | null;

  @Field(() => String, { nullable: true, description: "Model name or number, free text" })
  @IsOptional()
  @MaxLength(1000)
  model?: string | null;

  @Field(() => String, { nullable: true, description: "Manufacturer's serial number, free text" })
  @IsOptional()
  @MaxLength(1000)
  serialNo?: string | null;

  @Field(() => String, { nullable: true, description: "Free-text description" })
  @IsOptional()
  @MaxLength(4000)
  description?: string | null;

  @Field(() => Int, { nullable: true, description: "The supplying contractor; 0 or absent for none" })
  @IsOptional()
  supplierId?: number | null;

  @Field(() => LocalDateScalar, { nullable: true, description: "The day it was installed (YYYY-MM-DD); the warranty runs from it" })
  @IsOptional()
  installedDate?: string | null;

  @Field(() => Int, { nullable: true, description: "A whole number of days or months, 0 or more (absent: 0)" })
  @IsOptional()
  warrantyPeriod?: number | null;

  @Field(() => String, { nullable: true, description: "Days or Months (absent: Months)" })
  @IsOptional()
  @MaxLength(20)
  warrantyUnit?: string | null;

  @Field(() => Boolean, { nullable: true, description: "Absent: true for a new asset, unchanged otherwise" })
  @IsOptional()
  active?: boolean | null;
}
