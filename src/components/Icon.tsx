export type IconName =
  | "swipe"
  | "lock"
  | "phone"
  | "sparkle"
  | "chevron"
  | "menu"
  | "mail"
  | "question"
  | "check"
  | "cross"
  | "logo"
  | "play"
  | "arrow-left"
  | "arrow-right";

interface IconProps {
  name: IconName;
  className?: string;
}

// Paths on a 24x24 grid, drawn with currentColor so icons follow the theme.
const paths: Record<IconName, string> = {
  swipe:
    "M9 11V5.5a1.5 1.5 0 0 1 3 0V11m0-1.5a1.5 1.5 0 0 1 3 0V12m0-1a1.5 1.5 0 0 1 3 0v4a6 6 0 0 1-6 6h-1a6 6 0 0 1-5-2.7L4.3 15a1.5 1.5 0 0 1 2.4-1.8L9 15.5M3 6h3M1.5 4.5 3 6 1.5 7.5M18 6h3m-1.5-1.5L21 6l-1.5 1.5",
  lock: "M6 10h12a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1Zm2 0V7a4 4 0 0 1 8 0v3m-4 4v3",
  phone: "M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm2.5 3h3M11 19h2",
  sparkle: "M12 3v4m0 10v4M3 12h4m10 0h4M6.5 6.5l2.1 2.1m6.8 6.8 2.1 2.1m0-11-2.1 2.1m-6.8 6.8-2.1 2.1",
  chevron: "m6 9 6 6 6-6",
  menu: "M4 7h16M4 12h16M4 17h16",
  mail: "M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm-1 1 9 7 9-7",
  question: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.5-11.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14m0 3h.01",
  check: "m5 12.5 4.5 4.5L19 7.5",
  cross: "M6 6l12 12M18 6 6 18",
  play: "M8 5.5v13l11-6.5-11-6.5Z",
  "arrow-left": "M15 5l-7 7 7 7",
  "arrow-right": "m9 5 7 7-7 7",
  logo: "M7 3h10a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3Zm1 11 3 3 5-6",
};

/** A decorative inline SVG icon; the text beside it carries the meaning. */
export function Icon({ name, className = "icon" }: IconProps) {
  const filled = name === "play";
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? "none" : "currentColor"}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
