import { QrCode } from "../components/QrCode.tsx";
import { useSite } from "../components/SiteContext.tsx";
import { useText } from "../components/Text.tsx";
import { fill } from "../content/copy.ts";
import { formatDate } from "../content/facts.ts";
import { givesIn, redemptionUrl } from "../content/offers.ts";
import type { Offer } from "../content/offers.ts";

/**
 * An offer code's page (./offer-pages.ts): what the code gives as its headline, the code as
 * plain text to select (the client script adds a copy button where the browser can copy, and
 * says what happened in the polite status under it), the link that opens the App Store with the
 * code filled in, and on a computer that link as a QR code for an iPhone to scan.
 */
export function Redeem({ offer }: { offer: Offer }) {
  const { site, copy, locale } = useSite();
  const { runningText, uiText } = useText();
  const { redeem } = copy;
  const gives = givesIn(offer, locale);
  const link = redemptionUrl(site.appStoreId, offer.code);
  const endsOn = offer.ends ? formatDate(locale, offer.ends) : "";
  const values = { offerCode: offer.code, endsOn };
  return (
    <article className="page container container--narrow redeem">
      <header className="page__header">
        {/* English's words on a page written right to left run left to right, as Text.tsx isolates an English part. */}
        <h1 className="page__title" lang={gives.lang} dir={gives.lang && copy.language.dir === "rtl" ? "ltr" : undefined}>
          {uiText(gives.text, gives.lang)}
        </h1>
        <p className="page__lead">{runningText(redeem.lead)}</p>
        {offer.ends ? (
          <p className="page__meta">
            {runningText(
              fill(redeem.endsOn, values, "redeem.endsOn"),
              { [endsOn]: <time dateTime={offer.ends}>{endsOn}</time> },
              redeem.endsOn,
            )}
          </p>
        ) : null}
      </header>
      <div className="offer-code" data-offer-code="">
        <p className="offer-code__label">{uiText(redeem.codeLabel)}</p>
        <p className="offer-code__row">
          <code className="offer-code__value" data-offer-code-value="">
            {offer.code}
          </code>
          <button className="offer-code__copy" type="button" data-offer-code-copy="" hidden>
            {uiText(redeem.copy)}
          </button>
        </p>
        <p className="offer-code__status" role="status" data-offer-code-status="" />
        <span hidden data-offer-code-said="copied">
          {uiText(redeem.copied)}
        </span>
        <span hidden data-offer-code-said="failed">
          {uiText(redeem.copyFailed)}
        </span>
      </div>
      <p className="redeem__open">
        <a className="button" href={link}>
          {uiText(redeem.open)}
        </a>
      </p>
      <QrCode href={link} label={fill(redeem.qrLabel, values, "redeem.qrLabel")} caption={uiText(redeem.scan)} className="redeem__qr" />
    </article>
  );
}
