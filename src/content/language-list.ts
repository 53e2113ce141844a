/** The site's languages, as the owner lists them in languages.json (`npm run translations -- add <code>` adds one). */
import { schemaPointer } from "./data-schema.ts";
import type { DataSchema } from "./data-schema.ts";

/** languages.json's shape: the build's check and the editors' schema (languages.schema.json) come from it. */
export const languagesSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "languages.schema.json",
  title: "Languages",
  description:
    "The site's languages, in the order its language switcher lists them. Each has its words in src/content/locales/<code>/copy.json. English (en) comes first: it is the language every other one translates, served at the site's root. npm run translations -- add <code> adds a language here and writes its file.",
  type: "object",
  properties: {
    $schema: schemaPointer,
    languages: {
      title: "Languages",
      description:
        "Language codes as the App Store and browsers write them (BCP 47): en, de, pt-BR, zh-Hans; a regional variant of one, such as en-GB, holds only what differs from it.",
      type: "array",
      minItems: 1,
      uniqueItems: true,
      items: {
        type: "string",
        pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$",
        patternDescription: "a language code, like de, pt-BR or zh-Hans",
      },
    },
  },
  required: ["languages"],
  additionalProperties: false,
} as const satisfies DataSchema;
