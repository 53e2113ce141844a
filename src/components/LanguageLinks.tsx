import { useSite } from "./SiteContext.tsx";
import { useText } from "./Text.tsx";

interface LanguageLinksProps {
  /** The page to link in each other language: this page's route, or "/" for each home. */
  route: string;
  className: string;
}

/**
 * The same page in each other language, each named in its own language and marked with it, so
 * a screen reader says "Deutsch" in German. Plain links: they work without JavaScript, and no
 * visitor is ever redirected by their browser's languages.
 */
export function LanguageLinks({ route, className }: LanguageLinksProps) {
  const { locale, languages, hrefIn } = useSite();
  const { uiText } = useText();
  return (
    <ul className={className}>
      {languages
        .filter((language) => language.code !== locale)
        .map(({ code, copy }) => (
          <li key={code}>
            <a href={hrefIn(code, route)} hrefLang={code} lang={code} dir={copy.language.dir === "rtl" ? "rtl" : undefined}>
              {uiText(copy.language.name, code)}
            </a>
          </li>
        ))}
    </ul>
  );
}
