/**
 * The listing's primary category (deliver's metadata/primary_category.txt) as schema.org's
 * applicationCategory in the home page's structured data. deliver writes App Store Connect's
 * identifier (PHOTO_AND_VIDEO) and also takes iTunes Connect's older names (Photography,
 * MZGenre.Photography), which spaceship's AppCategory.map_category_from_itc turns into the
 * identifier; the site reads both the same way.
 *
 * schema.org leaves applicationCategory free text; Google's software app results read one of
 * its own list (GameApplication, MultimediaApplication…), so each App Store category is given
 * the nearest of those: a photo and video app is a MultimediaApplication (Google has no photo
 * category), a productivity, weather or utility app a UtilitiesApplication, books, news and
 * magazines a ReferenceApplication, food and drink a LifestyleApplication, navigation a
 * TravelApplication, stickers a CommunicationApplication.
 */
import { BuildError } from "../errors.ts";

const schemaOrgCategories: Readonly<Record<string, string>> = {
  BOOKS: "ReferenceApplication",
  BUSINESS: "BusinessApplication",
  DEVELOPER_TOOLS: "DeveloperApplication",
  EDUCATION: "EducationalApplication",
  ENTERTAINMENT: "EntertainmentApplication",
  FINANCE: "FinanceApplication",
  FOOD_AND_DRINK: "LifestyleApplication",
  GAMES: "GameApplication",
  GRAPHICS_AND_DESIGN: "DesignApplication",
  HEALTH_AND_FITNESS: "HealthApplication",
  LIFESTYLE: "LifestyleApplication",
  MAGAZINES_AND_NEWSPAPERS: "ReferenceApplication",
  MEDICAL: "HealthApplication",
  MUSIC: "MultimediaApplication",
  NAVIGATION: "TravelApplication",
  NEWS: "ReferenceApplication",
  PHOTO_AND_VIDEO: "MultimediaApplication",
  PRODUCTIVITY: "UtilitiesApplication",
  REFERENCE: "ReferenceApplication",
  SHOPPING: "ShoppingApplication",
  SOCIAL_NETWORKING: "SocialNetworkingApplication",
  SPORTS: "SportsApplication",
  STICKERS: "CommunicationApplication",
  TRAVEL: "TravelApplication",
  UTILITIES: "UtilitiesApplication",
  WEATHER: "UtilitiesApplication",
};

/** iTunes Connect's names, as spaceship's AppCategory::LEGACY_CATEGORY_ITC_MAP maps them to the identifiers. */
const legacyNames: Readonly<Record<string, string>> = {
  "Apps.Food_Drink": "FOOD_AND_DRINK",
  Business: "BUSINESS",
  Education: "EDUCATION",
  SocialNetworking: "SOCIAL_NETWORKING",
  Book: "BOOKS",
  Sports: "SPORTS",
  Finance: "FINANCE",
  Reference: "REFERENCE",
  "Apps.GraphicsDesign": "GRAPHICS_AND_DESIGN",
  "Apps.DeveloperTools": "DEVELOPER_TOOLS",
  Healthcare_Fitness: "HEALTH_AND_FITNESS",
  Music: "MUSIC",
  Weather: "WEATHER",
  Travel: "TRAVEL",
  Entertainment: "ENTERTAINMENT",
  Stickers: "STICKERS",
  Games: "GAMES",
  Lifestyle: "LIFESTYLE",
  Medical: "MEDICAL",
  "Apps.Newsstand": "MAGAZINES_AND_NEWSPAPERS",
  Utilities: "UTILITIES",
  "Apps.Shopping": "SHOPPING",
  Productivity: "PRODUCTIVITY",
  News: "NEWS",
  Photography: "PHOTO_AND_VIDEO",
  Navigation: "NAVIGATION",
};

/** schema.org's applicationCategory for the category `text` names; a name App Store Connect does not know stops the build, naming `where`. */
export function applicationCategoryOf(text: string, where: string): string {
  const name = text.replace("MZGenre.", "");
  const id = legacyNames[name] ?? name;
  const category = schemaOrgCategories[id];
  if (!category)
    throw new BuildError(
      "fastlane",
      `${where} says ${JSON.stringify(text)}, which is no App Store category: write App Store Connect's identifier, one of ${Object.keys(schemaOrgCategories).join(", ")}`,
    );
  return category;
}
