import type { ReactNode } from "react";
import { useText } from "../Text.tsx";

interface LandingSectionProps {
  /** The block's name (BEM): its class beside `section`, and its heading's id, `<name>-title`. */
  name: string;
  heading: string;
  /** A fragment id that links reach it by, e.g. "features" for /#features. */
  id?: string;
  /** A line under the heading. */
  lead?: ReactNode;
  narrow?: boolean;
  children: ReactNode;
}

/** A section of the landing page: its heading names it for screen readers, and its content sits in the page's column. */
export function LandingSection({ name, heading, id, lead, narrow, children }: LandingSectionProps) {
  const { uiText } = useText();
  return (
    <section className={`section ${name}`} id={id} aria-labelledby={`${name}-title`}>
      <div className={narrow ? "container container--narrow" : "container"}>
        <h2 className="section__title" id={`${name}-title`}>
          {uiText(heading)}
        </h2>
        {lead ? <p className="section__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
