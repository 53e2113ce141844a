import { useSite } from "../components/SiteContext.tsx";
import { notFound } from "../content/pages.ts";

/** Served by static hosts for any unknown path; the client script logs the path asked for. */
export function NotFound() {
  const { href } = useSite();
  return (
    <div className="not-found" data-not-found="">
      <p className="not-found__code" aria-hidden="true">
        {notFound.code}
      </p>
      <h1 className="not-found__title" data-spec="not-found-heading">{notFound.heading}</h1>
      <p className="not-found__body">{notFound.body}</p>
      <a className="button" href={href("/")} data-spec="home-link">
        {notFound.homeLink}
      </a>
    </div>
  );
}
