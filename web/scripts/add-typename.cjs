/**
 * A codegen document transform (codegen.yml, web/src/gql): every selection set of the web's documents
 * but an operation's root asks for `__typename`, as Apollo Client's cache adds it to what it sends,
 * so the trusted document the gateway runs for a hash (persisted-documents.json) answers what the
 * cache expects. (client-preset's own transform adds it to the root too, which Apollo does not.)
 */
const { Kind, visit } = require("graphql");

const TYPENAME = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } };

function addTypename(document) {
  return visit(document, {
    SelectionSet(node, _key, parent) {
      if (parent && !Array.isArray(parent) && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === "__typename")) return undefined;
      return { ...node, selections: [TYPENAME, ...node.selections] };
    },
  });
}

module.exports = {
  transform({ documents }) {
    return documents.map((d) => ({ ...d, document: d.document ? addTypename(d.document) : undefined }));
  },
};
