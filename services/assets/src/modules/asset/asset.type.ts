import { Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, PageOf, Readers } from "@wo/shared";
import { Asset } from "./asset.entity";

@ObjectType({ implements: ErrorInterface })
export class AssetError extends ErrorInterface {}

@ObjectType()
export class AssetPage extends PageOf(Asset) {}

@ObjectType()
export class SaveAssetPayload {
  @Readers.everyone()
  @Field(() => Asset, { nullable: true })
  asset!: Asset | null;

  @Readers.everyone()
  @Field(() => AssetError, { nullable: true })
  error!: AssetError | null;
}

@ObjectType()
export class DeleteAssetPayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => AssetError, { nullable: true })
  error!: AssetError | null;
}

/** One refused row of an import file: its line number (the header is line 1) and why. */
@ObjectType({ description: "One refused row of an import file: its line number (the header is line 1) and why." })
export class AssetImportRowError {
  @Readers.everyone()
  @Field(() => Int)
  line!: number;

  @Readers.everyone()
  @Field()
  message!: string;
}

/** An import's outcome: every row imported, or (with an error) none, and each bad row's line and reason. */
@ObjectType({ description: "An import's outcome: every row imported, or (with an error) none, and each bad row's line and reason." })
export class ImportAssetsPayload {
  @Readers.everyone()
  @Field(() => Int, { description: "Assets imported: every row of the file, or 0 when it was refused" })
  imported!: number;

  @Readers.everyone()
  @Field(() => [AssetImportRowError], { description: "The bad rows, by line; empty when the file was imported" })
  rowErrors!: AssetImportRowError[];

  @Readers.everyone()
  @Field(() => AssetError, { nullable: true })
  error!: AssetError | null;
}

/** An asset as the drop-downs list it (GET /api/Assets/Dropdown: id, AssetCode). */
@ObjectType({ simpleResolvers: true, description: "An asset as the drop-downs list it (GET /api/Assets/Dropdown: id, AssetCode)." })
export class AssetOption {
  @Readers.everyone()
  @Field(() => Int)
  id!: number;

  @Readers.everyone()
  @Field()
  assetCode!: string;
}
