import type { ApolloServerPlugin } from "@apollo/server";
import { GraphQLError, Kind, type ASTVisitor, type DocumentNode, type ValidationContext } from "graphql";

/**
 * Refuses an operation whose type the schema has no root for: here every `subscription` (nothing
 * serves subscriptions), and a `mutation` against a schema without mutations. The spec's "Operation
 * Type Existence" rule, which graphql-js 16 lacks (17 has it as KnownOperationTypesRule, with this
 * message); without it such an operation reaches execution and fails there as an internal error.
 */
export function knownOperationTypesRule(context: ValidationContext): ASTVisitor {
  const schema = context.getSchema();
  return {
    OperationDefinition(node) {
      if (!schema.getRootType(node.operation)) {
        context.reportError(new GraphQLError(`The ${node.operation} operation is not supported by the schema.`, { nodes: node }));
      }
    },
  };
}

/** Why `operationName` picks no operation of `document`, in graphql-js's words (its execute says the same). */
export function operationSelectionFailure(document: DocumentNode, operationName: string | null | undefined): string {
  if (operationName) return `Unknown operation named "${operationName}".`;
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length;
  return operations > 1 ? "Must provide operation name if query contains multiple operations." : "Must provide an operation.";
}

/**
 * Refuses a request whose `operationName` selects no operation of its document (it names none of
 * them, or is missing while there are several) before anything runs: OPERATION_RESOLUTION_FAILURE,
 * HTTP 400. A subgraph's Apollo Server answers so from graphql-js's execute, but the gateway's
 * executor throws instead, which answered 500; checking here answers both the same way, and spares
 * the other plugins an operation that is not there.
 */
export function operationSelectionPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request }) {
          if (operation) return;
          throw new GraphQLError(operationSelectionFailure(document, request.operationName), {
            extensions: { code: "OPERATION_RESOLUTION_FAILURE", http: { status: 400 } },
          });
        },
      };
    },
  };
}
