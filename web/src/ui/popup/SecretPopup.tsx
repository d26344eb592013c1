import { Button, Callout, InputGroup, Intent } from "@blueprintjs/core";
import { notify } from "../notify";
import { Popup } from "./Popup";

export type SecretPopupProps = {
  title: string;
  /** What the dialog says over the secret: who it is for, and that it is shown only this once */
  warning: string;
  /** The secret's name in a sentence ("API key", "signing secret"): the field's label and the copy's notices */
  what: string;
  /** The field's id */
  id: string;
  secret: string;
  onClose: () => void;
};

/**
 * A secret the server answers once (an API key, a webhook's signing secret): shown read-only in a
 * field that selects itself, with a copy button and the warning that it cannot be read again;
 * closing the dialog forgets it.
 */
export function SecretPopup({ title, warning, what, id, secret, onClose }: SecretPopupProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify(`${what[0]!.toUpperCase()}${what.slice(1)} copied`, "success");
    } catch {
      notify(`Copying was refused: select the ${what} and copy it`, "warning");
    }
  };
  return (
    <Popup isOpen title={title} onClose={onClose} width="50%">
      <Callout intent={Intent.WARNING} icon="key">
        {warning}
      </Callout>
      <div className="wo-secret">
        <InputGroup id={id} aria-label={`The ${what}`} value={secret} readOnly fill onFocus={(e) => e.currentTarget.select()} />
        <Button icon="clipboard" text="Copy" onClick={() => void copy()} />
      </div>
      <div className="wo-secret__actions">
        <Button intent={Intent.PRIMARY} text="Done" onClick={onClose} />
      </div>
    </Popup>
  );
}
