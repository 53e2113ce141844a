/**
 * The app's Accessibility Nutrition Labels, as the maker declares them to App Store Connect
 * (accessibility.json, or the CMS): one declaration per device family, each in the shape of the
 * App Store Connect API's accessibilityDeclarations resource (AccessibilityDeclarationCreateRequest's
 * attributes: deviceFamily and the nine supports… booleans, false where left out, as the API
 * takes them). The names are the API's, in Apple's order (./app-store-names.ts), in which the App
 * Store lists them and App Store Connect's help recommends evaluating them.
 */
import { accessibilityFeatureNames, accessibilityFeatures, deviceFamilies } from "./app-store-names.ts";
import type { AccessibilityFeature, DeviceFamily } from "./app-store-names.ts";
import { dotted, schemaPointer } from "./data-schema.ts";
import type { DataOf, DataProblem, DataSchema } from "./data-schema.ts";

const featureFields = Object.fromEntries(
  accessibilityFeatureNames.map(([feature, name, supported]) => [
    feature,
    {
      title: name,
      description: `${name}: ${supported} Tick it only where the app meets Apple's evaluation criteria for ${name} in all of its common tasks (App Store Connect Help, Manage app accessibility).`,
      type: "boolean",
    } as const,
  ]),
) as Record<AccessibilityFeature, { title: string; description: string; type: "boolean" }>;

/** The device family the site shows: SwipeClean is an iPhone app. */
export const shownFamily: DeviceFamily = "IPHONE";

const familiesInWords = new Intl.ListFormat("en-GB", { type: "disjunction" }).format(
  deviceFamilies.map((family) => (family === shownFamily ? `${family} (the site shows this one)` : family)),
);

/** accessibility.json's shape: its type, the build's check, the CMS's fields and the editors' schema (accessibility.schema.json) come from it. */
export const accessibilitySchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "accessibility.schema.json",
  title: "Accessibility Nutrition Labels",
  description:
    "The accessibility features the app supports, as declared in App Store Connect (App Accessibility): one declaration per device family, each feature by the App Store Connect API's name (accessibilityDeclarations), false or left out where the app does not support it. The support page shows the iPhone declaration's features in every language. Keep it the same as App Store Connect's: the App Store shows those, the site shows these.",
  type: "object",
  properties: {
    $schema: schemaPointer,
    declarations: {
      title: "Declarations",
      description: "One a device family; the site shows the IPHONE one.",
      type: "array",
      items: {
        type: "object",
        properties: {
          deviceFamily: {
            title: "Device family",
            description: `Which devices the declaration is for, as App Store Connect names them: ${familiesInWords}. One declaration a device family.`,
            type: "string",
            enum: deviceFamilies,
          },
          ...featureFields,
        },
        required: ["deviceFamily"],
        additionalProperties: false,
      },
    },
  },
  required: ["declarations"],
  additionalProperties: false,
} as const satisfies DataSchema;

/** One device family's declaration: the features it supports are true. */
export type AccessibilityDeclaration = DataOf<typeof accessibilitySchema>["declarations"][number];

/** The features a device family's declaration supports, in Apple's order; undefined where the maker has declared nothing for it. */
export function supportedFeatures(
  declarations: readonly AccessibilityDeclaration[],
  family: DeviceFamily,
): AccessibilityFeature[] | undefined {
  const declaration = declarations.find((each) => each.deviceFamily === family);
  return declaration && accessibilityFeatures.filter((feature) => declaration[feature] === true);
}

/** What App Store Connect would refuse in declarations that meet the schema: a device family declared twice. */
export function declarationProblems(declarations: readonly AccessibilityDeclaration[]): DataProblem[] {
  return declarations.flatMap((declaration, index) => {
    const first = declarations.findIndex((each) => each.deviceFamily === declaration.deviceFamily);
    const at = ["declarations", index, "deviceFamily"];
    return first < index
      ? [
          {
            at,
            says: `${dotted(at)} declares ${declaration.deviceFamily} again (declarations.${first} did): App Store Connect keeps one declaration a device family`,
          },
        ]
      : [];
  });
}
