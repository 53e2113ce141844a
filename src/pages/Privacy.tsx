import { mailtoHref } from "../components/SiteFooter.tsx";
import { useSite } from "../components/SiteContext.tsx";
import { claims, facts, formatIsoDate } from "../content/facts.ts";

const privacySections = [
  "Data Collection",
  "Permissions Used",
  "Children's Privacy",
  "Contact Information",
  "Changes to This Privacy Policy",
  "Conclusion",
] as const;

const sectionId = (title: string) => title.toLowerCase().replace(/[^a-z]+/g, "-").replace(/-$/, "");

export function Privacy() {
  const { site } = useSite();
  const platforms = facts.privacyPolicyPlatforms.join(" and ");
  const [collection, permissions, children, contact, changes, conclusion] = privacySections;
  return (
    <article className="page page--prose container container--narrow">
      <header className="page__header">
        <h1 className="page__title">Privacy Policy</h1>
        <p className="page__meta">
          Last updated <time dateTime={facts.privacyLastUpdated}>{formatIsoDate(facts.privacyLastUpdated)}</time>
        </p>
        <p className="page__lead">
          This policy explains how the {site.name} app for {platforms} handles your information. In short: {claims.onDevice}
        </p>
      </header>

      <section aria-labelledby={sectionId(collection)}>
        <h2 id={sectionId(collection)}>{collection}</h2>
        <p>
          {site.name} does not collect, store or share personal data. The app reads your photo library on your device
          to show you one photo at a time, and every decision you make (keep, delete or skip) is handled on the device.
          Your photos, their contents and their metadata are never uploaded to us or to anyone else.
        </p>
        <p>
          {claims.bin} {claims.review} {claims.recentlyDeleted}
        </p>
      </section>

      <section aria-labelledby={sectionId(permissions)}>
        <h2 id={sectionId(permissions)}>{permissions}</h2>
        <p>{claims.permission}</p>
        <p>
          {claims.permissionRequired} You can grant or withdraw this permission at any time in your phone's settings.
        </p>
      </section>

      <section aria-labelledby={sectionId(children)}>
        <h2 id={sectionId(children)}>{children}</h2>
        <p>
          {site.name} is not aimed at children under {facts.minimumAge}, and we do not knowingly collect any
          information from them. As the app collects no personal data from anyone, none is held about children either.
        </p>
      </section>

      <section aria-labelledby={sectionId(contact)}>
        <h2 id={sectionId(contact)}>{contact}</h2>
        <p>
          If you have a question about this policy or about your privacy, write to us at{" "}
          <a href={mailtoHref(site.contactEmail)}>{site.contactEmail}</a>. {claims.supportResponse}
        </p>
      </section>

      <section aria-labelledby={sectionId(changes)}>
        <h2 id={sectionId(changes)}>{changes}</h2>
        <p>
          If we change how the app handles information, we will update this page and the date at its top before the
          change takes effect. We encourage you to check this page from time to time.
        </p>
      </section>

      <section aria-labelledby={sectionId(conclusion)}>
        <h2 id={sectionId(conclusion)}>{conclusion}</h2>
        <p>
          Your photos are yours. {site.name} exists to help you tidy your library, and it does that without taking
          anything from your phone. By using the app you agree to this policy.
        </p>
      </section>
    </article>
  );
}
