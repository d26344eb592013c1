import { idParam } from "./legacy";
import type { Shim, ShimBase, ShimInput, ShimVariables } from "./shim";

/**
 * The generic model's save (§7 Generic): POST /api/{entity} creates, PUT /api/{entity}/{id} updates,
 * both through the same mutation. `variables` gets the id of the path (null on POST). A name the
 * operation does not declare fails to compile, as with shim().
 */
export function modelSaves<R, V, X extends ShimVariables<NoInfer<V>>>(
  def: Omit<ShimBase<R, V>, "method"> & {
    variables: (input: ShimInput, id: number | null) => X & { [K in Exclude<keyof X, keyof ShimVariables<V>>]: never };
  },
): Shim[] {
  const { variables, ...rest } = def;
  const post = { ...rest, method: "post", variables: (input: ShimInput) => variables(input, null) };
  const put = { ...rest, method: "put", path: `${def.path}/:id`, variables: (input: ShimInput) => variables(input, idParam.parse(input.args.id)) };
  return [post, put] as unknown as Shim[];
}
