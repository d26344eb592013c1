import type { ReactNode } from "react";
import { Classes, Dialog } from "@blueprintjs/core";
import { useSmallScreen } from "./useSmallScreen";
import "./popup.css";

export type PopupProps = {
  title: ReactNode;
  isOpen: boolean;
  onClose: () => void;
  /** Share of the window's width: the spec uses 80% (quick views), 50% and 30% (documents) */
  width?: "80%" | "50%" | "30%";
  children: ReactNode;
  footer?: ReactNode;
};

/**
 * The product's one popup: a Blueprint Dialog sized as a share of the window, taking the whole
 * window when it is under 800 by 600.
 */
export function Popup({ title, isOpen, onClose, width = "80%", children, footer }: PopupProps) {
  const small = useSmallScreen();
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onClose={onClose}
      className={small ? "wo-popup wo-popup--full" : "wo-popup"}
      style={small ? { width: "100%", height: "100%", margin: 0 } : { width }}
    >
      <div className={`${Classes.DIALOG_BODY} wo-popup__body`}>{children}</div>
      {footer ? (
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>{footer}</div>
        </div>
      ) : null}
    </Dialog>
  );
}
