import { LanguageLinks } from "../components/LanguageLinks.tsx";
import { useSite } from "../components/SiteContext.tsx";
import { useText } from "../components/Text.tsx";

/**
 * Served by static hosts for any unknown path; the client script logs the path asked for. Where
 * the host serves only the root 404.html (GitHub Pages, Vercel), its links to each language's
 * home take visitors of every language back in.
 */
export function NotFound() {
  const { href, copy, languages } = useSite();
  const { runningText, uiText } = useText();
  return (
    <div className="not-found" data-not-found="">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">{uiText(copy.notFound.heading)}</h1>
      <p className="not-found__body">{runningText(copy.notFound.body)}</p>
      <a className="button" href={href("/")}>
        {uiText(copy.notFound.homeLink)}
      </a>
      {languages.length > 1 ? (
        <nav className="not-found__languages" aria-label={copy.language.switcherLabel}>
          <p>{runningText(copy.notFound.otherLanguages)}</p>
          <LanguageLinks route="/" className="not-found__language-list" />
        </nav>
      ) : null}
    </div>
  );
}
