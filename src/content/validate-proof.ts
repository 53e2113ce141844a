/**
 * The checks of src/content/proof.json: a rating within the App Store's scale, read on a real
 * day, and quotes that say something and name who said it. The build stops on any problem.
 */
import type { Proof } from "./proof.ts";

const isDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
const LANG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

export function proofProblems({ rating, reviews, press }: Proof): string[] {
  const problems: string[] = [];
  if (rating) {
    if (!(rating.value >= 1 && rating.value <= 5)) problems.push(`rating.value is ${rating.value}; the App Store rates from 1 to 5`);
    if (!Number.isInteger(rating.count) || rating.count < 1)
      problems.push(`rating.count is ${rating.count}; expected the number of ratings, a whole number above 0`);
    if (!isDay(rating.readOn))
      problems.push(`rating.readOn is ${JSON.stringify(rating.readOn)}; expected the day you read it, as YYYY-MM-DD`);
    else if (Date.parse(rating.readOn) > Date.now()) problems.push(`rating.readOn is ${rating.readOn}, a day still to come`);
  }
  reviews.forEach((review, index) => {
    const where = `reviews[${index}]`;
    if (!review.quote.trim()) problems.push(`${where}.quote is empty`);
    if (!review.name.trim()) problems.push(`${where}.name is empty; a review is quoted with the name it was published under`);
    if (!review.source.trim()) problems.push(`${where}.source is empty; say where it was published`);
    if (!LANG.test(review.lang)) problems.push(`${where}.lang is ${JSON.stringify(review.lang)}; expected a language code like "en"`);
    if (review.stars !== undefined && !(Number.isInteger(review.stars) && review.stars >= 1 && review.stars <= 5))
      problems.push(`${where}.stars is ${review.stars}; expected 1 to 5`);
  });
  press.forEach((quote, index) => {
    const where = `press[${index}]`;
    if (!quote.quote.trim()) problems.push(`${where}.quote is empty`);
    if (!quote.outlet.trim()) problems.push(`${where}.outlet is empty; a press quote names its publication`);
    if (!LANG.test(quote.lang)) problems.push(`${where}.lang is ${JSON.stringify(quote.lang)}; expected a language code like "en"`);
    if (quote.url !== undefined && !/^https:\/\/\S+$/.test(quote.url))
      problems.push(`${where}.url is ${JSON.stringify(quote.url)}; expected an https:// address`);
  });
  return problems;
}
