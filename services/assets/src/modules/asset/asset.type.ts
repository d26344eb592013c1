import { Field, Int, ObjectType } from "type-graphql";
import { ErrorInterface, PageOf, Readers } from "@wo/shared";
import { Asset } from "./asset.entity";

@ObjectType({
  implements: ErrorInterface,
  description: "Why an asset change was refused: the message to show, a stable code and the refused input fields",
})
export class AssetError extends ErrorInterface {}

@ObjectType({ description: "One page of asset rows, with the total matching the query" })
export class AssetPage extends PageOf(Asset) {}

@ObjectType({ description: "What saveAsset answers: the asset as saved, or the error that refused it (then nothing was saved)" })
export class SaveAssetPayload {
  @Readers.everyone()
  @Field(() => Asset, { nullable: true, description: "The asset as saved, read back; null when refused" })
  asset!: Asset | null;

  @Readers.everyone()
  @Field(() => AssetError, { nullable: true, description: "Why nothing was saved; null when the asset was saved" })
  error!: AssetError | null;
}

@ObjectType({ description: "What deleteAsset answers: the deleted asset's id, or the error that refused it (then nothing was deleted)" })
export class DeleteAssetPayload {
  @Readers.everyone()
  @Field(() => Int, { nullable: true, description: "The id of the asset deleted; null when refused" })
  deletedId!: number | null;

  @Readers.everyone()
  @Field(() => AssetError, {
    nullable: true,
    description: "Why nothing was deleted (the rule or the row that uses it); null when the asset was deleted",
  })
  error!: AssetError | null;
}

/** One refused row of an import file: its line number (the header is line 1) and why. */
@ObjectType({ description: "One refused row of an import file: its line number (the header is line 1) and why." })
export class AssetImportRowError {
  @Readers.everyone()
  @Field(() => Int, { description: "The file's line number (the header is line 1)" })
  line!: number;

  @Readers.everyone()
  @Field({ description: "Why the row was refused, naming the column" })
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
  @Field(() => AssetError, { nullable: true, description: "Why it was refused (then nothing was changed); null when it succeeded" })
  error!: AssetError | null;
}

/** An asset as the drop-downs list it (GET /api/Assets/Dropdown: id, AssetCode). */
@ObjectType({ simpleResolvers: true, description: "An asset as the drop-downs list it (GET /api/Assets/Dropdown: id, AssetCode)." })
export class AssetOption {
  @Readers.everyone()
  @Field(() => Int, { description: "The asset's id (Asset.id)" })
  id!: number;

  @Readers.everyone()
  @Field({ description: "The asset's code (legacy AssetCode)" })
  assetCode!: string;
}
