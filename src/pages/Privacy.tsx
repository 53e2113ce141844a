import { mailtoHref } from "../components/SiteFooter.tsx";
import { useSite } from "../components/SiteContext.tsx";
import type { ReactNode } from "react";
import { claims, facts, formatIsoDate } from "../content/facts.ts";
import { privacy } from "../content/pages.ts";

type SectionId = keyof typeof privacy.sections;

function PolicySection({ id, children }: { id: SectionId; children: ReactNode }) {
  return (
    <section aria-labelledby={id} data-spec="privacy-section">
      <h2 id={id}>{privacy.sections[id]}</h2>
      {children}
    </section>
  );
}

export function Privacy() {
  const { site } = useSite();
  const platforms = facts.privacyPolicyPlatforms.join(" and ");
  return (
    <article className="page page--prose container container--narrow">
      <header className="page__header">
        <h1 className="page__title">{privacy.heading}</h1>
        <p className="page__meta">
          {privacy.lastUpdated}{" "}
          <time dateTime={facts.privacyLastUpdated} data-spec="privacy-updated">
            {formatIsoDate(facts.privacyLastUpdated)}
          </time>
        </p>
        <p className="page__lead">
          This policy explains how the {site.name} app for {platforms} handles your information. In short: {claims.onDevice}
        </p>
      </header>

      <PolicySection id="data-collection">
        <p>
          {site.name} does not collect, store or share personal data. The app reads your photo library on your device
          to show you one photo at a time, and every decision you make (keep, delete or skip) is handled on the device.
          Your photos, their contents and their metadata are never uploaded to us or to anyone else.
        </p>
        <p>
          {claims.bin} {claims.review} {claims.recentlyDeleted}
        </p>
      </PolicySection>

      <PolicySection id="permissions-used">
        <p>{claims.permission}</p>
        <p>
          {claims.permissionRequired} You can grant or withdraw this permission at any time in your phone's settings.
        </p>
      </PolicySection>

      <PolicySection id="children-s-privacy">
        <p>
          {site.name} is not aimed at children under {facts.minimumAge}, and we do not knowingly collect any
          information from them. As the app collects no personal data from anyone, none is held about children either.
        </p>
      </PolicySection>

      <PolicySection id="contact-information">
        <p>
          If you have a question about this policy or about your privacy, write to us at{" "}
          <a href={mailtoHref(site.contactEmail)}>{site.contactEmail}</a>. {claims.supportResponse}
        </p>
      </PolicySection>

      <PolicySection id="changes-to-this-privacy-policy">
        <p>
          If we change how the app handles information, we will update this page and the date at its top before the
          change takes effect. We encourage you to check this page from time to time.
        </p>
      </PolicySection>

      <PolicySection id="conclusion">
        <p>
          Your photos are yours. {site.name} exists to help you tidy your library, and it does that without taking
          anything from your phone. By using the app you agree to this policy.
        </p>
      </PolicySection>
    </article>
  );
}
