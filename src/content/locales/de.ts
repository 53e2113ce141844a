/** German. Written for German readers rather than word for word; {placeholders} as in English. */
import type { Copy } from "./en.ts";

export const de: Copy = {
  language: {
    name: "Deutsch",
    ogLocale: "de_DE",
    dir: "ltr",
    switcherLabel: "Sprache",
  },

  claims: {
    onDevice: "Deine Fotos bleiben auf deinem Gerät und werden nirgendwohin gesendet.",
    bin: "Fotos, die du löschst, landen zuerst in einem eingebauten Papierkorb, statt sofort aus deiner Mediathek zu verschwinden.",
    review: "Du prüfst und bestätigst Löschungen gesammelt, mit Rückgängig-Funktion, bevor etwas endgültig gelöscht wird.",
    recentlyDeleted: "Leerst du den Papierkorb, wandern die Fotos in den Ordner „Zuletzt gelöscht“ deines Handys und lassen sich dort noch {retentionDays} Tage lang wiederherstellen.",
    permission: "Die App bittet nur um Zugriff auf deine Fotomediathek. Nach Kamera, Kontakten, Standort oder Mikrofon fragt sie nie.",
    permissionRequired: "Ohne Zugriff auf die Fotomediathek kann die App nicht arbeiten, denn dann hat sie keine Fotos, die sie dir zeigen könnte.",
    freeTier: "Die kostenlose Version bietet dir bis zu {freeSwipes} Swipes am Tag, dazu Bonus-Swipes, wenn du am Ball bleibst.",
    paidTier: "Das kostenpflichtige Upgrade schaltet die unbegrenzte Nutzung für etwa {price} im Monat frei.",
    requirements: "Erfordert iOS {minimumIos} oder neuer und ist für {optimizedFor} optimiert.",
    supportResponse: "Wir antworten in der Regel {responseTime}.",
  },
  factWords: {
    optimizedFor: "iPhone {iphone} und neuer",
    responseTime: "innerhalb weniger Tage",
  },

  home: {
    title: "Aufräumen per Wisch",
    description: "{tagline} Ein Foto, ein Wisch: behalten, löschen oder überspringen. {onDevice}",
  },
  hero: {
    headline: "Aufräumen per Wisch",
    subline: "Mach das Aufräumen deiner Fotomediathek zu etwas, das dir richtig Spaß macht.",
    quotes: [
      { text: "Ein Foto, ein Wisch: behalten, löschen oder überspringen.", source: "So funktioniert’s" },
      { text: "Nichts verlässt dein Handy. Kein einziges Foto.", source: "Unser Datenschutzversprechen" },
    ],
    floatingLabels: ["Duplikat erkannt", "Ähnliches Foto", "Schlechte Qualität"],
    mockup: { counter: "{current} von {total}", stamp: "Löschen", skip: "Überspringen" },
  },
  featuresIntro: {
    heading: "Gemacht für eine aufgeräumte Mediathek",
    lead: "Alles geschieht mit ein paar entspannten Wischbewegungen – auf deinem Handy und nirgendwo sonst.",
  },
  features: [
    {
      title: "Wischen statt Wühlen",
      body: "Sieh dir ein Foto nach dem anderen an und entscheide mit einem einzigen Wisch: behalten, löschen oder überspringen. Aus Tausenden Fotos werden ein paar ruhige Minuten am Tag.",
    },
    { title: "Lokal & privat", body: "{onDevice} {permission}" },
    { title: "Ganz iOS", body: "{requirements} Gelöschtes landet im Ordner „Zuletzt gelöscht“ deines Handys und lässt sich {retentionDays} Tage lang wiederherstellen." },
  ],
  stepsIntro: { heading: "So funktioniert’s" },
  steps: [
    { title: "Zugriff erlauben", body: "Erlaube den Zugriff auf deine Fotomediathek – die einzige Berechtigung, um die die App bittet. {permissionRequired}" },
    { title: "Wischen", body: "Geh deine Fotos eins nach dem anderen durch und behalte, lösche oder überspringe jedes mit einem Wisch. {bin}" },
    {
      title: "Prüfen & bestätigen",
      body: "{review} Hol alles aus dem Papierkorb zurück oder leere ihn: Die Fotos wandern dann in den Ordner „Zuletzt gelöscht“ deines Handys und bleiben {retentionDays} Tage lang wiederherstellbar.",
    },
  ],
  faq: {
    heading: "Häufige Fragen",
    entries: [
      { id: "on-device", question: "Verlassen meine Fotos mein Handy?", answer: "Nein. {onDevice} Die App sortiert und löscht Fotos ausschließlich auf deinem Gerät." },
      { id: "deleting", question: "Was passiert mit einem Foto, das ich lösche?", answer: "{bin} {review}" },
      { id: "restoring", question: "Kann ich ein gelöschtes Foto zurückholen?", answer: "Ja. Bis du den Papierkorb leerst, kannst du jedes Foto daraus wiederherstellen. {recentlyDeleted}" },
      { id: "permissions", question: "Welche Berechtigungen braucht die App?", answer: "{permission} {permissionRequired}" },
      { id: "pricing", question: "Ist die App kostenlos?", answer: "{freeTier} {paidTier}" },
      { id: "iphones", question: "Welche iPhones werden unterstützt?", answer: "Die App erfordert iOS {minimumIos} oder neuer und ist für {optimizedFor} optimiert." },
      { id: "children", question: "Ist die App für Kinder geeignet?", answer: "Die App richtet sich nicht an Kinder unter {minimumAge} Jahren." },
    ],
    storeQuestion: "Wann kann ich sie herunterladen?",
    storeAnswer: "{availability} {faqAnswer}",
  },
  callToAction: {
    heading: "Platz für das, was zählt",
    body: "Weg mit dem Durcheinander, her mit den Momenten. Deine Fotos bleiben deine – auf deinem Handy.",
    privacyLink: "Unsere Datenschutzerklärung lesen",
  },

  privacy: {
    heading: "Datenschutzerklärung",
    description: "Wie die App mit deinen Daten umgeht: Fotos bleiben auf deinem Gerät, nur der Zugriff auf die Fotomediathek wird erbeten, und nichts wird erfasst oder weitergegeben.",
    lastUpdated: "Zuletzt aktualisiert am {date}",
    lead: "Diese Erklärung beschreibt, wie die App {appName} für {platforms} mit deinen Daten umgeht. Kurz gesagt: {onDevice}",
    sections: {
      "data-collection": {
        heading: "Datenerhebung",
        paragraphs: [
          "{appName} erhebt, speichert und teilt keine personenbezogenen Daten. Die App liest deine Fotomediathek auf deinem Gerät, um dir ein Foto nach dem anderen zu zeigen, und jede deiner Entscheidungen (behalten, löschen oder überspringen) wird auf dem Gerät verarbeitet. Deine Fotos, ihre Inhalte und ihre Metadaten werden nie zu uns oder zu jemand anderem hochgeladen.",
          "{bin} {review} {recentlyDeleted}",
        ],
      },
      "permissions-used": {
        heading: "Verwendete Berechtigungen",
        paragraphs: ["{permission}", "{permissionRequired} Du kannst diese Berechtigung jederzeit in den Einstellungen deines Handys erteilen oder entziehen."],
      },
      "children-s-privacy": {
        heading: "Datenschutz bei Kindern",
        paragraphs: [
          "{appName} richtet sich nicht an Kinder unter {minimumAge} Jahren, und wir erheben wissentlich keine Daten von ihnen. Da die App von niemandem personenbezogene Daten erhebt, werden auch über Kinder keine gespeichert.",
        ],
      },
      "contact-information": {
        heading: "Kontakt",
        paragraphs: ["Hast du eine Frage zu dieser Erklärung oder zu deiner Privatsphäre, schreib uns an {email}. {supportResponse}"],
      },
      "changes-to-this-privacy-policy": {
        heading: "Änderungen dieser Datenschutzerklärung",
        paragraphs: [
          "Ändern wir, wie die App mit Daten umgeht, aktualisieren wir diese Seite und das Datum oben, bevor die Änderung wirksam wird. Schau deshalb ab und zu hier vorbei.",
        ],
      },
      conclusion: {
        heading: "Zum Schluss",
        paragraphs: [
          "Deine Fotos gehören dir. {appName} hilft dir, deine Mediathek aufzuräumen, und nimmt dabei nichts von deinem Handy mit. Mit der Nutzung der App stimmst du dieser Erklärung zu.",
        ],
      },
    },
  },
  support: {
    heading: "Hilfe",
    description: "Hilfe zur App per E-Mail, meist beantwortet {responseTime}, oder schnelle Antworten in den häufigen Fragen.",
    lead: "Fragen, Feedback oder Ärger mit der App? Wir helfen gern.",
    emailCard: {
      heading: "Hilfe per E-Mail",
      body: "Schreib uns und erzähl uns, was du brauchst.",
      responseTime: "Übliche Antwortzeit: {responseTime}.",
    },
    faqCard: {
      heading: "Kurz gefragt",
      body: "Antworten zu Datenschutz, zum Löschen und Wiederherstellen von Fotos, zu Preisen und unterstützten iPhones.",
      link: "Zu den häufigen Fragen",
    },
  },
  notFound: {
    title: "Seite nicht gefunden",
    description: "Diese Seite gibt es nicht. Auf der Startseite erfährst du alles über die App.",
    heading: "Hoppla! Seite nicht gefunden",
    body: "Die gesuchte Seite gibt es nicht, oder sie ist umgezogen.",
    homeLink: "Zur Startseite",
    otherLanguages: "In einer anderen Sprache:",
  },
  press: {
    heading: "Pressemappe",
    description: "{appName} für die Presse: Fakten, App-Symbol und Bildschirmfotos, frei für Berichte über die App, in einem Download.",
    lead: "Alles, um über {appName} zu schreiben, frei für Berichte über die App.",
    download: "Pressemappe herunterladen",
    downloadNote: "Eine ZIP-Datei mit den Fakten in jeder Sprache, dem App-Symbol und den Bildschirmfotos.",
    summary: "Wische dich Foto für Foto durch deine Mediathek: behalten, löschen oder überspringen. {onDevice}",
    factsHeading: "Fakten",
    facts: {
      name: "App-Name",
      tagline: "Slogan",
      summary: "Kurz gesagt",
      price: "Preis",
      requirements: "Voraussetzungen",
      availability: "Verfügbarkeit",
      released: "Erschienen",
      contact: "Pressekontakt",
    },
    aboutHeading: "Über {appName}",
    about: [
      "{appName} macht das Aufräumen der Mediathek zu ein paar ruhigen Minuten am Tag: ein Foto nach dem anderen, ein Wisch für jedes, um es zu behalten, zu löschen oder zu überspringen.",
      "{bin} {review} {recentlyDeleted}",
      "{onDevice} {permission}",
    ],
    iconHeading: "App-Symbol",
    iconNote: "In der Pressemappe als PNG-Dateien, 1024 und 512 Pixel im Quadrat.",
    screenshotsHeading: "Bildschirmfotos",
  },
  whatsNew: {
    heading: "Neu in der App",
    description: "Was die neueste Version von {appName} bringt, wie der App Store sie aufführt.",
    version: "Ausgabe {version}",
    released: "Erschienen am {releasedOn}",
    requires: "Erfordert iOS {minimumOs} oder neuer",
    notesHeading: "In dieser Version",
    rating: "{rating} von 5",
    ratingSource: "{ratingCount, plural, one {# Bewertung} other {# Bewertungen}} im App Store",
  },
  unexpectedError: "Unerwarteter Anwendungsfehler!",

  nav: {
    features: "Funktionen",
    faq: "FAQ",
    privacy: "Datenschutz",
    privacyPolicy: "Datenschutzerklärung",
    support: "Hilfe",
    product: "Produkt",
    press: "Pressemappe",
    whatsNew: "Neu in der App",
  },
  chrome: {
    skipLink: "Zum Inhalt springen",
    menu: "Menü",
    mainNavigation: "Hauptmenü",
    downloadBar: "App herunterladen",
    rights: "Alle Rechte vorbehalten.",
    socialImageAlt: "{appName}: {headline}. {tagline}",
  },

  store: {
    comingSoon: { lead: "Demnächst", rest: "im App Store" },
    "coming-soon": {
      barLine: "Kostenlos: {freeSwipes} Swipes am Tag",
      availability: "Die App erscheint demnächst im App Store.",
      faqAnswer: "Die Download-Buttons auf dieser Seite führen dich dorthin, sobald sie erhältlich ist.",
    },
    "pre-order": {
      badgeWords: "Im App Store vorbestellen",
      barLine: "Jetzt vorbestellen",
      availability: "Die App lässt sich jetzt im App Store vorbestellen.",
      faqAnswer: "Bestell sie über einen der Download-Buttons auf dieser Seite vor, dann landet sie am Erscheinungstag auf deinem iPhone.",
    },
    live: {
      badgeWords: "Laden im App Store",
      barLine: "Kostenlos: {freeSwipes} Swipes am Tag",
      availability: "Die App ist jetzt im App Store erhältlich.",
      faqAnswer: "Jeder Download-Button auf dieser Seite führt dich direkt dorthin.",
    },
    googlePlay: {
      badgeWords: "Jetzt bei Google Play",
      trademark: "Google Play und das Google Play-Logo sind Marken von Google LLC.",
    },
    trademarks: {
      before: "App Store und iPhone sind Marken der Apple Inc., eingetragen in den USA und weiteren Ländern und Regionen.",
      withBadge: "Apple, das Apple Logo, App Store und iPhone sind Marken der Apple Inc., eingetragen in den USA und weiteren Ländern und Regionen.",
    },
  },
  proof: {
    heading: "Was andere sagen",
    rating: "{rating} von 5",
    ratingSource: "{ratingCount, plural, one {# Bewertung} other {# Bewertungen}} im App Store, Stand {ratedOn}",
  },
  launch: {
    screensHeading: "So sieht sie auf dem iPhone aus",
    screensLabel: "Bildschirmfotos der App",
    previous: "Vorheriges Bildschirmfoto",
    next: "Nächstes Bildschirmfoto",
    watch: "Vorschau ansehen",
    close: "Schließen",
  },
};
