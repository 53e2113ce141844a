/**
 * The app's Accessibility Nutrition Labels, as the maker declares them to App Store Connect
 * (accessibility.json, or the CMS): one declaration per device family, each in the shape of the
 * App Store Connect API's accessibilityDeclarations resource (AccessibilityDeclarationCreateRequest's
 * attributes: deviceFamily and the nine supports… booleans, false where left out, as the API
 * takes them). The names are the API's; the order is Apple's, in which the App Store lists them and
 * App Store Connect's help recommends evaluating them. The file's schema lists the same, and a
 * test holds the two together.
 */

/** The API's DeviceFamily values. */
export const deviceFamilies = ["IPHONE", "IPAD", "APPLE_TV", "APPLE_WATCH", "MAC", "VISION"] as const;

/** The nine features Apple lists, by the API's attribute names, in Apple's order. */
export const accessibilityFeatures = [
  "supportsVoiceover",
  "supportsVoiceControl",
  "supportsLargerText",
  "supportsDarkInterface",
  "supportsDifferentiateWithoutColorAlone",
  "supportsSufficientContrast",
  "supportsReducedMotion",
  "supportsCaptions",
  "supportsAudioDescriptions",
] as const;

type DeviceFamily = (typeof deviceFamilies)[number];
export type AccessibilityFeature = (typeof accessibilityFeatures)[number];

/** One device family's declaration: the features it supports are true. */
export type AccessibilityDeclaration = { deviceFamily: DeviceFamily } & Partial<Record<AccessibilityFeature, boolean>>;

/** The device family the site shows: SwipeClean is an iPhone app. */
export const shownFamily: DeviceFamily = "IPHONE";

/** The features a device family's declaration supports, in Apple's order; undefined where the maker has declared nothing for it. */
export function supportedFeatures(
  declarations: readonly AccessibilityDeclaration[],
  family: DeviceFamily,
): AccessibilityFeature[] | undefined {
  const declaration = declarations.find((each) => each.deviceFamily === family);
  return declaration && accessibilityFeatures.filter((feature) => declaration[feature] === true);
}

/** What App Store Connect would refuse in declarations that meet the schema: a device family declared twice. */
export function declarationProblems(declarations: readonly AccessibilityDeclaration[]): { path: (string | number)[]; says: string }[] {
  return declarations.flatMap((declaration, index) => {
    const first = declarations.findIndex((each) => each.deviceFamily === declaration.deviceFamily);
    return first < index
      ? [
          {
            path: ["declarations", index, "deviceFamily"],
            says: `declares ${declaration.deviceFamily} again (declarations.${first} did): App Store Connect keeps one declaration a device family`,
          },
        ]
      : [];
  });
}
