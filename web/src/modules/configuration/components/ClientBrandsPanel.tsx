import { useEffect, useRef, useState, type FormEvent } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";
import { Button, Callout, CONFIRM_PROCEED, FormGroup, H4, HTMLTable, InputGroup, notify, Spinner, useConfirm, useSaveForm } from "../../../ui";
import "./client-brands.css";

export const ClientBrandsPanel_Brands = graphql(`
  query ClientBrandsPanel_Brands($clientId: Int!) {
    brands(clientId: $clientId) {
      id
      clientId
      name
    }
  }
`);

export const ClientBrandsPanel_Branding = graphql(`
  query ClientBrandsPanel_Branding($clientId: Int!) {
    clientBrand(clientId: $clientId) {
      clientId
      brandColour
      logoUrl
      brandName
    }
  }
`);

export const ClientBrandsPanel_Save = graphql(`
  mutation ClientBrandsPanel_Save($input: SaveBrandInput!) {
    saveBrand(input: $input) {
      brand {
        id
        clientId
        name
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const ClientBrandsPanel_Delete = graphql(`
  mutation ClientBrandsPanel_Delete($id: Int!) {
    deleteBrand(id: $id) {
      deletedId
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const ClientBrandsPanel_UploadLogo = graphql(`
  mutation ClientBrandsPanel_UploadLogo($clientId: Int!, $file: Upload) {
    uploadClientLogo(clientId: $clientId, file: $file) {
      clientBrand {
        clientId
        brandColour
        logoUrl
        brandName
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

export const ClientBrandsPanel_Colour = graphql(`
  mutation ClientBrandsPanel_Colour($clientId: Int!, $brandColour: String!) {
    updateClientBrand(clientId: $clientId, brandColour: $brandColour) {
      clientBrand {
        clientId
        brandColour
        logoUrl
        brandName
      }
      error {
        ...SaveForm_Error
      }
    }
  }
`);

/** The spec's default brand colour (§9) */
const DEFAULT_COLOUR = "#a61f7d";

export type ClientBrandsPanelProps = {
  clientId: number;
};

type Editing = { id: number | null; name: string };

/**
 * A client's brands and branding (§2.11 Brands; the client page's brands tab): the brands (add,
 * rename, delete after a confirmation), the logo (jpg or png, shown from its signed link) and the
 * brand colour.
 */
export function ClientBrandsPanel({ clientId }: ClientBrandsPanelProps) {
  return (
    <div className="wo-client-brands">
      <BrandList clientId={clientId} />
      <Branding clientId={clientId} />
    </div>
  );
}

function BrandList({ clientId }: ClientBrandsPanelProps) {
  const { data, loading, error, refetch } = useQuery(ClientBrandsPanel_Brands, { variables: { clientId }, fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [invalid, setInvalid] = useState(false);
  const { confirm, dialog } = useConfirm();
  const reload = () => void refetch().catch(() => undefined);
  const { save, saving } = useSaveForm(ClientBrandsPanel_Save, {
    payload: (d) => d.saveBrand,
    success: () => (editing?.id ? "Brand Updated" : "Brand Created"),
    refusal: (r) => {
      setInvalid(true);
      return { message: r.message, kind: r.code === "INVALID" ? "required" : "error" };
    },
    onSaved: () => {
      setEditing(null);
      reload();
    },
  });
  const { save: remove } = useSaveForm(ClientBrandsPanel_Delete, {
    payload: (d) => d.deleteBrand,
    success: "Brand Deleted",
    onSaved: reload,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    if (!editing.name.trim()) {
      setInvalid(true);
      notify("Required field", "required");
      return;
    }
    await save({ input: { id: editing.id, clientId, name: editing.name } });
  };

  const onDelete = async (id: number) => {
    if (!(await confirm(CONFIRM_PROCEED))) return;
    await remove({ id });
  };

  const brands = data?.brands;
  return (
    <section className="wo-client-brands__list" aria-label="Brands">
      <H4>Brands</H4>
      <Button icon="add" text="Add brand" onClick={() => setEditing({ id: null, name: "" })} />
      {editing ? (
        <form className="wo-client-brands__form" onSubmit={(e) => void submit(e)}>
          <FormGroup label="Name" labelFor="brand-name" labelInfo={<span aria-hidden="true">*</span>} intent={invalid ? "danger" : "none"}>
            <InputGroup
              id="brand-name"
              value={editing.name}
              intent={invalid ? "danger" : "none"}
              onValueChange={(name) => {
                setInvalid(false);
                setEditing({ ...editing, name });
              }}
              autoFocus
            />
          </FormGroup>
          <Button type="submit" intent="primary" text="Save" loading={saving} />
          <Button text="Cancel" onClick={() => setEditing(null)} />
        </form>
      ) : null}
      {!brands && loading ? <Spinner aria-label="Loading" /> : null}
      {error && !brands ? <Callout intent="danger">Brand not loaded</Callout> : null}
      {brands && brands.length === 0 ? <Callout>No brands</Callout> : null}
      {brands && brands.length > 0 ? (
        <HTMLTable compact striped className="wo-table" aria-label="Brands of the client">
          <thead>
            <tr>
              <th>Brand</th>
              <th aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {brands.map((b) => (
              <tr key={b.id}>
                <td>{b.name}</td>
                <td className="wo-table__actions">
                  <Button
                    variant="minimal"
                    size="small"
                    icon="edit"
                    aria-label={`Rename ${b.name}`}
                    onClick={() => setEditing({ id: b.id, name: b.name })}
                  />
                  <Button variant="minimal" size="small" icon="trash" aria-label={`Delete ${b.name}`} onClick={() => void onDelete(b.id)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
      {dialog}
    </section>
  );
}

function Branding({ clientId }: ClientBrandsPanelProps) {
  const { data, error, refetch } = useQuery(ClientBrandsPanel_Branding, { variables: { clientId }, fetchPolicy: "network-only" });
  const brand = data?.clientBrand;
  const [colour, setColour] = useState(DEFAULT_COLOUR);
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);

  useEffect(() => {
    if (brand) setColour(brand.brandColour);
  }, [brand]);
  useEffect(() => {
    if (error) notify("Brand not loaded", "error");
  }, [error]);

  const { save: saveColour, saving: savingColour } = useSaveForm(ClientBrandsPanel_Colour, {
    payload: (d) => d.updateClientBrand,
    success: "Brand Updated",
    failure: { message: "Brand not updated", kind: "error" },
  });
  const { save: upload, saving: uploading } = useSaveForm(ClientBrandsPanel_UploadLogo, {
    payload: (d) => d.uploadClientLogo,
    success: "Brand Updated",
    failure: { message: "Brand not updated", kind: "error" },
    onSaved: () => {
      setChosen(null);
      if (fileInput.current) fileInput.current.value = "";
      // the new logo's signed link: the branding is read again rather than patched in the cache
      void refetch();
    },
  });

  const onUpload = async () => {
    if (!chosen) {
      notify("No files selected", "required");
      return;
    }
    await upload({ clientId, file: chosen });
  };

  return (
    <section className="wo-client-brands__branding" aria-label="Branding">
      <H4>Logo and colour</H4>
      {error && !brand ? <Callout intent="danger">Brand not loaded</Callout> : null}
      <div className="wo-client-brands__logo" style={{ borderColor: brand?.brandColour ?? DEFAULT_COLOUR }}>
        {brand?.logoUrl ? <img src={brand.logoUrl} alt={`Logo of ${brand.brandName}`} /> : <span>No logo</span>}
      </div>
      <FormGroup label="Logo (jpg or png)" labelFor="brand-logo">
        <input
          id="brand-logo"
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          onChange={(e) => setChosen(e.currentTarget.files?.[0] ?? null)}
        />
      </FormGroup>
      <Button icon="upload" text="Upload logo" loading={uploading} onClick={() => void onUpload()} />
      <FormGroup label="Brand colour" labelFor="brand-colour" className="wo-client-brands__colour">
        <input id="brand-colour" type="color" value={colour} onChange={(e) => setColour(e.currentTarget.value)} />
        <code>{colour}</code>
      </FormGroup>
      <Button
        intent="primary"
        text="Save colour"
        loading={savingColour}
        disabled={!brand}
        onClick={() => void saveColour({ clientId, brandColour: colour })}
      />
    </section>
  );
}
