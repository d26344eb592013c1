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
  /** Height in pixels where the spec gives one (New Request 650, View Note 500); the body scrolls inside it */
  height?: number;
  children: ReactNode;
  footer?: ReactNode;
};

/**
 * The product's one popup: a Blueprint Dialog sized as a share of the window (and a height in
 * pixels when the spec gives one), taking the whole window when it is under 800 by 600.
 */
export function Popup({ title, isOpen, onClose, width = "80%", height, children, footer }: PopupProps) {
  const small = useSmallScreen();
  const sized = height ? " wo-popup--sized" : "";
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onClose={onClose}
      // a short popup on a phone still takes the whole window: its container gets the window's height
      portalClassName={small ? "wo-popup-portal--full" : undefined}
      className={small ? "wo-popup wo-popup--full" : `wo-popup${sized}`}
      style={small ? { width: "100%", height: "100%", margin: 0 } : { width, ...(height ? { height } : {}) }}
    >
      <div className={`${Classes.DIALOG_BODY} wo-popup__body`}>{children}</div>
      {footer ? (
        <div className={`${Classes.DIALOG_FOOTER} wo-popup__footer`}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>{footer}</div>
        </div>
      ) : null}
    </Dialog>
  );
}
